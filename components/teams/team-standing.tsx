'use client';
// "Where you stand": the official teams ranked around the caller's team on the competition's board (GET
// /teams?neighbors_id, 5 above and 5 below), the caller's row marked. A pending team is not on the board yet.
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useTeamNeighbors } from '@/lib/query/teams';
import type { Team } from '@/lib/teams/types';
import { cn } from '@/components/ui/cn';

export function TeamStanding({ team, pointLabel }: { team: Team; pointLabel: string }) {
  const official = team.status === 1;
  const neighbors = useTeamNeighbors(team.id, official);
  return (
    <section aria-labelledby="team-standing-title" className="flex flex-col gap-3">
      <h2 id="team-standing-title" className="text-h3 text-ink">
        Where your team stands
      </h2>
      {!official ? (
        <p className="text-ink-muted">Your team joins the board once it is official.</p>
      ) : neighbors.isPending ? (
        <LoadingBlock label="Loading the teams around yours" />
      ) : neighbors.isError ? (
        <LoadError title="Could not load the standings." error={neighbors.error} onRetry={() => void neighbors.refetch()} />
      ) : (
        <ol className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          {neighbors.data.map((t) => {
            const mine = t.id === team.id;
            return (
              <li
                key={t.id}
                aria-current={mine ? 'true' : undefined}
                className={cn('flex items-center gap-3 border-b border-line px-4 py-2.5 last:border-b-0', mine && 'bg-brand-soft font-semibold hc:outline hc:outline-2')}
              >
                <span className="w-10 shrink-0 text-right tabular-nums text-ink-muted">
                  <span className="sr-only">Rank </span>
                  {t.rank}
                </span>
                <span className="grow [overflow-wrap:anywhere] text-ink">
                  {t.name}
                  {mine ? <span className="sr-only"> (your team)</span> : null}
                </span>
                <span className="shrink-0 tabular-nums text-ink">
                  {t.total_points.toLocaleString()} <span className="text-sm text-ink-muted">{pointLabel}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
