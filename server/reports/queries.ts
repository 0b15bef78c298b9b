// Reads of reports: a promotion's reports (its own and the defaults of the default promotion), the field catalogue
// (built-in fields and the promotion's own), one report inside its promotion.
import 'server-only';
import { db, type Prisma } from '@/server/db';
import type { Role } from '@/lib/roles';
import type { ReportFieldJson, ReportJson } from '@/lib/reports/types';
import type { FilterSign, ReportType } from '@/lib/reports/schemas';
import { isCustomReport, mayDeleteReport, maySaveReport } from './policy';
import { reportFieldsFor } from '@/server/privacy/report-fields';

export async function defaultPromotionId(): Promise<number | null> {
  return (await db.promotion.findFirst({ where: { is_default: true }, select: { id: true }, orderBy: { id: 'asc' } }))?.id ?? null;
}

export const reportSelect = {
  id: true, name: true, report_type: true, fields: true, sql: true, parent_id: true, as_custom: true, created_by_master: true, promotion_id: true,
  filters: { orderBy: [{ sequence: 'asc' }, { id: 'asc' }], select: { field: true, sign: true, value: true } },
} satisfies Prisma.ReportSelect;

type ReportRow = { id: number; name: string; report_type: string; fields: string[]; sql: string | null; parent_id: number | null; as_custom: boolean; created_by_master: boolean; promotion_id: number; filters: { field: string; sign: string; value: string }[] };

export function serializeReport(r: ReportRow, role: Role): ReportJson {
  return {
    id: r.id, name: r.name, report_type: r.report_type as ReportType, fields: r.fields,
    filters: r.filters.map((f) => ({ field: f.field, sign: f.sign as FilterSign, value: f.value })),
    sql: r.sql, parent_id: r.parent_id, is_custom: isCustomReport(r), as_custom: r.as_custom, created_by_master: r.created_by_master,
    promotion_id: r.promotion_id, can_save: maySaveReport(role, r), can_delete: mayDeleteReport(role, r),
  };
}

/** The promotion's reports, then the default promotion's default reports, each by name; SQL reports for masters only
 * (employer-side roles never run SQL, docs/privacy.md). */
export async function listReports(promotionId: number, role: Role): Promise<ReportJson[]> {
  const defaultId = await defaultPromotionId();
  const rows = await db.report.findMany({
    where: { OR: [{ promotion_id: promotionId }, ...(defaultId && defaultId !== promotionId ? [{ promotion_id: defaultId, as_custom: false, parent_id: null }] : [])] },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: reportSelect,
  });
  return rows.filter((r) => role === 'Master' || r.report_type !== 'SQL').map((r) => serializeReport(r, role));
}

/** A report the promotion can open: its own, or a default of the default promotion. */
export async function findReport(promotionId: number, reportId: number): Promise<ReportRow | null> {
  const row = await db.report.findUnique({ where: { id: reportId }, select: reportSelect });
  if (!row) return null;
  if (row.promotion_id === promotionId) return row;
  const defaultId = await defaultPromotionId();
  return row.promotion_id === defaultId && !row.as_custom && row.parent_id === null ? row : null;
}

/** report_fields index: the built-in fields and the promotion's own, by category then sequence; for an employer-side
 * viewer without the individual-only answers (docs/privacy.md). Without a viewer: every field (labels, compiling). */
export async function listReportFields(promotionId: number, viewerRole?: Role): Promise<ReportFieldJson[]> {
  const fields = await db.reportField.findMany({
    where: { OR: [{ promotion_id: null }, { promotion_id: promotionId }] },
    orderBy: [{ category: 'asc' }, { sequence: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, category: true, display_name: true, filter_by_dates: true },
  });
  return viewerRole ? reportFieldsFor(viewerRole, promotionId, fields) : fields;
}
