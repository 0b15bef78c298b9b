'use client';
// A logged activity on its detail (it can be unlogged, deactivated or
// activated): which day and tile it fills, deactivate/activate (PUT is_active) and unlog after a confirmation
// (DELETE /api/user_activities/{id}). A pick still waiting for its tile can be dropped the same way.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { Activity } from '@/lib/activities/types';
import { useRemoveUserActivity, useSetUserActivityActive } from '@/lib/query/logging';
import type { UserActivity } from '@/lib/logging/types';
import { readableDay } from '@/lib/logging/format';
import { useConfirm } from '@/components/feedback/confirm';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { buttonClasses } from '@/components/ui/button';
import { activityHref } from './activity-card';

export function LoggedPanel({ activity, userActivity: ua }: { activity: Activity; userActivity: UserActivity }) {
  const router = useRouter();
  const confirm = useConfirm();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const setActive = useSetUserActivityActive();
  const remove = useRemoveUserActivity();
  const day = ua.recorded_on ? readableDay(ua.recorded_on) : null;

  const unlog = async () => {
    const ok = await confirm(
      ua.is_logged
        ? {
            title: 'Remove this activity?',
            body: `${activity.name} will be taken off ${day} and its tile emptied. The points it earned are removed too.`,
            confirmLabel: 'Remove',
            tone: 'danger',
          }
        : { title: 'Drop this activity?', body: `${activity.name} will no longer wait for a tile.`, confirmLabel: 'Drop', tone: 'danger' },
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
    toast(ua.is_logged ? `${activity.name} was removed from ${day}.` : `${activity.name} was dropped.`);
    router.replace(activityHref(activity));
  };

  const toggle = () =>
    setActive.mutate(
      { id: ua.id, is_active: !ua.is_active },
      {
        onSuccess: (next) => toast(next.is_active ? `${activity.name} is active again.` : `${activity.name} is deactivated.`),
        onError: (error) => banner.showError(error),
      },
    );

  return (
    <section aria-labelledby="logged-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="logged-panel">
      <h2 id="logged-title" className="text-h3 text-ink">
        {ua.is_logged ? 'Logged' : 'Waiting for a tile'}
      </h2>
      {ua.is_logged ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-ink">
          <dt className="text-ink-muted">Day</dt>
          <dd className="font-medium">{day}</dd>
          {ua.tile_number !== null ? (
            <>
              <dt className="text-ink-muted">Tile</dt>
              <dd className="font-medium">{ua.tile_number + 1}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">Points</dt>
          <dd className="font-medium">{ua.points}</dd>
          <dt className="text-ink-muted">Status</dt>
          <dd className="font-medium" data-testid="activity-status">
            {ua.is_active ? 'Active' : 'Inactive'}
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-ink-muted">
          Pick an empty tile on the <Link href="/home" className="font-semibold text-brand underline">home screen</Link> to log it.
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {ua.is_logged ? (
          <button type="button" onClick={toggle} disabled={setActive.isPending} className={buttonClasses('secondary', 'sm')}>
            {ua.is_active ? 'Deactivate' : 'Activate'}
          </button>
        ) : null}
        <button type="button" onClick={unlog} disabled={remove.isPending} className="inline-flex min-h-9 items-center justify-center rounded-full border border-danger/40 px-4 text-sm font-semibold text-danger transition-colors hover:bg-danger-soft disabled:opacity-60">
          {ua.is_logged ? 'Remove from my log' : 'Drop it'}
        </button>
      </div>
      {ua.is_logged && !ua.is_active ? (
        <p className="mt-3 text-sm text-ink-muted">An inactive activity keeps its tile but earns no points.</p>
      ) : null}
    </section>
  );
}
