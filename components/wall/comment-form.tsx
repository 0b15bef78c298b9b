'use client';
// Answering a post: a labelled box and a Comment button. A blank answer is stopped here with the spec's toast
// ('Oops, you need to write something before you post.') without calling the server: the spec answers it with a
// toast, not a message under the box, so the form has no resolver and the submit checks it.
import type { RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useCreatePost } from '@/lib/query/wall';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';
import type { WallPost } from '@/lib/wall/types';

type Values = { content: string };

export function CommentForm({ parent, inputRef, onPosted }: { parent: WallPost; inputRef?: RefObject<HTMLTextAreaElement | null>; onPosted?: () => void }) {
  const t = useTranslations('wall');
  const form = useForm<Values>({ defaultValues: { content: '' } });
  const create = useCreatePost();
  const { errorToast } = useToast();

  const submit = ({ content }: Values) => {
    if (!content.trim()) {
      errorToast(t('writeSomething'));
      return;
    }
    create.mutate(
      { content, parent_post_id: parent.id, depth: parent.depth + 1 },
      {
        onSuccess: () => {
          form.reset();
          onPosted?.();
        },
        onError: (error) => errorToast(errorMessagesOf(error).join(' ')),
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <FormField<Values, 'content'>
        name="content"
        label={t('commentLabel')}
        labelHidden
        className="flex-1"
        render={({ ref, ...field }) => (
          <Textarea
            {...field}
            ref={(element) => {
              ref(element);
              // The post's Comment button focuses the box through this ref.
              if (inputRef) inputRef.current = element;
            }}
            maxLength={MAX_POST_LENGTH}
            rows={2}
            placeholder={t('commentPlaceholder')}
            className="min-h-12 py-2"
          />
        )}
      />
      <Button type="submit" size="sm" loading={create.isPending} className="self-end sm:mb-1">
        {t('commentButton')}
      </Button>
    </Form>
  );
}
