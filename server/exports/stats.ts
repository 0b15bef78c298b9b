// GET /export/stats: the caller's stats (server/stats) as a two-column CSV, one statistic per row, in the reader's
// language (a download is read as is): the words from the stats catalog, the promotion's point label as configured
// (its default in the reader's word), categories by their key.
import type { UserStats } from '@/lib/stats/types';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { isCategoryKey } from '@/lib/activities/categories';
import { translatorFor } from '@/server/i18n/translator';
import { toCsv, type CsvCell } from './csv';

export function statsCsv(
  stats: UserStats,
  labels: { pointLabelPlural: string; programName: string; participantName: string },
  locale: AnyLocale = DEFAULT_LOCALE,
): string {
  const t = translatorFor(locale, 'stats.statsCsv');
  const tCategories = translatorFor(locale, 'categories.names');
  const category = (key: string | null, display: string | null) => (isCategoryKey(key) ? tCategories(key) : display);
  const points = labels.pointLabelPlural;
  const rows: CsvCell[][] = [
    [t('statistic'), t('value')],
    [t('participant'), labels.participantName],
    [t('program'), labels.programName],
    [t('totalPoints', { points }), stats.points.value],
    [t('activityPoints', { points }), stats.points.activity_points],
    [t('quizPoints', { points }), stats.points.quiz_points],
    [t('bonusReceived', { points }), stats.points.bonus_points],
    [t('dayPoints', { points }), stats.points.entry_points],
    [t('bonusGiven', { points }), stats.points.bonus_given],
    [t('activitiesLogged'), stats.activity.total],
    ...stats.activity.by_category.map((c): CsvCell[] => [t('activitiesIn', { category: category(c.key, c.display) ?? '' }), c.count]),
    [t('bestCategory'), category(stats.activity.best_category, stats.activity.best_category_display)],
    [t('completedScenes'), stats.completed_scene_count],
    [t('completedDuos'), stats.completed_duo_count],
    [t('badgesEarned'), stats.badge_count],
    [t('level'), stats.level?.name ?? null],
    [t('starBadge'), stats.star_badge.level],
  ];
  return toCsv(rows);
}
