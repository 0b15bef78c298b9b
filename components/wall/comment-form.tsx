'use client';
// Answering a post: a labelled box and a Comment button. A blank answer is stopped here with the spec's toast
// ('Oops, you need to write something before you post.') without calling the server.
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useCreatePost } from '@/lib/query/wall';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';
import type { WallPost } from '@/lib/wall/types';

export function CommentForm({ parent, inputRef, onPosted }: { parent: WallPost; inputRef?: RefObject<HTMLTextAreaElement | null>; onPosted?: () => void }) {
  const t = useTranslations('wall');
  const id = useId();
  const [text, setText] = useState('');
  const create = useCreatePost();
  const { errorToast } = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      errorToast(t('writeSomething'));
      return;
    }
    create.mutate(
      { content: text, parent_post_id: parent.id, depth: parent.depth + 1 },
      {
        onSuccess: () => {
          setText('');
          onPosted?.();
        },
        onError: (error) => errorToast(errorMessagesOf(error).join(' ')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Label htmlFor={id} className="sr-only">
          {t('commentLabel')}
        </Label>
        <Textarea
          id={id}
          ref={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_POST_LENGTH}
          rows={2}
          placeholder={t('commentPlaceholder')}
          className="min-h-12 py-2"
        />
      </div>
      <Button type="submit" size="sm" loading={create.isPending} className="self-end sm:mb-1">
        {t('commentButton')}
      </Button>
    </form>
  );
}
