'use client';
// The Flagged Posts tab (social-engagement.md §6): reported posts and comments, oldest report first. The reported text
// stays hidden until the reviewer reveals it; then Unreport (back on the wall) or Delete (after a confirmation). Each
// says why it was reported (the reporter's reason), by whom and when, how many times, and its earlier reports.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, EmptyState } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { FlaggedPost, PostFlagEntry } from '@/lib/coordinator/types';
import { useFormat } from '@/lib/i18n/use-format';

const srOnly = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** One line of a post's report history: who reported it, when, why, and who put it back. */
function HistoryEntry({ entry }: { entry: PostFlagEntry }) {
  const t = useTranslations('admin-coordinator.flagged');
  const format = useFormat();
  return (
    <li className="text-sm text-ink-muted">
      {t.rich('historyEntry', {
        flaggedAt: format.dateTime(entry.flagged_at),
        reporter: entry.flagged_by?.name ?? t('formerParticipant'),
        hasReason: entry.reason ? 'true' : 'false',
        reason: entry.reason ?? '',
        cleared: entry.cleared_at ? 'true' : 'false',
        hasClearer: entry.cleared_by ? 'true' : 'false',
        clearer: entry.cleared_by?.name ?? '',
        clearedAt: entry.cleared_at ? format.dateTime(entry.cleared_at) : '',
        time: (chunks) => <time dateTime={entry.flagged_at}>{chunks}</time>,
        clearedTime: (chunks) => <time dateTime={entry.cleared_at ?? undefined}>{chunks}</time>,
      })}
    </li>
  );
}

export function FlaggedPostsPanel({ promotionId, initial }: { promotionId: number; initial: FlaggedPost[] }) {
  const [posts, setPosts] = useState(initial);
  const [revealed, setRevealed] = useState<Set<number>>(new Set());
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const t = useTranslations('admin-coordinator.flagged');
  const format = useFormat();

  const act = async (post: FlaggedPost, kind: 'unreport' | 'delete') => {
    if (kind === 'delete' && !(await confirm({ title: t('deleteTitle'), body: t('deleteBody', { name: post.author.name }), confirmLabel: t('deleteConfirm'), tone: 'danger' }))) return;
    try {
      const path = `/promotions/${promotionId}/flagged_posts/${post.id}`;
      await (kind === 'delete' ? api.delete(path) : api.post(path));
      setPosts((list) => list.filter((p) => p.id !== post.id));
      toast(kind === 'delete' ? t('deleted') : t('unreported'));
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  if (posts.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <ul className="flex flex-col gap-4" aria-label={t('listLabel')}>
      {posts.map((post) => {
        const shown = revealed.has(post.id);
        return (
          <li key={post.id} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <p className="text-sm text-ink-muted">
              {t.rich('byline', { kind: post.is_comment ? 'comment' : 'post', name: post.author.name, author: (chunks) => <span className="font-semibold text-ink">{chunks}</span> })}
              {post.flagged_by ? <> · {t('reportedBy', { name: post.flagged_by.name })}</> : null}
              {post.flagged_at ? <> · <time dateTime={post.flagged_at}>{format.dateTime(post.flagged_at)}</time></> : null}
              {post.times_flagged > 1 ? <> · <span className="font-semibold text-danger">{t('timesReported', { count: post.times_flagged })}</span></> : null}
            </p>
            <p className="mt-2 text-sm text-ink">
              <span className="font-semibold">{t('reasonLabel')}</span> {post.reason ?? <span className="text-ink-muted">{t('noneGiven')}</span>}
            </p>
            {post.history.length > 1 ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-brand-strong">{t.rich('reportHistory', { name: post.author.name, sr: srOnly })}</summary>
                <ol className="mt-2 flex list-disc flex-col gap-1 ps-5">
                  {post.history.map((entry) => <HistoryEntry key={entry.id} entry={entry} />)}
                </ol>
              </details>
            ) : null}
            {shown ? (
              <div className="mt-3 whitespace-pre-wrap break-words text-ink">
                {post.content}
                {post.photo_url ? <p className="mt-2"><a href={post.photo_url} target="_blank" rel="noopener">{t('openPhoto')}</a></p> : null}
              </div>
            ) : <p className="mt-3 italic text-ink-muted">{t('contentHidden')}</p>}
            <div className="mt-4 flex flex-wrap gap-2">
              {!shown ? <Button size="sm" variant="secondary" onClick={() => setRevealed((s) => new Set(s).add(post.id))}>{t.rich('reveal', { name: post.author.name, sr: srOnly })}</Button> : null}
              <Button size="sm" variant="secondary" onClick={() => void act(post, 'unreport')}>{t.rich('unreport', { name: post.author.name, sr: srOnly })}</Button>
              <Button size="sm" variant="danger" onClick={() => void act(post, 'delete')}>{t.rich('delete', { name: post.author.name, sr: srOnly })}</Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
