'use client';
// The Flagged Posts tab (social-engagement.md §6): reported posts and comments, oldest report first. The reported text
// stays hidden until the reviewer reveals it; then Unreport (back on the wall) or Delete (after a confirmation). Each
// says why it was reported (the reporter's reason), by whom and when, how many times, and its earlier reports.
import { useState } from 'react';
import { Button, EmptyState } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { FlaggedPost, PostFlagEntry } from '@/lib/coordinator/types';
import { countOf } from '@/lib/format/counts';

// en-US like the rest of the tab; the time is the reader's zone (the server renders its own: no hydration warning).
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line of a post's report history: who reported it, when, why, and who put it back. */
function HistoryEntry({ entry }: { entry: PostFlagEntry }) {
  return (
    <li className="text-sm text-ink-muted">
      <time suppressHydrationWarning dateTime={entry.flagged_at}>{when(entry.flagged_at)}</time>: reported by {entry.flagged_by?.name ?? 'a former participant'}
      {entry.reason ? <> — “{entry.reason}”</> : ' (no reason given)'}
      {entry.cleared_at ? <>; put back on the wall{entry.cleared_by ? ` by ${entry.cleared_by.name}` : ''} on <time suppressHydrationWarning dateTime={entry.cleared_at}>{when(entry.cleared_at)}</time></> : null}
    </li>
  );
}

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
              {post.flagged_at ? <> · <time suppressHydrationWarning dateTime={post.flagged_at}>{when(post.flagged_at)}</time></> : null}
              {post.times_flagged > 1 ? <> · <span className="font-semibold text-danger">reported {countOf(post.times_flagged, 'time')}</span></> : null}
            </p>
            <p className="mt-2 text-sm text-ink">
              <span className="font-semibold">Reason:</span> {post.reason ?? <span className="text-ink-muted">none given</span>}
            </p>
            {post.history.length > 1 ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-brand-strong">Report history<span className="sr-only"> of the post by {post.author.name}</span></summary>
                <ol className="mt-2 flex list-disc flex-col gap-1 pl-5">
                  {post.history.map((entry) => <HistoryEntry key={entry.id} entry={entry} />)}
                </ol>
              </details>
            ) : null}
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
