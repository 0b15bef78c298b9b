// What employer-side screens receive once aggregates went through the suppression service (docs/privacy.md): a
// count describing too few people arrives as the text "< k" instead of the number.
import type { CoordinatorStats, CountPoint, TeamStanding, WeekPoint } from '@/lib/coordinator/types';
import type { Format } from '@/lib/i18n/format';

export type SuppressedLabel = `< ${number}`;
export type ShownCount = number | SuppressedLabel;

export interface ShownPoint {
  label: string;
  count: ShownCount;
}

export interface ShownWeekPoint {
  week: number;
  count: ShownCount;
}

export interface ShownTeamStanding extends Omit<TeamStanding, 'member_count' | 'total_points' | 'avg_points'> {
  member_count: ShownCount;
  total_points: ShownCount;
  avg_points: string;
}

/** The Stats tab as served: every series and count of CoordinatorStats, each possibly "< k". */
export type EmployerStats = {
  [K in keyof CoordinatorStats]: CoordinatorStats[K] extends CountPoint[] ? ShownPoint[]
    : CoordinatorStats[K] extends WeekPoint[] ? ShownWeekPoint[]
    : CoordinatorStats[K] extends number ? ShownCount
    : CoordinatorStats[K] extends TeamStanding[] ? ShownTeamStanding[]
    : CoordinatorStats[K];
} & {
  /** The floor these figures went through; null for a master (raw figures). */
  privacy_floor: number | null;
  /** How many figures show as "< k". */
  suppressed: number;
};

export const isSuppressedCount = (v: unknown): v is SuppressedLabel => typeof v === 'string' && /^< \d+$/.test(v);
/** A shown count as a number for drawing (a suppressed one draws as nothing). */
export const drawable = (v: ShownCount) => (typeof v === 'number' ? v : 0);
/** A shown count as text: the number with the reader's thousands separators (their Format), or "< k". */
export const countText = (v: ShownCount, format: Format) => (typeof v === 'number' ? format.number(v) : v);

/** The floor k a suppressed answer went through, read from its first "< k" figure, or null when nothing is hidden. */
export function floorShownIn(value: unknown): number | null {
  const match = /"< (\d+)"/.exec(JSON.stringify(value) ?? '');
  return match ? Number(match[1]) : null;
}
