'use client';
// One saved reflection: its text, what it was about, likes, and (for the author) edit and remove.
// Removing asks 'Are you sure you want to remove this reflection?' (Cancel, Remove).
import { memo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useConfirm } from '@/components/feedback/confirm';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/use-format';
import { useDeleteReflection, useToggleLike, useUpdateReflection } from '@/lib/query/journal';
import type { JournalPost } from '@/lib/journal/types';
import { buttonClasses } from '@/components/ui/button';
import { Likes } from '@/components/likes/likes-popover';
import { ReflectionForm } from './reflection-form';
import { useReportDirty } from './unsaved-changes';

/**
 * Memoised: My Journey re-renders when any of its queries answers (the user, the promotion, the next page, a refetch
 * after the realtime connection opens), and a page holds 30 of these; a card whose post is unchanged (the query keeps
 * unchanged posts as the same objects) skips the render.
 */
export const ReflectionCard = memo(function ReflectionCard({ post, viewerId, timeZone }: { post: JournalPost; viewerId: number | undefined; timeZone: string }) {
  const t = useTranslations('journey');
  const format = useFormat();
  // The time of day in the promotion's zone (the formatting module keeps one formatter per options and zone).
  const time = (iso: string) => format.custom(iso, { hour: 'numeric', minute: '2-digit', timeZone });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const update = useUpdateReflection();
  const remove = useDeleteReflection();
  const like = useToggleLike();
  const editing = draft !== null;
  const dirty = editing && draft !== post.content;
  useReportDirty(`reflection-${post.id}`, dirty);

  const save = () => {
    if (draft === null) return;
    setError(null);
    update.mutate(
      { id: post.id, content: draft },
      {
        onSuccess: () => {
          setDraft(null);
          toast(t('saved'));
        },
        onError: (e) => setError(errorMessagesOf(e).join(' ')),
      },
    );
  };

  const cancel = async () => {
    if (dirty && !(await confirm({ title: t('discardTitle'), confirmLabel: t('discard'), cancelLabel: t('cancel'), tone: 'danger' }))) return;
    setDraft(null);
    setError(null);
  };

  const askRemove = async () => {
    if (!(await confirm({ title: t('removeTitle'), confirmLabel: t('remove'), cancelLabel: t('cancel'), tone: 'danger' }))) return;
    remove.mutate(post.id, {
      onSuccess: () => toast(t('removed')),
      onError: (e) => banner.showError(e),
    });
  };

  const about = [
    post.scene ? t('aboutScene', { name: post.scene.name }) : null,
    post.duo?.duo_template ? t('aboutDuo', { name: post.duo.duo_template.name }) : null,
  ].filter(Boolean);
  const edited = post.updated_at !== post.created_at && Date.parse(post.updated_at) - Date.parse(post.created_at) > 60_000;

  return (
    <article
      aria-label={t('writtenAt', { time: time(post.created_at) })}
      className={`rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6 ${remove.isPending ? 'opacity-60' : ''}`}
    >
      <header className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <time dateTime={post.created_at} className="font-semibold text-ink">
          {time(post.created_at)}
        </time>
        {edited ? <span>{t('edited')}</span> : null}
        {about.map((text) => (
          <span key={text} className="rounded-full bg-brand-softer px-2.5 py-0.5 text-xs font-semibold text-brand-strong hc:border hc:border-line">
            {text}
          </span>
        ))}
      </header>

      {editing ? (
        <ReflectionForm
          label={t('editLabel')}
          value={draft}
          onChange={setDraft}
          onSubmit={save}
          saving={update.isPending}
          error={error}
          autoFocus
          actions={
            <button type="button" onClick={cancel} className={buttonClasses('ghost')}>
              {t('cancel')}
            </button>
          }
        />
      ) : (
        <p className="text-base leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line text-ink">{post.content}</p>
      )}

      {!editing ? (
        <footer className="mt-4 flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-line pt-3">
          <Likes post={post} viewerId={viewerId} hideZeroCount={post.is_mine} toggling={like.isPending} onToggle={() => like.mutate({ post }, { onError: (e) => banner.showError(e) })} />
          {post.is_mine ? (
            <div className="ms-auto flex items-center">
              <button type="button" onClick={() => setDraft(post.content)} className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-ink hover:bg-surface-muted">
                {t.rich('editButton', { sr: (chunks) => <span className="sr-only">{chunks}</span> })}
              </button>
              <button type="button" onClick={askRemove} disabled={remove.isPending} className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger-soft disabled:opacity-60">
                {t.rich('removeButton', { sr: (chunks) => <span className="sr-only">{chunks}</span> })}
              </button>
            </div>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
});
