'use client';
// A tip's comments: the posts on the tip's own wall (wallable_type Tip), newest first, each a wall post card with its
// likes and replies, and a form to add one. Needs the wall and a session (the wall is for signed-in people).
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PostCard } from '@/components/wall/post-card';
import { errorMessagesOf } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/query/users';
import { useCreatePost, useWallPosts, type WallListParams } from '@/lib/query/wall';
import { SHARE_MESSAGES } from '@/lib/recipes/messages';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';

// Sent as typed: the check only refuses a blank comment.
const schema = z.object({ content: z.string().refine((v) => v.trim() !== '', SHARE_MESSAGES.commentRequired) });
type Values = z.infer<typeof schema>;

export function TipComments({ tipId }: { tipId: number }) {
  const t = useTranslations('tips.comments');
  const list: WallListParams = { filter: 'all', pageSize: 30, wallableType: 'Tip', wallableId: tipId };
  const posts = useWallPosts(list);
  const create = useCreatePost(list);
  const viewerId = useCurrentUser().data?.id;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { content: '' } });

  const submit = ({ content }: Values) =>
    create.mutate({ content, wallable_type: 'Tip', wallable_id: tipId }, {
      onSuccess: () => form.reset({ content: '' }),
      onError: (e) => form.setError('content', { message: errorMessagesOf(e).join(' ') }),
    });

  const items = posts.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="tip-comments-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="tip-comments-heading" className="text-h2 text-ink">{t('title')}</h2>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
        <FormField
          name="content"
          label={t('add')}
          render={(field) => <Textarea rows={3} maxLength={MAX_POST_LENGTH} placeholder={t('placeholder')} {...field} />}
        />
        <div>
          <Button type="submit" loading={create.isPending}>{t('post')}</Button>
        </div>
      </Form>
      {posts.isPending ? (
        <LoadingBlock label={t('loading')} className="py-8" />
      ) : posts.isError ? (
        <LoadError title={t('loadError')} error={posts.error} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage ? (
        <div>
          <Button variant="secondary" loading={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>{t('loadMore')}</Button>
        </div>
      ) : null}
    </section>
  );
}
