// The JSON of the reports API (docs/reports.md), shared with the workspace.
import type { FilterSign, ReportType } from './schemas';

export interface ReportFieldJson {
  id: number;
  name: string;
  category: string;
  display_name: string;
  filter_by_dates: boolean;
}

export interface ReportJson {
  id: number;
  name: string;
  report_type: ReportType;
  fields: string[];
  filters: { field: string; sign: FilterSign; value: string }[];
  sql: string | null;
  parent_id: number | null;
  /** A report with a parent, or saved as custom. */
  is_custom: boolean;
  as_custom: boolean;
  created_by_master: boolean;
  promotion_id: number;
  /** What the caller may do with it (§6 of the spec). */
  can_save: boolean;
  can_delete: boolean;
}

export type ReportCell = string | number | boolean | null;

/** A run's answer: the fields (name and label) and the rows, in field order. */
export interface ReportResult {
  fields: { name: string; display_name: string }[];
  rows: ReportCell[][];
  /** The result reached the 50,000-row cap (the limit dialog). */
  limited: boolean;
  row_limit: number;
  /** Answers of an employer-side breakdown hidden as "< k" (the organization's floor, docs/privacy.md). */
  suppressed: number;
}

/** The end-of-program report (GET /promotions/{id}/eop); a count hidden by the suppression service is "< k" (the organization's floor, docs/privacy.md). */
export type EopCount = number | string;
export interface EopReport {
  promotion: { id: number; name: string; starts_on: string | null; ends_on: string | null };
  location: { id: number; name: string } | null;
  generated_at: string;
  totals: {
    participants: EopCount;
    active_participants: EopCount;
    activities_logged: EopCount;
    scenes_completed: EopCount;
    duos_completed: EopCount;
    evaluations_completed: EopCount;
    average_points: EopCount;
  };
  by_category: { category: string; count: EopCount }[];
  registrations_by_week: { week: string; count: EopCount }[];
  by_location: { location: string; participants: EopCount; active: EopCount; activities: EopCount }[];
  suppressed: number;
}
