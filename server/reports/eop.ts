// The end-of-program report (GET /promotions/{id}/eop, optional location_id): the program's totals, activities by
// category, registrations by week and the top-level locations, read in one statement through the report sandbox, so
// a location or regional coordinator's report covers their sub-tree only, like every report. Every viewer but a
// master sees it through the suppression service at the organization's floor k.
import 'server-only';
import { db } from '@/server/db';
import { categoryObject } from '@/lib/activities/categories';
import { NotFound } from '@/server/platform/errors';
import { REPORT_MESSAGES as M } from '@/lib/reports/schemas';
import type { EopReport } from '@/lib/reports/types';
import { locationFilterIds } from '@/server/locations/queries';
import { viewerLocationScope } from './scope';
import { viewerFloor } from '@/server/privacy/floor';
import { suppressEop } from '@/server/privacy/employer-eop';
import { locationFilterHidden } from '@/server/privacy/location-filter';
import type { ReportViewer } from './run';
import { runSandboxed } from './sandbox';

const EOP_SQL = `
WITH u AS MATERIALIZED (SELECT id, location_id, created_at FROM users),
acts AS MATERIALIZED (SELECT user_id, activity_id FROM user_activities WHERE is_active),
loc AS MATERIALIZED (SELECT id, name, parent_location_id FROM locations),
top AS MATERIALIZED (WITH RECURSIVE t AS (SELECT id, id AS top_id FROM loc WHERE parent_location_id IS NULL OR parent_location_id NOT IN (SELECT id FROM loc)
  UNION ALL SELECT c.id, t.top_id FROM loc c JOIN t ON c.parent_location_id = t.id) SELECT t.id, l.name FROM t JOIN loc l ON l.id = t.top_id)
SELECT
  (SELECT count(*) FROM u) AS participants,
  (SELECT count(DISTINCT user_id) FROM acts) AS active_participants,
  (SELECT count(*) FROM acts) AS activities_logged,
  (SELECT count(*) FROM user_scenes WHERE completed_at IS NOT NULL) AS scenes_completed,
  (SELECT count(*) FROM duos WHERE completed_at IS NOT NULL) AS duos_completed,
  (SELECT count(*) FROM evaluations) AS evaluations_completed,
  (SELECT coalesce(round(avg(total_points)::numeric, 1), 0) FROM user_points) AS average_points,
  (SELECT coalesce(json_agg(json_build_object('category', category, 'count', n) ORDER BY n DESC, category), '[]'::json)
     FROM (SELECT a.category, count(*) AS n FROM acts JOIN activities a ON a.id = acts.activity_id GROUP BY a.category) c) AS by_category,
  (SELECT coalesce(json_agg(json_build_object('week', wk, 'count', n) ORDER BY wk), '[]'::json)
     FROM (SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS wk, count(*) AS n FROM u GROUP BY 1) r) AS registrations_by_week,
  (SELECT coalesce(json_agg(json_build_object('location', name, 'participants', p, 'active', a, 'activities', n) ORDER BY name), '[]'::json)
     FROM (SELECT coalesce(top.name, 'No location') AS name, count(DISTINCT u.id) AS p, count(DISTINCT acts.user_id) AS a, count(acts.user_id) AS n
             FROM u LEFT JOIN top ON top.id = u.location_id LEFT JOIN acts ON acts.user_id = u.id GROUP BY 1) l) AS by_location`;

type Raw = Omit<EopReport, 'promotion' | 'location' | 'generated_at' | 'suppressed' | 'totals'> & Record<keyof EopReport['totals'], number | string>;

export async function eopReport(viewer: ReportViewer, promotionId: number, locationId: number | null): Promise<EopReport> {
  const report = await rawEopReport(viewer, promotionId, locationId);
  // Employer-side viewers see it through the suppression service, beside their unfiltered report (docs/privacy.md).
  const k = await viewerFloor(viewer.role, promotionId);
  if (k === null) return report;
  if (locationId === null) {
    report.suppressed = suppressEop(k, report, null);
  } else {
    const [whole, filterHidden] = await Promise.all([
      rawEopReport(viewer, promotionId, null),
      viewerLocationScope(viewer, promotionId).then((reach) => locationFilterHidden(k, promotionId, reach, locationId)),
    ]);
    report.suppressed = suppressEop(k, report, whole, filterHidden);
  }
  return report;
}

async function rawEopReport(viewer: ReportViewer, promotionId: number, locationId: number | null): Promise<EopReport> {
  const promotion = await db.promotion.findUnique({ where: { id: promotionId }, select: { id: true, name: true, program_name: true, starts_on: true, ends_on: true } });
  if (!promotion) throw new NotFound(M.eopFailed);
  let location: EopReport['location'] = null;
  let requested: number[] | null = null;
  if (locationId !== null) {
    const row = await db.location.findFirst({ where: { id: locationId, promotion_id: promotionId }, select: { id: true, name: true } });
    if (!row) throw new NotFound(M.locationNotFound);
    location = row;
    requested = await locationFilterIds(promotionId, locationId);
  }
  const reach = await viewerLocationScope(viewer, promotionId);
  const locationIds = reach === null ? requested : requested === null ? reach : requested.filter((id) => reach.includes(id));
  const [raw] = (await runSandboxed({ promotionId, locationIds }, EOP_SQL, 1)) as unknown as Raw[];
  const num = (v: unknown) => (typeof v === 'string' ? Number(v) : (v as number));
  const totals: EopReport['totals'] = {
    participants: num(raw!.participants), active_participants: num(raw!.active_participants), activities_logged: num(raw!.activities_logged),
    scenes_completed: num(raw!.scenes_completed), duos_completed: num(raw!.duos_completed), evaluations_completed: num(raw!.evaluations_completed),
    average_points: num(raw!.average_points),
  };
  const report: EopReport = {
    promotion: { id: promotion.id, name: promotion.program_name || promotion.name, starts_on: promotion.starts_on.toISOString().slice(0, 10), ends_on: promotion.ends_on.toISOString().slice(0, 10) },
    location, generated_at: new Date().toISOString(), totals,
    by_category: raw!.by_category.map((c) => ({ ...c, category: categoryObject(c.category).display })), registrations_by_week: raw!.registrations_by_week, by_location: raw!.by_location, suppressed: 0,
  };
  return report;
}
