'use client';
// The bar above a thread: back to the list (phones), the conversation's picture and name (a group's name is edited
// in place), and the conversation's actions beside it.
import { useState, type ReactNode, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { ArrowLeft, Check, X } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { MAX_CONVERSATION_NAME_LENGTH } from '@/lib/messaging/constants';
import { ConversationAvatar, type AvatarPerson } from './conversation-avatar';

export interface ThreadHeaderProps {
  title: string;
  subtitle?: string;
  people: readonly AvatarPerson[];
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  /** Groups only: saves a new name (rejects on failure, the field stays open). */
  onRename?: (name: string) => Promise<unknown>;
  currentName?: string | null;
  /** The actions beside the name; `startRename` opens the name field (groups). */
  children?: (startRename: () => void) => ReactNode;
}

type Values = { name: string };

export function ThreadHeader({ title, subtitle, people, onBack, headingRef, headingId, onRename, currentName, children }: ThreadHeaderProps) {
  const t = useTranslations('messages');
  const [renaming, setRenaming] = useState(false);
  // No resolver: the server refuses a blank name and the thread shows its message, as it shows any failed rename.
  const form = useForm<Values>({ defaultValues: { name: '' } });
  const saving = form.formState.isSubmitting;

  const startRename = () => {
    form.reset({ name: currentName ?? '' });
    setRenaming(true);
  };

  const save = async ({ name }: Values) => {
    if (!onRename) return;
    try {
      await onRename(name.trim());
      setRenaming(false);
    } catch {
      // The screen shows the error; the field stays open with the text.
    }
  };

  return (
    <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-2 sm:gap-3 sm:px-4">
      <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('backToConversations')} className="md:hidden">
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Button>
      <ConversationAvatar people={people} />
      <div className="min-w-0 flex-1">
        {renaming ? (
          <Form form={form} onSubmit={save} className="flex items-center gap-1" aria-label={t('renameForm')}>
            <FormField<Values, 'name'>
              name="name"
              label={t('groupName')}
              labelHidden
              className="min-w-0 flex-1"
              render={(field) => (
                <Input
                  {...field}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') setRenaming(false);
                  }}
                  maxLength={MAX_CONVERSATION_NAME_LENGTH}
                  autoFocus
                  className="min-h-10 px-3"
                />
              )}
            />
            <Button type="submit" variant="ghost" size="icon" loading={saving} aria-label={t('saveName')}>
              {saving ? null : <Check className="size-5" aria-hidden="true" />}
            </Button>
            <Button variant="ghost" size="icon" onClick={() => setRenaming(false)} aria-label={t('cancelRenaming')}>
              <X className="size-5" aria-hidden="true" />
            </Button>
          </Form>
        ) : (
          <div className="flex min-w-0 items-center gap-1">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="truncate text-h3 text-ink focus:outline-none focus-visible:outline-2">
              {title}
            </h2>
          </div>
        )}
        {subtitle && !renaming ? <p className="truncate text-sm text-ink-muted">{subtitle}</p> : null}
      </div>
      {renaming ? null : <div className="flex shrink-0 items-center gap-1">{children?.(startRename)}</div>}
    </div>
  );
}
