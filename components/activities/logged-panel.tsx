'use client';
// A logged activity on its detail (it can be unlogged, deactivated or
// activated): which day and tile it fills, deactivate/activate (PUT is_active) and unlog after a confirmation
// (DELETE /api/user_activities/{id}). A pick still waiting for its tile can be dropped the same way.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Activity } from '@/lib/activities/types';
import { useRemoveUserActivity, useSetUserActivityActive } from '@/lib/query/logging';
import type { UserActivity } from '@/lib/logging/types';
import { useFormat } from '@/lib/i18n/use-format';
import { useConfirm } from '@/components/feedback/confirm';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { buttonClasses } from '@/components/ui/button';
import { activityHref } from './activity-card';

export function LoggedPanel({ activity, userActivity: ua }: { activity: Activity; userActivity: UserActivity }) {
  const t = useTranslations('activities');
  const format = useFormat();
  const router = useRouter();
  const confirm = useConfirm();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const setActive = useSetUserActivityActive();
  const remove = useRemoveUserActivity();
  const day = ua.recorded_on ? format.day(ua.recorded_on, 'weekday') : null;

  const unlog = async () => {
    const ok = await confirm(
      ua.is_logged
        ? {
            title: t('removeTitle'),
            body: t('removeBody', { activity: activity.name, day: day ?? '' }),
            confirmLabel: t('removeConfirm'),
            tone: 'danger',
          }
        : { title: t('dropTitle'), body: t('dropBody', { activity: activity.name }), confirmLabel: t('dropConfirm'), tone: 'danger' },
    );
    if (!ok) return;
    // mutateAsync, not mutate(…, {onSuccess}): the removal empties this panel's query, so the panel may unmount
    // before per-call callbacks would run.
    try {
      await remove.mutateAsync(ua.id);
    } catch (error) {
      banner.showError(error);
      return;
    }
    toast(ua.is_logged ? t('removedToast', { activity: activity.name, day: day ?? '' }) : t('droppedToast', { activity: activity.name }));
    router.replace(activityHref(activity));
  };

  const toggle = () =>
    setActive.mutate(
      { id: ua.id, is_active: !ua.is_active },
      {
        onSuccess: (next) => toast(next.is_active ? t('activeAgain', { activity: activity.name }) : t('deactivatedToast', { activity: activity.name })),
        onError: (error) => banner.showError(error),
      },
    );

  return (
    <section aria-labelledby="logged-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="logged-panel">
      <h2 id="logged-title" className="text-h3 text-ink">
        {ua.is_logged ? t('logged') : t('waitingForTile')}
      </h2>
      {ua.is_logged ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-ink">
          <dt className="text-ink-muted">{t('day')}</dt>
          <dd className="font-medium">{day}</dd>
          {ua.tile_number !== null ? (
            <>
              <dt className="text-ink-muted">{t('tile')}</dt>
              <dd className="font-medium">{ua.tile_number + 1}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t('points')}</dt>
          <dd className="font-medium">{ua.points}</dd>
          <dt className="text-ink-muted">{t('status')}</dt>
          <dd className="font-medium" data-testid="activity-status">
            {ua.is_active ? t('active') : t('inactive')}
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-ink-muted">
          {t.rich('pickTile', {
            link: (chunks) => (
              <Link href="/home" className="font-semibold text-brand underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {ua.is_logged ? (
          <button type="button" onClick={toggle} disabled={setActive.isPending} className={buttonClasses('secondary', 'sm')}>
            {ua.is_active ? t('deactivate') : t('activate')}
          </button>
        ) : null}
        <button type="button" onClick={unlog} disabled={remove.isPending} className="inline-flex min-h-9 items-center justify-center rounded-full border border-danger/40 px-4 text-sm font-semibold text-danger transition-colors hover:bg-danger-soft disabled:opacity-60">
          {ua.is_logged ? t('removeFromLog') : t('dropIt')}
        </button>
      </div>
      {ua.is_logged && !ua.is_active ? (
        <p className="mt-3 text-sm text-ink-muted">{t('inactiveNote')}</p>
      ) : null}
    </section>
  );
}
