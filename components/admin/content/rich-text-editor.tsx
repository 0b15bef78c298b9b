'use client';
// The content editor's rich text: tiptap producing HTML (paragraphs, headings, bold, italic, underline, lists, links,
// images, quotes). The server sanitizes what it stores with the same allow-list, so the editor offers nothing more.
// The toolbar is a row of toggle buttons with names and pressed states; every command also has tiptap's keyboard
// shortcut (Ctrl/Cmd+B, I, U…).
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Underline } from 'lucide-react';
import { cn } from '@/components/ui';

interface Props {
  label: string;
  /**
   * The content the editor starts from. After that the content is the editor's own and reaches the parent through
   * onChange only: a parent that replaces it (a cleared translation) remounts the editor with a new key. Pushing values
   * back in raced with typing: a render carrying an older echo put that older text back, losing letters and the bold
   * just switched on.
   */
  defaultValue: string;
  onChange: (html: string) => void;
  /** Asks for an image address (the library picker); the editor inserts it. */
  onPickImage?: () => Promise<string | null>;
  description?: string;
}

export function RichTextEditor({ label, defaultValue, onChange, onPickImage, description }: Props) {
  const labelId = useId();
  const descriptionId = useId();
  // tiptap compares these options with the editor's on every render and calls setOptions (which updates the view) when
  // one differs; options made once keep typing free of that. onChange is read through a ref for the same reason.
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });
  const [options] = useState(() => ({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } }), Image],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(description ? { 'aria-describedby': descriptionId } : {}),
        class: 'min-h-48 px-4 py-3 outline-none [&_a]:text-brand [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-h-48 [&_ol]:list-decimal [&_ol]:ps-5 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:ps-5 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3',
      },
    },
    onUpdate: ({ editor: e }: { editor: Editor }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  }));
  const editor = useEditor(options);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink">{label}</span>
      {description ? <p id={descriptionId} className="text-sm text-ink-muted">{description}</p> : null}
      <div className="rounded-xl border-2 border-line-strong bg-surface focus-within:border-brand">
        <Toolbar editor={editor} label={label} onPickImage={onPickImage} />
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

/**
 * A toolbar button pressed with the mouse leaves the focus (and the selection) in the text. Otherwise the button takes
 * the focus, and tiptap gives it back only on the next animation frame: letters typed meanwhile went to the button and
 * were lost (the first letters after switching bold on, on a busy machine).
 */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

function Toolbar({ editor, label, onPickImage }: { editor: Editor | null; label: string; onPickImage?: () => Promise<string | null> }) {
  const t = useTranslations('admin-content');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return <div className="h-11 border-b border-line" aria-hidden="true" />;
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(t('linkPrompt'), previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const addImage = async () => {
    const src = onPickImage ? await onPickImage() : window.prompt(t('imagePrompt'));
    if (src) chain().setImage({ src }).run();
  };
  const buttons = [
    { id: 'bold', icon: Bold, pressed: state?.bold, run: () => chain().toggleBold().run() },
    { id: 'italic', icon: Italic, pressed: state?.italic, run: () => chain().toggleItalic().run() },
    { id: 'underline', icon: Underline, pressed: state?.underline, run: () => chain().toggleUnderline().run() },
    { id: 'heading', icon: Heading2, pressed: state?.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { id: 'bulletList', icon: List, pressed: state?.bullet, run: () => chain().toggleBulletList().run() },
    { id: 'orderedList', icon: ListOrdered, pressed: state?.ordered, run: () => chain().toggleOrderedList().run() },
    { id: 'quote', icon: Quote, pressed: state?.quote, run: () => chain().toggleBlockquote().run() },
    { id: 'link', icon: Link2, pressed: state?.link, run: setLink },
  ] as const;
  return (
    <div role="toolbar" aria-label={t('toolbarLabel', { label })} className="flex flex-wrap gap-1 border-b border-line p-1.5">
      {buttons.map(({ id, icon: Icon, pressed, run }) => (
        <button
          key={id}
          type="button"
          aria-label={t(`toolbar.${id}`)}
          aria-pressed={pressed ?? false}
          onMouseDown={keepEditorFocus}
          onClick={run}
          className={cn('grid size-9 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink', pressed && 'bg-brand-soft text-brand-strong')}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      <button type="button" aria-label={t('insertImage')} onMouseDown={keepEditorFocus} onClick={() => void addImage()} className="grid size-9 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink">
        <ImagePlus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
