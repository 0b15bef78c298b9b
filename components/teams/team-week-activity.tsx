'use client';
// A week of the team: what each member logged that week as a member (bars by their points), with the week switcher.
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useTeamActivity } from '@/lib/query/teams';
import type { TeamActivity } from '@/lib/teams/types';
import { personInitials } from './team-avatars';
import { WeekSwitcher } from './week-switcher';

/** Activities listed per member before '… more'. */
const SHOWN = 4;

const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function TeamWeekActivity({ teamId, week, weeks, currentWeek, pointLabel }: { teamId: number; week: number; weeks: number; currentWeek: number; pointLabel: string }) {
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
          The week’s activity
        </h2>
        <WeekSwitcher week={week} weeks={weeks} lastWeek={currentWeek} hrefOf={(w) => `/artprize/myteam/week/${w}`} label="Team activity weeks" />
      </div>
      {activity.isPending ? (
        <LoadingBlock label="Loading the week’s activity" className="py-10" />
      ) : activity.isError ? (
        <LoadError title="The week’s activity could not be loaded." error={activity.error} onRetry={() => void activity.refetch()} />
      ) : (
        <>
          {activity.data.starts_on ? (
            <p className="text-sm text-ink-muted">
              {dayLabel(activity.data.starts_on)} – {dayLabel(activity.data.ends_on)} · <span data-testid="team-week-count">{logged.toLocaleString('en-US')}</span> {logged === 1 ? 'activity' : 'activities'} together
            </p>
          ) : null}
          {members.every((m) => m.activities.length === 0) ? (
            <EmptyState title="Nothing logged this week yet.">
              <p>Activities your team logs this week show up here.</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {members.map((member) => (
                <li key={member.user.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card">
                  <div className="flex items-center gap-3">
                    <Avatar src={member.user.image.url} initials={personInitials(member.user)} className="size-9" />
                    <p className="min-w-0 grow font-semibold text-ink [overflow-wrap:anywhere]">{member.user.full_name}</p>
                    <span className="text-sm font-semibold text-ink tabular-nums">
                      {member.week_points.toLocaleString()} {pointLabel}
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
                          <summary className="cursor-pointer font-semibold text-brand-strong">{member.activities.length - SHOWN} more</summary>
                          <ActivityList activities={member.activities.slice(SHOWN)} />
                        </details>
                      ) : null}
                    </>
                  ) : (
                    <p className="text-sm text-ink-muted">Nothing logged yet.</p>
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
  return (
    <ul className="flex flex-col gap-1 text-sm text-ink-muted">
      {activities.map((a) => (
        <li key={a.id} className="flex justify-between gap-2">
          <span className="[overflow-wrap:anywhere]">
            {a.name} · {dayLabel(a.recorded_on)}
          </span>
          <span className="shrink-0 tabular-nums">+{a.points}</span>
        </li>
      ))}
    </ul>
  );
}
