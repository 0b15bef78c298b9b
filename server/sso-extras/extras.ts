// SSO extras of a promotion (administration.md §3 "SSO extra"; /ssoextra?extraId): an attribute of the SSO assertion,
// its data type (default string) and where it is stored on the user (default custom_fields.{name}). CRUD for masters;
// every row is looked up inside its promotion.
import 'server-only';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { defaultSsoExtraPath, SSO_EXTRA_MESSAGES as M, type SsoExtra, type SsoExtraDataType } from '@/lib/sso-extras/types';
import type { SsoExtraWrite } from '@/lib/sso-extras/schemas';

const RECORD = 'SsoExtra';
const select = { id: true, promotion_id: true, name: true, data_type: true, path: true } as const;
type Row = { id: number; promotion_id: number; name: string | null; data_type: string; path: string };

// CHECK sso_extras_data_type_check holds data_type to SSO_EXTRA_DATA_TYPES.
const serialize = (row: Row): SsoExtra => ({ ...row, data_type: row.data_type as SsoExtraDataType });

export async function listSsoExtras(promotionId: number): Promise<SsoExtra[]> {
  return (await db.ssoExtra.findMany({ where: { promotion_id: promotionId }, select, orderBy: { id: 'asc' } })).map(serialize);
}

export async function findSsoExtra(promotionId: number, id: number): Promise<SsoExtra> {
  const row = await db.ssoExtra.findFirst({ where: { id, promotion_id: promotionId }, select });
  if (!row) throw new NotFound(M.load);
  return serialize(row);
}

function fieldsOf(input: SsoExtraWrite) {
  const path = input.path ?? (input.name ? defaultSsoExtraPath(input.name.replace(/[^A-Za-z0-9_]/g, '_')) : null);
  if (!path) throw new Invalid(M.pathRequired);
  return { name: input.name ?? null, data_type: input.data_type, path };
}

export async function createSsoExtra(who: AuditActor, promotionId: number, input: SsoExtraWrite): Promise<SsoExtra> {
  const data = fieldsOf(input);
  return db.$transaction(async (tx) => {
    const row = await tx.ssoExtra.create({ data: { promotion_id: promotionId, ...data }, select });
    await recordAudit(tx, { ...who, action: 'create', recordType: RECORD, recordId: row.id, promotionId, after: data });
    return serialize(row);
  }, ADMIN_TRANSACTION);
}

export async function updateSsoExtra(who: AuditActor, promotionId: number, id: number, input: SsoExtraWrite): Promise<SsoExtra> {
  const data = fieldsOf(input);
  return db.$transaction(async (tx) => {
    const before = await tx.ssoExtra.findFirst({ where: { id, promotion_id: promotionId }, select });
    if (!before) throw new NotFound(M.save);
    const row = await tx.ssoExtra.update({ where: { id }, data, select });
    await recordAudit(tx, { ...who, action: 'update', recordType: RECORD, recordId: id, promotionId, before: { name: before.name, data_type: before.data_type, path: before.path }, after: data });
    return serialize(row);
  }, ADMIN_TRANSACTION);
}

export async function deleteSsoExtra(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.ssoExtra.findFirst({ where: { id, promotion_id: promotionId }, select });
    if (!before) throw new NotFound(M.delete);
    await tx.ssoExtra.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: RECORD, recordId: id, promotionId, before: { name: before.name, data_type: before.data_type, path: before.path } });
  }, ADMIN_TRANSACTION);
}
