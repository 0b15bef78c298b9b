'use client';
// "Where you stand": the official teams ranked around the caller's team on the competition's board (GET
// /teams?neighbors_id, 5 above and 5 below), the caller's row marked. A pending team is not on the board yet.
import { useTranslations } from 'next-intl';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useFormat } from '@/lib/i18n/use-format';
import { useTeamNeighbors } from '@/lib/query/teams';
import type { Team } from '@/lib/teams/types';
import { cn } from '@/components/ui/cn';

export function TeamStanding({ team, pointLabel }: { team: Team; pointLabel: string }) {
  const t = useTranslations('teams');
  const format = useFormat();
  const official = team.status === 1;
  const neighbors = useTeamNeighbors(team.id, official);
  return (
    <section aria-labelledby="team-standing-title" className="flex flex-col gap-3">
      <h2 id="team-standing-title" className="text-h3 text-ink">
        {t('standingTitle')}
      </h2>
      {!official ? (
        <p className="text-ink-muted">{t('standingPending')}</p>
      ) : neighbors.isPending ? (
        <LoadingBlock label={t('loadingStanding')} />
      ) : neighbors.isError ? (
        <LoadError title={t('standingError')} error={neighbors.error} onRetry={() => void neighbors.refetch()} />
      ) : (
        <ol className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          {neighbors.data.map((row) => {
            const mine = row.id === team.id;
            return (
              <li
                key={row.id}
                aria-current={mine ? 'true' : undefined}
                className={cn('flex items-center gap-3 border-b border-line px-4 py-2.5 last:border-b-0', mine && 'bg-brand-soft font-semibold hc:outline hc:outline-2')}
              >
                <span className="w-10 shrink-0 text-end tabular-nums text-ink-muted">
                  <span className="sr-only">{t('rankSr')}</span>
                  {row.rank}
                </span>
                <span className="grow [overflow-wrap:anywhere] text-ink">
                  {row.name}
                  {mine ? <span className="sr-only">{t('yourTeamSr')}</span> : null}
                </span>
                <span className="shrink-0 tabular-nums text-ink">
                  {format.number(row.total_points)} <span className="text-sm text-ink-muted">{pointLabel}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
