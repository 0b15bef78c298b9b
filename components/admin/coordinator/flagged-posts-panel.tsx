'use client';
// The Flagged Posts tab (social-engagement.md §6): reported posts and comments, oldest report first. The reported text
// stays hidden until the reviewer reveals it; then Unreport (back on the wall) or Delete (after a confirmation).
import { useState } from 'react';
import { Button, EmptyState } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { FlaggedPost } from '@/lib/coordinator/types';

export function FlaggedPostsPanel({ promotionId, initial }: { promotionId: number; initial: FlaggedPost[] }) {
  const [posts, setPosts] = useState(initial);
  const [revealed, setRevealed] = useState<Set<number>>(new Set());
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();

  const act = async (post: FlaggedPost, kind: 'unreport' | 'delete') => {
    if (kind === 'delete' && !(await confirm({ title: 'Delete this post?', body: `The post by ${post.author.name} and its comments will be deleted.`, confirmLabel: 'Delete', tone: 'danger' }))) return;
    try {
      const path = `/promotions/${promotionId}/flagged_posts/${post.id}`;
      await (kind === 'delete' ? api.delete(path) : api.post(path));
      setPosts((list) => list.filter((p) => p.id !== post.id));
      toast(kind === 'delete' ? 'Post deleted.' : 'Post unreported: it is back on the wall.');
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  if (posts.length === 0) return <EmptyState title="No flagged posts." />;
  return (
    <ul className="flex flex-col gap-4" aria-label="Flagged posts">
      {posts.map((post) => {
        const shown = revealed.has(post.id);
        return (
          <li key={post.id} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <p className="text-sm text-ink-muted">
              {post.is_comment ? 'Comment' : 'Post'} by <span className="font-semibold text-ink">{post.author.name}</span>
              {post.flagged_by ? <> · reported by {post.flagged_by.name}</> : null}
              {post.flagged_at ? <> · {new Date(post.flagged_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}</> : null}
            </p>
            {shown ? (
              <div className="mt-3 whitespace-pre-wrap break-words text-ink">
                {post.content}
                {post.photo_url ? <p className="mt-2"><a href={post.photo_url} target="_blank" rel="noopener">Open the photo</a></p> : null}
              </div>
            ) : <p className="mt-3 italic text-ink-muted">The reported content is hidden.</p>}
            <div className="mt-4 flex flex-wrap gap-2">
              {!shown ? <Button size="sm" variant="secondary" onClick={() => setRevealed((s) => new Set(s).add(post.id))}>Reveal<span className="sr-only"> the post by {post.author.name}</span></Button> : null}
              <Button size="sm" variant="secondary" onClick={() => void act(post, 'unreport')}>Unreport<span className="sr-only"> the post by {post.author.name}</span></Button>
              <Button size="sm" variant="danger" onClick={() => void act(post, 'delete')}>Delete<span className="sr-only"> the post by {post.author.name}</span></Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
