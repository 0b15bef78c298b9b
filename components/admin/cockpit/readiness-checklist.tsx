'use client';
// The launch-readiness checklist of the promotion cockpit: each item with its state, what is true now and the link
// where it is fixed. "Content reviewed" is marked here once someone has read it; "Launch now" opens registration today
// once nothing is left to do (the launch date moves to today, and registration begins no later).
import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { Readiness, ReadinessItem } from '@/lib/promotions/cockpit-types';
import { Button, Check, Circle, cn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

const STATE_KEYS = { done: 'done', todo: 'todo', not_needed: 'notNeeded' } as const satisfies Record<ReadinessItem['state'], string>;
const ITEM_KEYS = {
  dates: 'dates', eligibility: 'eligibility', content: 'content', activities: 'activities', badges: 'badges', test_email: 'testEmail',
} as const satisfies Record<ReadinessItem['key'], string>;

type CockpitT = ReturnType<typeof useTranslations<'admin-cockpit'>>;

// An item's name and its link's words are fixed per item (server/promotions/admin/cockpit.ts), so the screen says them
// from the catalog by key; an eligibility list that is not needed links to the files instead of an upload.
const itemLabel = (item: ReadinessItem, t: CockpitT) => t(`items.${ITEM_KEYS[item.key]}.label`);
const fixLabel = (item: ReadinessItem, t: CockpitT) =>
  (item.key === 'eligibility' && item.state === 'not_needed' ? t('items.eligibility.files') : t(`items.${ITEM_KEYS[item.key]}.fix`));

export function ReadinessChecklist({ promotionId, promotionName, readiness }: { promotionId: number; promotionName: string; readiness: Readiness }) {
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [busy, setBusy] = useState<'review' | 'launch' | null>(null);
  const t = useTranslations('admin-cockpit');
  const left = readiness.items.filter((i) => i.state === 'todo').length;

  const markReviewed = async () => {
    setBusy('review');
    try {
      await api.post(`/promotions/${promotionId}/content_review`);
      toast(t('reviewed'));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, t('reviewFailed'))[0]);
    } finally {
      setBusy(null);
    }
  };

  const launch = async () => {
    const today = readiness.current_date;
    const ok = await confirm({
      title: t('launchTitle', { name: promotionName }),
      body: t('launchBody', { today, startsOn: readiness.starts_on }),
      confirmLabel: t('launchNow'),
    });
    if (!ok) return;
    setBusy('launch');
    try {
      await api.put(`/promotions/${promotionId}`, { launch_on: today, registration_starts_on: today });
      toast(t('launched', { name: promotionName }));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, t('launchFailed'))[0]);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="readiness-title" className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="readiness-title" className="text-h3 text-ink">{t('readyTitle')}</h2>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {readiness.has_launched ? t('hasLaunched') : left === 0 ? t('allReady') : t('leftToDo', { left, total: readiness.items.length })}
            {readiness.launch_on && !readiness.has_launched ? <> {t('launchPlanned', { date: readiness.launch_on })}</> : null}
          </p>
        </div>
        {readiness.has_launched ? null : (
          <Button onClick={() => void launch()} disabled={!readiness.ready} loading={busy === 'launch'}
            aria-describedby={readiness.ready ? undefined : 'readiness-title'}>
            {t('launchNow')}
          </Button>
        )}
      </div>
      <ol className="mt-4 flex flex-col divide-y divide-line">
        {readiness.items.map((item) => (
          <li key={item.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-state={item.state} data-key={item.key}>
            <div className="flex items-start gap-3">
              <StateMark state={item.state} />
              <div>
                <p className="font-semibold text-ink">
                  {itemLabel(item, t)} <span className="sr-only">: {t(`state.${STATE_KEYS[item.state]}`)}</span>
                </p>
                <p className="text-sm text-ink-muted">{item.detail}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 ps-9 sm:ps-0">
              {item.key === 'content' && item.state === 'todo' ? (
                <Button variant="secondary" size="sm" loading={busy === 'review'} onClick={() => void markReviewed()}>{t('markReviewed')}</Button>
              ) : null}
              <Link href={item.href} className="inline-flex min-h-10 items-center text-sm font-semibold">
                {fixLabel(item, t)}<span className="sr-only"> ({itemLabel(item, t).toLowerCase()})</span>
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StateMark({ state }: { state: ReadinessItem['state'] }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
        state === 'done' && 'border-success bg-success text-on-brand',
        state === 'todo' && 'border-line-strong text-ink-muted',
        state === 'not_needed' && 'border-line text-ink-muted',
      )}
    >
      {state === 'done' ? <Check className="size-4" /> : state === 'todo' ? <Circle className="size-2 fill-current" /> : '–'}
    </span>
  );
}
