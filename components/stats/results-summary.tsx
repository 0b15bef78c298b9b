'use client';
// My Results: the program so far in a few sentences and pictures — what the participant did, the star badge they
// reached and where they spent their time — with the way on to the full stats. The /stats page has the numbers in
// detail (breakdowns, downloads); My Results used to repeat it screen for screen.
import Link from 'next/link';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useUserStats } from '@/lib/query/stats';
import { buttonClasses } from '@/components/ui/button';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PieChart } from '@/components/charts/pie-chart';
import { formatNumber } from '@/components/charts/format';
import { categoryColor } from './category-colors';
import { STAR_LEVELS, StarBadge } from './star-badge';

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

export function ResultsSummary() {
  const stats = useUserStats('me');
  const { data: promotion } = useCurrentPromotion();
  const pointsLabel = (promotion?.point_label_plural || 'Points').toLowerCase();

  if (stats.isPending) return <LoadingBlock label="Loading your results…" />;
  if (stats.isError) return <LoadError title="Your results could not be loaded." error={stats.error} onRetry={() => void stats.refetch()} />;

  const s = stats.data;
  const star = STAR_LEVELS[s.star_badge.level];
  const nothingYet = s.activity.total === 0;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="results-story" className="rounded-[2rem] bg-brand-soft p-6 sm:p-8 hc:border hc:border-line">
        <h2 id="results-story" className="text-h2 text-ink">
          {nothingYet ? 'Your story starts with one tile' : `${formatNumber(s.points.value)} ${pointsLabel} and counting`}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink" data-testid="results-sentence">
          {nothingYet
            ? 'Log your first activity and your results will gather here: scenes, categories and your star.'
            : `You logged ${plural(s.activity.total, 'activity', 'activities')}, completed ${plural(s.completed_scene_count, 'scene', 'scenes')}` +
              (s.completed_duo_count > 0 ? ` and ${plural(s.completed_duo_count, 'duo', 'duos')}` : '') +
              (s.activity.best_category_display ? `, most often to ${s.activity.best_category_display.toLowerCase()}.` : '.')}
        </p>
      </section>

      <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
        <section aria-labelledby="results-star" className="flex items-center gap-5 rounded-3xl bg-surface p-6 shadow-card hc:border hc:border-line">
          <StarBadge level={s.star_badge.level} className="size-24 shrink-0" />
          <div>
            <h2 id="results-star" className="text-h3 text-ink">
              {star.name}
            </h2>
            <p className="text-ink-muted">{star.text}</p>
          </div>
        </section>
        <section aria-labelledby="results-mix" className="rounded-3xl bg-surface p-6 shadow-card hc:border hc:border-line">
          <h2 id="results-mix" className="mb-3 text-h3 text-ink">
            Your mix
          </h2>
          <PieChart
            title="Activities logged by category"
            unit="activities"
            emptyText="Nothing logged yet. Your mix of categories will show here."
            slices={s.activity.by_category.map((c) => ({ key: c.key, label: c.display, value: c.count, color: categoryColor(c.key) }))}
          />
        </section>
      </div>

      <div className="flex flex-wrap gap-3">
        <Link href="/stats" className={buttonClasses('primary')}>
          See all my stats
        </Link>
        <Link href="/journey/my" className={buttonClasses('secondary')}>
          My Journey
        </Link>
        <Link href="/badges" className={buttonClasses('ghost')}>
          My badges
        </Link>
      </div>
    </div>
  );
}
