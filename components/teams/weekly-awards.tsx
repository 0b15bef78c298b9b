'use client';
// /artprize/awards/:week: the week's winning teams as a podium (first in the middle, raised) with their points, then
// any further ranks as a list; the week switcher; before the week is awarded, a note and a way to earlier winners.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Award } from '@/components/ui/icons';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useWeeklyWinners } from '@/lib/query/teams';
import type { TeamWeeklyWinner } from '@/lib/teams/types';
import { cn } from '@/components/ui/cn';
import { WeekSwitcher } from './week-switcher';
import { useFormat } from '@/lib/i18n/use-format';

const STEP: Record<number, string> = { 1: 'sm:order-2', 2: 'sm:order-1', 3: 'sm:order-3' };
const BAR: Record<number, string> = { 1: 'sm:h-36', 2: 'sm:h-28', 3: 'sm:h-20' };

export function WeeklyAwards({ week, weeks, currentWeek, myTeamId, pointLabel }: { week: number; weeks: number; currentWeek: number; myTeamId: number | null; pointLabel: string }) {
  const t = useTranslations('teams');
  const format = useFormat();
  const winners = useWeeklyWinners(week);
  const rows = [...(winners.data?.data ?? [])].sort((a, b) => a.rank - b.rank);
  const podium = rows.filter((w) => w.rank <= 3);
  const rest = rows.filter((w) => w.rank > 3);
  const lastAwarded = Math.min(currentWeek - 1, weeks);

  return (
    <section aria-labelledby="awards-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="awards-title" className="text-h2 text-ink">
          {t('weekWinners', { week })}
        </h2>
        <WeekSwitcher week={week} weeks={weeks} lastWeek={Math.max(currentWeek, 1)} hrefOf={(w) => `/artprize/awards/${w}`} label={t('awardWeeksLabel')} />
      </div>
      {winners.isPending ? (
        <LoadingBlock label={t('loadingWinners')} />
      ) : winners.isError ? (
        <LoadError title={t('teamsNotFound')} error={winners.error} onRetry={() => void winners.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Award}
          title={week >= currentWeek ? t('winnersLater', { week }) : t('noAward', { week })}
          action={
            lastAwarded >= 1 && lastAwarded !== week ? (
              <Button asChild variant="secondary">
                <Link href={`/artprize/awards/${lastAwarded}`}>{t('seeWeekWinners', { week: lastAwarded })}</Link>
              </Button>
            ) : null
          }
        >
          <p>{t('awardsExplain', { points: pointLabel.toLowerCase() })}</p>
        </EmptyState>
      ) : (
        <>
          <ol className="grid gap-3 sm:grid-cols-3 sm:items-end" aria-label={t('podiumLabel', { week })}>
            {podium.map((winner) => (
              <PodiumStep key={winner.id} winner={winner} mine={winner.team.id === myTeamId} pointLabel={pointLabel} />
            ))}
          </ol>
          {rest.length > 0 ? (
            <ol className="flex flex-col gap-2" aria-label={t('otherRanks')}>
              {rest.map((winner) => (
                <li key={winner.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
                  <span className="w-10 font-bold text-ink tabular-nums">#{winner.rank}</span>
                  <span className="grow font-semibold text-ink [overflow-wrap:anywhere]">{winner.team.name}</span>
                  <span className="text-sm font-semibold text-ink tabular-nums">
                    {t('pointsValue', { points: format.number(winner.points), pointLabel })}
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </section>
  );
}

function PodiumStep({ winner, mine, pointLabel }: { winner: TeamWeeklyWinner; mine: boolean; pointLabel: string }) {
  const t = useTranslations('teams');
  const format = useFormat();
  const first = winner.rank === 1;
  return (
    <li className={cn('flex flex-col', STEP[winner.rank])}>
      <div className={cn('flex flex-col items-center gap-1 rounded-3xl border sm:rounded-b-none border-line bg-surface p-4 text-center shadow-card', mine && 'border-brand ring-2 ring-brand')}>
        <Award className={cn('size-8', first ? 'text-brand' : 'text-accent')} aria-hidden="true" />
        <p className="text-sm font-semibold text-ink-muted">
          {winner.award ? t('placeAward', { rank: winner.rank, award: winner.award }) : t('place', { rank: winner.rank })}
        </p>
        <p className="text-lg font-bold text-ink [overflow-wrap:anywhere]">
          {winner.team.name}
          {mine ? <span className="sr-only">{t('yourTeamSr')}</span> : null}
        </p>
        {mine ? <p className="text-xs font-semibold text-brand-strong" aria-hidden="true">{t('yourTeam')}</p> : null}
        <p className="text-2xl font-bold text-ink tabular-nums">
          {format.number(winner.points)} <span className="text-sm font-semibold text-ink-muted">{pointLabel}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {t('memberCount', { count: winner.team.member_count })}
        </p>
      </div>
      <div
        className={cn('hidden place-items-center rounded-b-xl text-4xl font-bold sm:grid', first ? 'bg-brand text-on-brand' : 'bg-accent-soft text-accent hc:border hc:border-line', BAR[winner.rank])}
        aria-hidden="true"
      >
        {winner.rank}
      </div>
    </li>
  );
}
