'use client';
// My Results (points with bonus_given, the best category, the five-category pie chart and the star badge): GET
// /users/me/stats, the CSV exports and a way to the badges.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { EXPORT_LINKS, useUserStats } from '@/lib/query/stats';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PieChart } from '@/components/charts/pie-chart';
import { formatNumber } from '@/components/charts/format';
import { categoryColor } from './category-colors';
import { CategoryBalanceChart, CategoryLegend, PointsPerWeekChart } from './weekly-charts';
import { STAR_LEVELS, StarBadge } from './star-badge';

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `stats-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line ${className}`}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function StatsView() {
  const stats = useUserStats('me');
  const { data: promotion } = useCurrentPromotion();
  const pointsLabel = promotion?.point_label_plural || 'Points';

  if (stats.isPending) return <LoadingBlock label="Loading your results…" />;
  if (stats.isError) {
    return <LoadError title="Your results could not be loaded." error={stats.error} onRetry={() => void stats.refetch()} />;
  }

  const s = stats.data;
  const star = STAR_LEVELS[s.star_badge.level];
  const breakdown = [
    { label: 'Activities', value: s.points.activity_points },
    { label: 'Quizzes', value: s.points.quiz_points },
    { label: 'Bonus', value: s.points.bonus_points },
    { label: 'Daily entries', value: s.points.entry_points },
  ].filter((row) => row.value > 0);

  return (
    <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
      <Card title={pointsLabel}>
        <p className="text-4xl font-bold text-ink tabular-nums" data-testid="stats-points">
          {formatNumber(s.points.value)}
        </p>
        {s.points.bonus_points > 0 ? <p className="mt-1 text-ink-muted">including {formatNumber(s.points.bonus_points)} bonus</p> : null}
        {breakdown.length > 1 ? (
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {breakdown.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="text-right font-semibold text-ink tabular-nums">{formatNumber(row.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-4 border-t border-line pt-3 text-sm text-ink-muted">
          Bonus {pointsLabel.toLowerCase()} you gave: <span className="font-semibold text-ink">{formatNumber(s.points.bonus_given)}</span>
        </p>
      </Card>

      <Card title="Star badge">
        <div className="flex items-center gap-4">
          <StarBadge level={s.star_badge.level} className="size-20 shrink-0" />
          <div>
            <p className="text-xl font-semibold text-ink">{star.name}</p>
            <p className="text-ink-muted">{star.text}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {formatNumber(s.star_badge.completed_scene_count)} of {formatNumber(s.star_badge.goal)} scenes completed
            </p>
          </div>
        </div>
        <ol className="mt-4 flex flex-wrap gap-3 text-xs text-ink-muted" aria-label="Star levels">
          {(['grey', 'low', 'mid', 'high'] as const).map((level) => (
            <li key={level} className={`flex items-center gap-1.5 ${level === s.star_badge.level ? 'font-semibold text-ink' : ''}`}>
              <StarBadge level={level} className="size-5" />
              {level === 'grey' ? 'Started' : `${formatNumber(s.star_badge.thresholds[level])}+ scenes`}
            </li>
          ))}
        </ol>
      </Card>

      <Card title="Activities by category" className="md:col-span-2">
        <div className="grid gap-6 lg:grid-cols-[1fr_14rem] lg:items-center">
          <PieChart
            title="Activities logged by category"
            unit="activities"
            emptyText="Nothing logged yet. Your mix of categories will show here."
            slices={s.activity.by_category.map((c) => ({ key: c.key, label: c.display, value: c.count, color: categoryColor(c.key) }))}
          />
          <div className="rounded-2xl bg-surface-muted p-4">
            <p className="text-sm text-ink-muted">Best category</p>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-ink" data-testid="stats-best-category">
              {s.activity.best_category ? (
                <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: categoryColor(s.activity.best_category) }} />
              ) : null}
              {s.activity.best_category_display ?? 'None yet'}
            </p>
          </div>
        </div>
      </Card>

      {s.weeks?.length ? (
        <div className="grid gap-6 md:col-span-2 lg:grid-cols-2">
          <PointsPerWeekChart weeks={s.weeks} />
          <div className="flex flex-col gap-3">
            <CategoryBalanceChart weeks={s.weeks} />
            <CategoryLegend />
          </div>
        </div>
      ) : null}

      <Card title="Progress" className="md:col-span-2">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[
            { label: 'Scenes completed', value: formatNumber(s.completed_scene_count), testId: 'stats-scenes' },
            { label: 'Duos completed', value: formatNumber(s.completed_duo_count), testId: 'stats-duos' },
            { label: 'Badges earned', value: formatNumber(s.badge_count), testId: 'stats-badges' },
            { label: 'Level', value: s.level ? s.level.name : '—', testId: 'stats-level' },
          ].map((item) => (
            <div key={item.label} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-muted">{item.label}</dt>
              <dd className="text-2xl font-bold text-ink" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card title="Downloads and badges" className="md:col-span-2">
        <div className="flex flex-wrap gap-2">
          <a href={EXPORT_LINKS.entries} download className={buttonClasses('secondary', 'sm')}>
            My entries (CSV)
          </a>
          <a href={EXPORT_LINKS.stats} download className={buttonClasses('secondary', 'sm')}>
            My stats (CSV)
          </a>
          <Link href="/badges" className={buttonClasses('ghost', 'sm')}>
            See my badges →
          </Link>
        </div>
      </Card>
    </div>
  );
}
