// The Stats tab (and anything else reading coordinatorStats for an employer-side viewer) through the suppression
// service (docs/privacy.md). A filtered view is compared with the viewer's unfiltered reach, so a location filter and
// its complement never give away a group of 1 to k-1 people.
import 'server-only';
import type { Role } from '@/lib/roles';
import type { CoordinatorStats, CountPoint, TeamStanding, WeekPoint } from '@/lib/coordinator/types';
import type { EmployerStats, ShownCount, ShownTeamStanding } from '@/lib/privacy/types';
import { coordinatorStats } from '@/server/coordinator/stats';
import type { CoordinatorScope } from '@/server/coordinator/context';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { viewerFloor } from './floor';
import { locationFilterHidden } from './location-filter';
import { filteredFigureHidden, isSmallGroup, suppressedLabel, suppressRow, suppressSeries } from './suppression';

type Point = CountPoint | WeekPoint;
// A series is labelled (a day, a category, an evaluation) or weekly; `label` reads either as the key suppression
// matches a filtered point with its unfiltered one by.
const isSeries = (v: unknown): v is Point[] =>
  Array.isArray(v) && v.every((p) => p && typeof p === 'object' && ('label' in p || 'week' in p) && 'count' in p && typeof p.count === 'number');
const keyOf = (p: Point) => ('week' in p ? String(p.week) : p.label);
const shownAs = <P extends Point>(p: P, count: ShownCount) => ({ ...p, count });

function teams(k: number, rows: TeamStanding[]): ShownTeamStanding[] {
  // A team's points describe its members: a team of 1 to k-1 people shows neither its size nor its points.
  const mask = suppressRow(k, rows.map((t) => t.member_count), { totalShown: false }).parts;
  return rows.map((t, i) => (mask[i]
    ? { ...t, member_count: suppressedLabel(k), total_points: suppressedLabel(k), avg_points: suppressedLabel(k) }
    : t));
}

/**
 * The three rules over one Stats answer. `whole` is the same answer without the viewer's location filter (null when
 * there is no filter). When the filtered view's participants are hidden (too few, or too few outside it), every figure
 * of the view is hidden: each one describes those people.
 */
export function suppressStats(k: number, stats: CoordinatorStats, whole: CoordinatorStats | null, filterHidden = false): EmployerStats {
  const label = suppressedLabel(k);
  const viewHidden = filterHidden || isSmallGroup(stats.participants, k) || (whole !== null && filteredFigureHidden(k, stats.participants, whole.participants));
  const out: Record<string, unknown> = {};
  let suppressed = 0;
  for (const [key, value] of Object.entries(stats) as [keyof CoordinatorStats, unknown][]) {
    if (key === 'participants') {
      out[key] = viewHidden ? label : stats.participants;
      if (viewHidden) suppressed++;
    } else if (key === 'team_standings') {
      const shown = viewHidden ? teams(Number.MAX_SAFE_INTEGER, stats.team_standings).map((t) => ({ ...t, member_count: label, total_points: label, avg_points: label })) : teams(k, stats.team_standings);
      suppressed += shown.filter((t) => typeof t.member_count === 'string').length;
      out[key] = shown;
    } else if (isSeries(value)) {
      const unfiltered = whole ? (whole[key] as Point[]).map((p) => ({ label: keyOf(p), count: p.count })) : undefined;
      const counts: ShownCount[] = viewHidden
        ? value.map(() => label)
        // Every series is drawn with its total, so rule 2 applies to each.
        : suppressSeries(k, value.map((p) => ({ label: keyOf(p), count: p.count })), { totalShown: true, unfiltered }).map((p) => p.count);
      suppressed += counts.filter((c) => typeof c === 'string').length;
      out[key] = value.map((p, i) => shownAs(p, counts[i]!));
    } else {
      out[key] = value;
    }
  }
  return { ...(out as Omit<EmployerStats, 'privacy_floor' | 'suppressed'>), privacy_floor: k, suppressed } as EmployerStats;
}

/** Raw figures for a master (the platform operator), suppressed ones for everyone else. */
export async function employerStats(promotion: ResolvedPromotion, scope: CoordinatorScope, locationId: number | undefined, role: Role): Promise<EmployerStats> {
  const [stats, k] = await Promise.all([coordinatorStats(promotion, scope, locationId), viewerFloor(role, promotion.id)]);
  if (k === null) return { ...(stats as unknown as EmployerStats), privacy_floor: null, suppressed: 0 };
  if (locationId === undefined) return suppressStats(k, stats, null);
  const [whole, filterHidden] = await Promise.all([
    coordinatorStats(promotion, scope, undefined),
    locationFilterHidden(k, promotion.id, scope.reach === 'all' ? null : [...scope.reach], locationId),
  ]);
  return suppressStats(k, stats, whole, filterHidden);
}
