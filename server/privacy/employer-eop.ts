// The end-of-program report through the suppression service (docs/privacy.md). `whole` is the viewer's report
// without the location filter, so a filtered report and its complement never give away 1 to k-1 people.
import type { EopCount, EopReport } from '@/lib/reports/types';
import { filteredFigureHidden, isSmallGroup, suppressedLabel, suppressRow, suppressSeries, type LabelledCount } from './suppression';

const n = (v: EopCount) => (typeof v === 'number' ? v : Number(v) || 0);

/** Suppresses in place; the number of figures hidden. */
export function suppressEop(k: number, r: EopReport, whole: EopReport | null, filterHidden = false): number {
  const label = suppressedLabel(k);
  let hidden = 0;
  const hide = (_value: unknown): EopCount => {
    hidden++;
    return label;
  };
  const participants = n(r.totals.participants);
  const viewHidden = filterHidden || isSmallGroup(participants, k) || (whole !== null && filteredFigureHidden(k, participants, n(whole.totals.participants)));
  if (viewHidden) {
    // Every figure of the report describes those few people.
    for (const key of Object.keys(r.totals) as (keyof EopReport['totals'])[]) r.totals[key] = hide(r.totals[key]);
    r.by_category = r.by_category.map((c) => ({ ...c, count: hide(c.count) }));
    r.registrations_by_week = r.registrations_by_week.map((w) => ({ ...w, count: hide(w.count) }));
    r.by_location = r.by_location.map((l) => ({ ...l, participants: hide(l.participants), active: hide(l.active), activities: hide(l.activities) }));
    return hidden;
  }
  // Active participants and the inactive rest add up to the participants shown.
  const active = n(r.totals.active_participants);
  const activeHidden = suppressRow(k, [active, participants - active], { unpublished: [false, true] }).parts[0]
    || (whole !== null && filteredFigureHidden(k, active, n(whole.totals.active_participants)));
  if (activeHidden) r.totals.active_participants = hide(active);

  const series = <T extends Record<string, EopCount | string>>(rows: T[], key: keyof T & string, countKey: keyof T & string, wholeRows: T[] | undefined): T[] => {
    const asCounts = (xs: T[]): LabelledCount[] => xs.map((x) => ({ label: String(x[key]), count: n(x[countKey] as EopCount) }));
    const shown = suppressSeries(k, asCounts(rows), { totalShown: true, unfiltered: wholeRows ? asCounts(wholeRows) : undefined });
    return rows.map((x, i) => {
      if (typeof shown[i]!.count === 'string') hidden++;
      return { ...x, [countKey]: shown[i]!.count };
    });
  };
  r.registrations_by_week = series(r.registrations_by_week, 'week', 'count', whole?.registrations_by_week);
  r.by_category = series(r.by_category, 'category', 'count', whole?.by_category);

  // Locations: their participants add up to the report's; a hidden location shows none of its figures.
  const locs = series(r.by_location, 'location', 'participants', whole?.by_location);
  const activeMask = suppressRow(k, r.by_location.map((l) => n(l.active)), { totalShown: !activeHidden }).parts;
  r.by_location = locs.map((l, i) => {
    if (typeof l.participants === 'string') return { ...l, active: hide(l.active), activities: hide(l.activities) };
    return activeMask[i] ? { ...l, active: hide(l.active) } : l;
  });
  return hidden;
}
