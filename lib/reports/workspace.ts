// What the reports workspace starts from: loaded on the server by the pages (server/reports/workspace.ts), or fetched
// by the workspace itself when a page hands it only the promotion (the coordinator dashboard's Reports tab).
import type { ReportFieldJson, ReportJson } from './types';

export interface ReportsWorkspaceData {
  reports: ReportJson[];
  fields: ReportFieldJson[];
  locations: { id: number; name: string; parent_location_id: number | null }[];
  evaluations: { id: number; name: string }[];
}
