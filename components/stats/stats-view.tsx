'use client';
// My Results (points with bonus_given, the best category, the five-category pie chart and the star badge): GET
// /users/me/stats, the CSV exports and a way to the badges.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { EXPORT_LINKS, useUserStats } from '@/lib/query/stats';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PieChart } from '@/components/charts/pie-chart';
import { formatCount } from '@/components/charts/format';
import { useFormat } from '@/lib/i18n/use-format';
import { categoryName } from '@/components/categories/category-name';
import { categoryColor } from './category-colors';
import { onDemand } from '@/components/ui/on-demand';
import { StarBadge } from './star-badge';

// The weekly charts sit below the fold: their server HTML shows at once, their code loads and hydrates after the rest.
const WeeklyCharts = onDemand(() => import('./weekly-charts').then((m) => m.WeeklyCharts));

/** `id`: the heading's id, fixed (not derived from the title, which follows the language and the point label). */
function Card({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
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
  const t = useTranslations('stats');
  const tCategories = useTranslations('categories');
  const format = useFormat();
  const count = (value: number) => formatCount(format, value);
  const stats = useUserStats('me');
  const { data: promotion } = useCurrentPromotion();
  // The program's own word for points wins in every language.
  const pointsLabel = promotion?.point_label_plural || t('pointsDefault');

  if (stats.isPending) return <LoadingBlock label={t('loading')} />;
  if (stats.isError) {
    return <LoadError title={t('loadError')} error={stats.error} onRetry={() => void stats.refetch()} />;
  }

  const s = stats.data;
  const starLevel = s.star_badge.level;
  const breakdown = [
    { label: t('breakdown.activities'), value: s.points.activity_points },
    { label: t('breakdown.quizzes'), value: s.points.quiz_points },
    { label: t('breakdown.bonus'), value: s.points.bonus_points },
    { label: t('breakdown.entries'), value: s.points.entry_points },
  ].filter((row) => row.value > 0);

  return (
    <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
      <Card id="stats-points" title={pointsLabel}>
        <p className="text-4xl font-bold text-ink tabular-nums" data-testid="stats-points">
          {count(s.points.value)}
        </p>
        {s.points.bonus_points > 0 ? <p className="mt-1 text-ink-muted">{t('includingBonus', { bonus: count(s.points.bonus_points) })}</p> : null}
        {breakdown.length > 1 ? (
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {breakdown.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="text-end font-semibold text-ink tabular-nums">{count(row.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-4 border-t border-line pt-3 text-sm text-ink-muted">
          {t.rich('bonusGiven', {
            pointLabel: pointsLabel.toLocaleLowerCase(format.locale),
            count: count(s.points.bonus_given),
            value: (chunks) => <span className="font-semibold text-ink">{chunks}</span>,
          })}
        </p>
      </Card>

      <Card id="stats-star-badge" title={t('starBadge')}>
        <div className="flex items-center gap-4">
          <StarBadge level={s.star_badge.level} className="size-20 shrink-0" />
          <div>
            <p className="text-xl font-semibold text-ink">{t(`star.${starLevel}.name`)}</p>
            <p className="text-ink-muted">{t(`star.${starLevel}.text`)}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {t('scenesProgress', { completed: count(s.star_badge.completed_scene_count), goal: count(s.star_badge.goal) })}
            </p>
          </div>
        </div>
        <ol className="mt-4 flex flex-wrap gap-3 text-xs text-ink-muted" aria-label={t('starLevels')}>
          {(['grey', 'low', 'mid', 'high'] as const).map((level) => (
            <li key={level} className={`flex items-center gap-1.5 ${level === s.star_badge.level ? 'font-semibold text-ink' : ''}`}>
              <StarBadge level={level} className="size-5" />
              {level === 'grey' ? t('started') : t('levelScenes', { count: count(s.star_badge.thresholds[level]) })}
            </li>
          ))}
        </ol>
      </Card>

      <Card id="stats-activities-by-category" title={t('activitiesByCategory')} className="md:col-span-2">
        <div className="grid gap-6 lg:grid-cols-[1fr_14rem] lg:items-center">
          <PieChart
            title={t('pieTitle')}
            unit={t('pieUnit')}
            emptyText={t('pieEmpty')}
            slices={s.activity.by_category.map((c) => ({ key: c.key, label: categoryName(tCategories, c.key, c.display), value: c.count, color: categoryColor(c.key) }))}
          />
          <div className="rounded-2xl bg-surface-muted p-4">
            <p className="text-sm text-ink-muted">{t('bestCategory')}</p>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-ink" data-testid="stats-best-category">
              {s.activity.best_category ? (
                <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: categoryColor(s.activity.best_category) }} />
              ) : null}
              {s.activity.best_category_display ? categoryName(tCategories, s.activity.best_category, s.activity.best_category_display) : t('noneYet')}
            </p>
          </div>
        </div>
      </Card>

      {s.weeks?.length ? <WeeklyCharts weeks={s.weeks} /> : null}

      <Card id="stats-progress" title={t('progress')} className="md:col-span-2">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[
            { label: t('scenesCompleted'), value: count(s.completed_scene_count), testId: 'stats-scenes' },
            { label: t('duosCompleted'), value: count(s.completed_duo_count), testId: 'stats-duos' },
            { label: t('badgesEarned'), value: count(s.badge_count), testId: 'stats-badges' },
            { label: t('level'), value: s.level ? s.level.name : '—', testId: 'stats-level' },
          ].map((item) => (
            <div key={item.testId} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-muted">{item.label}</dt>
              <dd className="text-2xl font-bold text-ink" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card id="stats-downloads-and-badges" title={t('downloadsAndBadges')} className="md:col-span-2">
        <div className="flex flex-wrap gap-2">
          <a href={EXPORT_LINKS.entries} download className={buttonClasses('secondary', 'sm')}>
            {t('myEntriesCsv')}
          </a>
          <a href={EXPORT_LINKS.stats} download className={buttonClasses('secondary', 'sm')}>
            {t('myStatsCsv')}
          </a>
          <IntentLink href="/badges" className={buttonClasses('ghost', 'sm')}>
            {t('seeMyBadges')}
          </IntentLink>
        </div>
      </Card>
    </div>
  );
}
