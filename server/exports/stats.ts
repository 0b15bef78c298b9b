// GET /export/stats: the caller's stats (server/stats) as a two-column CSV, one statistic per row.
import type { UserStats } from '@/lib/stats/types';
import { toCsv, type CsvCell } from './csv';

export function statsCsv(stats: UserStats, labels: { pointLabelPlural: string; programName: string; participantName: string }): string {
  const p = labels.pointLabelPlural;
  const rows: CsvCell[][] = [
    ['Statistic', 'Value'],
    ['Participant', labels.participantName],
    ['Program', labels.programName],
    [`Total ${p}`, stats.points.value],
    [`Activity ${p}`, stats.points.activity_points],
    [`Quiz ${p}`, stats.points.quiz_points],
    [`Bonus ${p} received`, stats.points.bonus_points],
    [`Day ${p}`, stats.points.entry_points],
    [`Bonus ${p} given`, stats.points.bonus_given],
    ['Activities logged', stats.activity.total],
    ...stats.activity.by_category.map((c): CsvCell[] => [`Activities: ${c.display}`, c.count]),
    ['Best category', stats.activity.best_category_display],
    ['Completed scenes', stats.completed_scene_count],
    ['Completed duos', stats.completed_duo_count],
    ['Badges earned', stats.badge_count],
    ['Level', stats.level?.name ?? null],
    ['Star badge', stats.star_badge.level],
  ];
  return toCsv(rows);
}
