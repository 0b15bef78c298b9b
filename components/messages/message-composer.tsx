'use client';
// The box under a thread (social-engagement.md "Interactions"): a message needs text or a photo; Enter sends,
// Shift+Enter makes a new line. The text leaves the box at once (the thread shows the message, pending); if the
// server refuses, 'Could not send message.' and the text and photo come back.
import { useId, useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ImagePlus, SendHorizontal } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { PhotoUploadDialog } from '@/components/uploads/photo-upload-dialog';
import { PhotoPreview } from '@/components/uploads/photo-preview';
import { useToast } from '@/components/feedback/toaster';
import { MAX_MESSAGE_LENGTH } from '@/lib/messaging/constants';

export interface ComposerHandle {
  focus: () => void;
}

export interface MessageComposerProps {
  /** Who the message goes to, for the box's label ("Message Maya Thompson"). */
  recipientName: string;
  /** Resolves once the server has the message; a rejection puts the text back. */
  onSend: (input: { content: string; image: string | null }) => Promise<unknown>;
  ref?: Ref<ComposerHandle>;
}

export function MessageComposer({ recipientName, onSend, ref }: MessageComposerProps) {
  const t = useTranslations('messages');
  const boxId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const { errorToast } = useToast();
  useImperativeHandle(ref, () => ({ focus: () => box.current?.focus() }), []);

  const canSend = !sending && (text.trim().length > 0 || photo !== null);

  const send = async () => {
    if (!canSend) return;
    const input = { content: text.trim(), image: photo };
    setText('');
    setPhoto(null);
    setSending(true);
    try {
      await onSend(input);
    } catch {
      errorToast(t('couldNotSend'));
      // Keep whatever was typed meanwhile after the failed text.
      setText((current) => (current ? `${input.content}\n${current}` : input.content));
      setPhoto((current) => current ?? input.image);
    } finally {
      setSending(false);
      box.current?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method composes a word) makes a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('sendForm')} className="border-t border-line bg-surface p-3 sm:p-4">
        {photo ? (
          <PhotoPreview src={photo} alt={t('photoPreviewAlt')} onRemove={() => setPhoto(null)} className="mb-3" imageClassName="max-h-32" />
        ) : null}
        <div className="flex items-end gap-2">
          <Button variant="ghost" size="icon" onClick={() => setUploading(true)} disabled={sending} aria-label={photo ? t('changePhoto') : t('attachPhoto')}>
            <ImagePlus className="size-5" aria-hidden="true" />
          </Button>
          <label htmlFor={boxId} className="sr-only">
            {t('messageTo', { name: recipientName })}
          </label>
          <textarea
            id={boxId}
            ref={box}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            readOnly={sending}
            rows={1}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t('composerPlaceholder')}
            aria-describedby={`${boxId}-hint`}
            className={cn(inputClasses, 'field-sizing-content max-h-40 min-h-11 resize-none py-2.5')}
          />
          <span id={`${boxId}-hint`} className="sr-only">
            {t('composerHint')}
          </span>
          <Button type="submit" size="icon" disabled={!canSend} loading={sending} aria-label={t('send')}>
            {sending ? null : <SendHorizontal className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </form>
      <PhotoUploadDialog open={uploading} onOpenChange={setUploading} onUploaded={(url) => setPhoto(url)} secure title={t('photoDialogTitle')} />
    </>
  );
}
