'use client';
// A week of the team: what each member logged that week as a member (bars by their points), with the week switcher.
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useFormat } from '@/lib/i18n/use-format';
import { useTeamActivity } from '@/lib/query/teams';
import type { TeamActivity } from '@/lib/teams/types';
import { personInitials } from './team-avatars';
import { WeekSwitcher } from './week-switcher';

/** Activities listed per member before '… more'. */
const SHOWN = 4;

export function TeamWeekActivity({ teamId, week, weeks, currentWeek, pointLabel }: { teamId: number; week: number; weeks: number; currentWeek: number; pointLabel: string }) {
  const t = useTranslations('teams');
  const format = useFormat();
  const activity = useTeamActivity(teamId, week);
  const members = [...(activity.data?.members ?? [])].sort((a, b) => b.week_points - a.week_points);
  const top = Math.max(1, ...members.map((m) => m.week_points));
  // The week is told in activities, not points: the team's points are its Total (which also holds daily bonuses and
  // quiz points, within each member's cap), and a second points figure beside it could only disagree.
  const logged = members.reduce((sum, m) => sum + m.activities.length, 0);

  return (
    <section aria-labelledby="team-week-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-week-title" className="text-h3 text-ink">
          {t('weekTitle')}
        </h2>
        <WeekSwitcher week={week} weeks={weeks} lastWeek={currentWeek} hrefOf={(w) => `/artprize/myteam/week/${w}`} label={t('weeksNavLabel')} />
      </div>
      {activity.isPending ? (
        <LoadingBlock label={t('loadingWeek')} className="py-10" />
      ) : activity.isError ? (
        <LoadError title={t('weekError')} error={activity.error} onRetry={() => void activity.refetch()} />
      ) : (
        <>
          {activity.data.starts_on ? (
            <p className="text-sm text-ink-muted">
              {t.rich('weekSummary', {
                from: format.day(activity.data.starts_on, 'weekdayShort'),
                to: format.day(activity.data.ends_on, 'weekdayShort'),
                logged: format.number(logged),
                n: logged,
                count: (chunks) => <span data-testid="team-week-count">{chunks}</span>,
              })}
            </p>
          ) : null}
          {members.every((m) => m.activities.length === 0) ? (
            <EmptyState title={t('nothingWeekTitle')}>
              <p>{t('nothingWeekBody')}</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {members.map((member) => (
                <li key={member.user.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card">
                  <div className="flex items-center gap-3">
                    <Avatar src={member.user.image.url} initials={personInitials(member.user)} className="size-9" />
                    <p className="min-w-0 grow font-semibold text-ink [overflow-wrap:anywhere]">{member.user.full_name}</p>
                    <span className="text-sm font-semibold text-ink tabular-nums">
                      {t('pointsValue', { points: format.number(member.week_points), pointLabel })}
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line" aria-hidden="true">
                    <div className="h-full rounded-full bg-accent" style={{ width: `${Math.round((member.week_points / top) * 100)}%` }} />
                  </div>
                  {member.activities.length > 0 ? (
                    <>
                      <ActivityList activities={member.activities.slice(0, SHOWN)} />
                      {member.activities.length > SHOWN ? (
                        <details className="text-sm">
                          <summary className="cursor-pointer font-semibold text-brand-strong">{t('moreActivities', { count: member.activities.length - SHOWN })}</summary>
                          <ActivityList activities={member.activities.slice(SHOWN)} />
                        </details>
                      ) : null}
                    </>
                  ) : (
                    <p className="text-sm text-ink-muted">{t('nothingYet')}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ActivityList({ activities }: { activities: TeamActivity[] }) {
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-1 text-sm text-ink-muted">
      {activities.map((a) => (
        <li key={a.id} className="flex justify-between gap-2">
          <span className="[overflow-wrap:anywhere]">
            {a.name} · {format.day(a.recorded_on, 'weekdayShort')}
          </span>
          <span className="shrink-0 tabular-nums">+{a.points}</span>
        </li>
      ))}
    </ul>
  );
}
