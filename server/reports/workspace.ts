// The reports workspace's data in one read, for the pages that render it (no spinner for what the server had).
import 'server-only';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';
import type { ReportsWorkspaceData } from '@/lib/reports/workspace';
import { listReportFields, listReports } from './queries';

export async function loadReportsWorkspace(promotionId: number, role: Role): Promise<ReportsWorkspaceData> {
  const [reports, fields, locations, evaluations] = await Promise.all([
    listReports(promotionId, role),
    listReportFields(promotionId, role),
    db.location.findMany({ where: { promotion_id: promotionId }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }], select: { id: true, name: true, parent_location_id: true } }),
    db.evaluationDefinition.findMany({ where: { promotion_id: promotionId }, orderBy: { id: 'asc' }, select: { id: true, name: true } }),
  ]);
  return { reports, fields, locations, evaluations };
}
