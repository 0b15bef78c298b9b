'use client';
// My Results: the program so far in a few sentences and pictures — what the participant did, the star badge they
// reached and where they spent their time — with the way on to the full stats. The /stats page has the numbers in
// detail (breakdowns, downloads); My Results used to repeat it screen for screen.
import { useTranslations } from 'next-intl';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { useUserStats } from '@/lib/query/stats';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PieChart } from '@/components/charts/pie-chart';
import { formatCount } from '@/components/charts/format';
import { useFormat } from '@/lib/i18n/use-format';
import { categoryName } from '@/components/categories/category-name';
import { categoryColor } from './category-colors';
import { StarBadge } from './star-badge';

export function ResultsSummary() {
  const t = useTranslations('stats');
  const tCategories = useTranslations('categories');
  const format = useFormat();
  const stats = useUserStats('me');
  const { data: promotion } = useCurrentPromotion();
  // The program's own word for points wins in every language.
  const pointsLabel = (promotion?.point_label_plural || t('pointsDefault')).toLowerCase();

  if (stats.isPending) return <LoadingBlock label={t('loading')} />;
  if (stats.isError) return <LoadError title={t('loadError')} error={stats.error} onRetry={() => void stats.refetch()} />;

  const s = stats.data;
  const level = s.star_badge.level;
  const nothingYet = s.activity.total === 0;
  const best = s.activity.best_category_display ? categoryName(tCategories, s.activity.best_category, s.activity.best_category_display) : '';
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="results-story" className="rounded-[2rem] bg-brand-soft p-6 sm:p-8 hc:border hc:border-line">
        <h2 id="results-story" className="text-h2 text-ink">
          {nothingYet ? t('storyStartsTitle') : t('pointsAndCounting', { points: formatCount(format, s.points.value), pointLabel: pointsLabel })}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink" data-testid="results-sentence">
          {nothingYet
            ? t('storyStartsBody')
            : t('resultsSentence', {
                activities: s.activity.total,
                activitiesText: formatCount(format, s.activity.total),
                scenes: s.completed_scene_count,
                scenesText: formatCount(format, s.completed_scene_count),
                hasDuos: String(s.completed_duo_count > 0),
                duos: s.completed_duo_count,
                duosText: formatCount(format, s.completed_duo_count),
                hasBest: String(best !== ''),
                best: best.toLocaleLowerCase(format.locale),
              })}
        </p>
      </section>

      <div className="grid gap-4 sm:gap-5 md:grid-cols-2">
        <section aria-labelledby="results-star" className="flex items-center gap-5 rounded-3xl bg-surface p-6 shadow-card hc:border hc:border-line">
          <StarBadge level={s.star_badge.level} className="size-24 shrink-0" />
          <div>
            <h2 id="results-star" className="text-h3 text-ink">
              {t(`star.${level}.name`)}
            </h2>
            <p className="text-ink-muted">{t(`star.${level}.text`)}</p>
          </div>
        </section>
        <section aria-labelledby="results-mix" className="rounded-3xl bg-surface p-6 shadow-card hc:border hc:border-line">
          <h2 id="results-mix" className="mb-3 text-h3 text-ink">
            {t('yourMix')}
          </h2>
          <PieChart
            title={t('pieTitle')}
            unit={t('pieUnit')}
            emptyText={t('pieEmpty')}
            slices={s.activity.by_category.map((c) => ({ key: c.key, label: categoryName(tCategories, c.key, c.display), value: c.count, color: categoryColor(c.key) }))}
          />
        </section>
      </div>

      {/* In view from the first paint: <Link> would fetch all three pages during the load (six requests parsed on the
          main thread); these fetch the one the reader reaches for. */}
      <div className="flex flex-wrap gap-3">
        <IntentLink href="/stats" className={buttonClasses('primary')}>
          {t('seeAllStats')}
        </IntentLink>
        <IntentLink href="/journey/my" className={buttonClasses('secondary')}>
          {t('myJourney')}
        </IntentLink>
        <IntentLink href="/badges" className={buttonClasses('ghost')}>
          {t('myBadges')}
        </IntentLink>
      </div>
    </div>
  );
}
