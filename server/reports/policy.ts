// Who may do what with reports (administration.md §6 "Reports"), and how far a viewer's reports reach.
// - Delete: a master any report; a coordinator or above custom reports not created by a master; only a master deletes
//   default reports.
// - Save: a master, whoever may delete the report, or anyone for a new report.
// - Reach (how far a viewer's reports go) needs the location tree: scope.ts.
// - SQL is the platform operator's: masters write and run it; employer-side roles never run SQL, saved or not (free SQL
//   could list one person's answers; server/privacy/report-fields.ts).
import 'server-only';
import { isCoordinatorOrAbove, type Role } from '@/lib/roles';

export interface ReportFacts {
  created_by_master: boolean;
  as_custom: boolean;
  parent_id: number | null;
}

/** A custom report: derived from another one, or saved as custom (not a default of the default promotion). */
export const isCustomReport = (r: ReportFacts) => r.parent_id !== null || r.as_custom;

export function mayDeleteReport(role: Role, report: ReportFacts): boolean {
  if (role === 'Master') return true;
  return isCoordinatorOrAbove(role) && isCustomReport(report) && !report.created_by_master;
}

/** `report` null: a new report. */
export function maySaveReport(role: Role, report: ReportFacts | null): boolean {
  return report === null || role === 'Master' || mayDeleteReport(role, report);
}

export const mayWriteSql = (role: Role) => role === 'Master';
