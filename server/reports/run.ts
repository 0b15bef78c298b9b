// Running a report (POST /promotions/{id}/reports/{reportId}/run?is_custom): the saved definition, or with is_custom the
// one the request carries; dates, the top-level location or location, and an evaluation definition narrow it. The
// answer is the fields and the rows, at most 50,000 of them (the limit dialog). Exports run the same way without the
// cap (server/reports/export.ts). An employer-side viewer's individual-only answer runs as a breakdown (people per answer)
// through the suppression service at the organization's floor (docs/privacy.md); masters get every row as it is.
import 'server-only';
import { db } from '@/server/db';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import type { Role } from '@/lib/roles';
import { REPORT_MESSAGES as M, REPORT_ROW_LIMIT, type ReportFilterInput, type ReportRunInput, type ReportType } from '@/lib/reports/schemas';
import type { ReportCell, ReportResult } from '@/lib/reports/types';
import { locationFilterIds } from '@/server/locations/queries';
import { compileSimple, prepareSql } from './compile';
import { mayWriteSql } from './policy';
import { viewerLocationScope } from './scope';
import { findReport, listReportFields } from './queries';
import { runSandboxed, type SandboxScope } from './sandbox';
import { reportRunPlan } from '@/server/privacy/report-fields';
import { privacyFloorFor } from '@/server/privacy/floor';
import { answerCountsOf, BREAKDOWN_LABELS, breakdownSql, suppressBreakdown } from '@/server/privacy/report-breakdown';

export interface ReportViewer {
  id: number;
  role: Role;
  location_id: number | null;
}

export interface PreparedRun {
  type: ReportType;
  name: string;
  sql: string;
  scope: SandboxScope;
  /** Simple reports: the column labels in order (the rows come back as c0, c1…). */
  fields: { name: string; display_name: string }[] | null;
  /** An employer-side breakdown of one individual-only answer: the SQL counts people per answer, shown at floor k. */
  breakdown: { k: number } | null;
}

const intersect = (a: number[] | null, b: number[] | null) => (a === null ? b : b === null ? a : a.filter((id) => b.includes(id)));

/** The definition to run, checked and compiled, with the scope the viewer and the request allow. */
export async function prepareRun(viewer: ReportViewer, promotionId: number, reportId: number | 'new', isCustom: boolean, input: ReportRunInput & { report_type?: ReportType }): Promise<PreparedRun> {
  const saved = reportId === 'new' ? null : await findReport(promotionId, reportId);
  if (reportId !== 'new' && !saved) throw new NotFound(M.notFound);
  if (input.min_date && input.max_date && input.min_date > input.max_date) throw new Invalid(M.dateRange);

  const useRequest = isCustom || !saved;
  const sqlText = useRequest ? (input.sql ?? null) : saved!.sql;
  const type: ReportType = useRequest ? (input.report_type ?? (input.sql ? 'SQL' : input.fields?.length ? 'Simple' : (saved?.report_type as ReportType) ?? 'Simple')) : (saved!.report_type as ReportType);
  if (type === 'SQL' && useRequest && sqlText !== null && sqlText.trim() !== (saved?.sql ?? '').trim() && !mayWriteSql(viewer.role)) throw new Forbidden(M.sqlMasterOnly);

  const floor = () => privacyFloorFor(promotionId);
  if (type === 'SQL') await reportRunPlan(viewer.role, promotionId, { type, fields: [], filterFields: [], narrowed: false }, new Map(), floor);
  const viewerScope = await viewerLocationScope(viewer, promotionId);
  const chosen = input.location ?? input.top_level_location ?? undefined;
  const requested = await locationFilterIds(promotionId, chosen ?? undefined).catch(() => {
    throw new NotFound(M.locationNotFound);
  });
  if (input.evaluation_definition_id) {
    const def = await db.evaluationDefinition.findFirst({ where: { id: input.evaluation_definition_id, promotion_id: promotionId }, select: { id: true } });
    if (!def) throw new NotFound(M.evaluationNotFound);
  }
  const scope: SandboxScope = { promotionId, locationIds: intersect(viewerScope, requested) };
  const name = saved?.name ?? 'report';

  if (type === 'SQL') {
    const text = sqlText ?? saved?.sql ?? '';
    return { type, name, sql: prepareSql(text, promotionId, { minDate: input.min_date, maxDate: input.max_date }), scope, fields: null, breakdown: null };
  }
  const fields = useRequest ? (input.fields ?? saved?.fields ?? []) : saved!.fields;
  const filters: ReportFilterInput[] = useRequest ? (input.filters ?? (saved?.filters as ReportFilterInput[] | undefined) ?? []) : (saved!.filters as ReportFilterInput[]);
  const catalogue = await listReportFields(promotionId);
  const labels = new Map(catalogue.map((f) => [f.name, f.display_name]));
  const narrowed = Boolean(input.min_date || input.max_date || chosen !== undefined || input.evaluation_definition_id);
  const plan = await reportRunPlan(viewer.role, promotionId, { type, fields, filterFields: filters.map((f) => f.field), narrowed }, labels, floor);
  const sql = compileSimple(fields, filters, new Set(labels.keys()), {
    minDate: input.min_date, maxDate: input.max_date, evaluationDefinitionId: input.evaluation_definition_id, locationIds: null,
  });
  const columns = fields.map((f) => ({ name: f, display_name: labels.get(f) ?? f }));
  if (plan.breakdown) {
    return { type, name, sql: breakdownSql(sql), scope, fields: [...columns, { name: 'participants', display_name: BREAKDOWN_LABELS.people }], breakdown: { k: await floor() } };
  }
  return { type, name, sql, scope, fields: columns, breakdown: null };
}

/** A json value as a table cell: objects and arrays as their JSON text. */
export const toCell = (v: unknown): ReportCell =>
  v === null || v === undefined ? null : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : JSON.stringify(v);

export function rowsOf(prepared: PreparedRun, objects: Record<string, unknown>[]): { fields: { name: string; display_name: string }[]; rows: ReportCell[][] } {
  if (prepared.fields) {
    const n = prepared.fields.length;
    return { fields: prepared.fields, rows: objects.map((o) => Array.from({ length: n }, (_, i) => toCell(o[`c${i}`]))) };
  }
  const names = objects[0] ? Object.keys(objects[0]) : [];
  return { fields: names.map((n) => ({ name: n, display_name: n })), rows: objects.map((o) => names.map((k) => toCell(o[k]))) };
}

/** A breakdown's rows as shown (answers with their people, hidden ones merged), and how many answers were hidden. */
export function breakdownRows(prepared: PreparedRun & { breakdown: { k: number } }, objects: Record<string, unknown>[]) {
  return suppressBreakdown(prepared.breakdown.k, answerCountsOf(objects));
}

export async function runReport(viewer: ReportViewer, promotionId: number, reportId: number | 'new', isCustom: boolean, input: ReportRunInput & { report_type?: ReportType }): Promise<ReportResult> {
  const prepared = await prepareRun(viewer, promotionId, reportId, isCustom, input);
  if (prepared.breakdown) {
    // One line per answer: far below the row cap.
    const { rows, suppressed } = breakdownRows({ ...prepared, breakdown: prepared.breakdown }, await runSandboxed(prepared.scope, prepared.sql, REPORT_ROW_LIMIT));
    return { fields: prepared.fields!, rows, limited: false, row_limit: REPORT_ROW_LIMIT, suppressed };
  }
  const objects = await runSandboxed(prepared.scope, prepared.sql, REPORT_ROW_LIMIT + 1);
  const limited = objects.length > REPORT_ROW_LIMIT;
  const { fields, rows } = rowsOf(prepared, limited ? objects.slice(0, REPORT_ROW_LIMIT) : objects);
  return { fields, rows, limited, row_limit: REPORT_ROW_LIMIT, suppressed: 0 };
}
