'use client';
// A tip's comments: the posts on the tip's own wall (wallable_type Tip), newest first, each a wall post card with its
// likes and replies, and a form to add one. Needs the wall and a session (the wall is for signed-in people).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PostCard } from '@/components/wall/post-card';
import { errorMessagesOf } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/query/users';
import { useCreatePost, useWallPosts, type WallListParams } from '@/lib/query/wall';
import { SHARE_MESSAGES } from '@/lib/recipes/messages';
import { MAX_POST_LENGTH } from '@/lib/wall/constants';

export function TipComments({ tipId }: { tipId: number }) {
  const list: WallListParams = { filter: 'all', pageSize: 30, wallableType: 'Tip', wallableId: tipId };
  const posts = useWallPosts(list);
  const create = useCreatePost(list);
  const viewerId = useCurrentUser().data?.id;
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(SHARE_MESSAGES.commentRequired);
      return;
    }
    setError(null);
    create.mutate({ content, wallable_type: 'Tip', wallable_id: tipId }, {
      onSuccess: () => setContent(''),
      onError: (e) => setError(errorMessagesOf(e).join(' ')),
    });
  };

  const items = posts.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="tip-comments-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="tip-comments-heading" className="text-h2 text-ink">Comments</h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label="Add a comment" error={error}>
          <Textarea rows={3} maxLength={MAX_POST_LENGTH} value={content} onChange={(e) => setContent(e.target.value)} placeholder="Add your message here…" />
        </Field>
        <div>
          <Button type="submit" loading={create.isPending}>Post</Button>
        </div>
      </form>
      {posts.isPending ? (
        <LoadingBlock label="Loading comments…" className="py-8" />
      ) : posts.isError ? (
        <LoadError title="The comments could not be loaded." error={posts.error} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-ink-muted">No comments yet. Be the first!</p>
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
          <Button variant="secondary" loading={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>Load more</Button>
        </div>
      ) : null}
    </section>
  );
}
