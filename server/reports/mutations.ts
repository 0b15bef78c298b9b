// Saving and deleting reports (administration.md §6 "Reports"; policy.ts): a new report is saved as custom, or as
// default when a master works on the default promotion; switching the layout keeps only that layout's part (Simple:
// fields and filters; SQL: the text). Each write is audited in its transaction.
import 'server-only';
import { db } from '@/server/db';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import type { Role } from '@/lib/roles';
import { REPORT_MESSAGES as M, type ReportWrite } from '@/lib/reports/schemas';
import type { ReportJson } from '@/lib/reports/types';
import { mayDeleteReport, maySaveReport, mayWriteSql } from './policy';
import { defaultPromotionId, findReport, listReportFields, reportSelect, serializeReport } from './queries';

export interface ReportActor {
  actorId: number;
  ip: string | null;
  role: Role;
}

const TX = { maxWait: 10_000, timeout: 20_000 };

/** The stored shape of a write: one layout's part only, fields known to the catalogue, no empty filter. */
async function normalize(promotionId: number, body: ReportWrite, role: Role, previousSql: string | null) {
  if (body.report_type === 'SQL') {
    const sql = body.sql?.trim() ?? '';
    if (!sql) throw new Invalid(M.sqlRequired);
    if (sql !== (previousSql ?? '').trim() && !mayWriteSql(role)) throw new Forbidden(M.sqlMasterOnly);
    return { report_type: 'SQL', sql, fields: [] as string[], filters: [] as { field: string; sign: string; value: string }[] };
  }
  const known = new Set((await listReportFields(promotionId)).map((f) => f.name));
  if (body.fields.length === 0) throw new Invalid(M.fieldsRequired);
  for (const f of [...body.fields, ...body.filters.map((x) => x.field)]) if (!known.has(f)) throw new Invalid(M.unknownField(f));
  for (const f of body.filters) if (!f.field || !f.value.trim()) throw new Invalid(M.incompleteFilter);
  return { report_type: 'Simple', sql: null, fields: body.fields, filters: body.filters };
}

const auditShape = (r: { name: string; report_type: string; fields: string[]; sql: string | null }) => ({ name: r.name, report_type: r.report_type, fields: r.fields.join(', '), sql: r.sql });

export async function createReport(who: ReportActor, promotionId: number, body: ReportWrite): Promise<ReportJson> {
  if (!maySaveReport(who.role, null)) throw new Forbidden(M.saveNotAllowed);
  const data = await normalize(promotionId, body, who.role, null);
  if (body.parent_id && !(await findReport(promotionId, body.parent_id))) throw new NotFound(M.notFound);
  const asDefault = who.role === 'Master' && promotionId === (await defaultPromotionId());
  const row = await db.$transaction(async (tx) => {
    const created = await tx.report.create({
      data: {
        promotion_id: promotionId, name: body.name, report_type: data.report_type, fields: data.fields, sql: data.sql,
        parent_id: body.parent_id ?? null, as_custom: !asDefault, created_by_master: who.role === 'Master', created_by_id: who.actorId,
        filters: { create: data.filters.map((f, i) => ({ ...f, sequence: i + 1 })) },
      },
      select: reportSelect,
    });
    await recordAudit(tx, { actorId: who.actorId, ip: who.ip, action: 'create', recordType: 'Report', recordId: created.id, promotionId, after: auditShape(created) });
    return created;
  }, TX);
  return serializeReport(row, who.role);
}

export async function updateReport(who: ReportActor, promotionId: number, reportId: number, body: ReportWrite): Promise<ReportJson> {
  const existing = await findReport(promotionId, reportId);
  if (!existing) throw new NotFound(M.notFound);
  if (!maySaveReport(who.role, existing)) throw new Forbidden(M.saveNotAllowed);
  const data = await normalize(promotionId, body, who.role, existing.sql);
  const row = await db.$transaction(async (tx) => {
    await tx.reportFilter.deleteMany({ where: { report_id: reportId } });
    const updated = await tx.report.update({
      where: { id: reportId },
      data: {
        name: body.name, report_type: data.report_type, fields: data.fields, sql: data.sql,
        filters: { create: data.filters.map((f, i) => ({ ...f, sequence: i + 1 })) },
      },
      select: reportSelect,
    });
    await recordAudit(tx, { actorId: who.actorId, ip: who.ip, action: 'update', recordType: 'Report', recordId: reportId, promotionId, before: auditShape(existing), after: auditShape(updated) });
    return updated;
  }, TX);
  return serializeReport(row, who.role);
}

export async function deleteReport(who: ReportActor, promotionId: number, reportId: number): Promise<void> {
  const existing = await findReport(promotionId, reportId);
  if (!existing) throw new NotFound(M.notFound);
  if (!mayDeleteReport(who.role, existing)) throw new Forbidden(M.deleteFailed);
  await db.$transaction(async (tx) => {
    await tx.report.delete({ where: { id: reportId } });
    await recordAudit(tx, { actorId: who.actorId, ip: who.ip, action: 'delete', recordType: 'Report', recordId: reportId, promotionId: existing.promotion_id, before: auditShape(existing) });
  }, TX);
}
