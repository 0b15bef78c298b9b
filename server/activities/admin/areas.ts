// Areas of interest of a promotion (or of the library): the prestart choices participants pick from.
import 'server-only';
import { db, type Tx } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { AreaWrite } from '@/lib/program-design/schemas';
import type { AdminArea } from '@/lib/program-design/types';

export const adminAreaSelect = { id: true, promotion_id: true, name: true, display: true, category: true, sequence: true } as const;

/** areas_of_interest (promotion_id, sequence) */
export function listAdminAreas(promotionId: number | null): Promise<AdminArea[]> {
  return db.areaOfInterest.findMany({ where: { promotion_id: promotionId }, select: adminAreaSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] });
}

export function findAdminArea(id: number): Promise<AdminArea | null> {
  return db.areaOfInterest.findUnique({ where: { id }, select: adminAreaSelect });
}

export async function insertArea(tx: Tx, who: AuditActor, promotionId: number | null, input: AreaWrite): Promise<AdminArea> {
  const row = await tx.areaOfInterest.create({ data: { ...input, promotion_id: promotionId }, select: adminAreaSelect });
  await recordAudit(tx, { ...who, action: 'create', recordType: 'AreaOfInterest', recordId: row.id, promotionId, after: input });
  return row;
}

export function createArea(who: AuditActor, promotionId: number | null, input: AreaWrite): Promise<AdminArea> {
  return db.$transaction((tx) => insertArea(tx, who, promotionId, input), ADMIN_TRANSACTION);
}

export async function updateArea(who: AuditActor, id: number, input: AreaWrite): Promise<AdminArea> {
  return db.$transaction(async (tx) => {
    const old = await tx.areaOfInterest.findUnique({ where: { id }, select: adminAreaSelect });
    if (!old) throw new NotFound(M.areaNotFound);
    const row = await tx.areaOfInterest.update({ where: { id }, data: input, select: adminAreaSelect });
    const { id: _id, promotion_id, ...before } = old;
    void _id;
    await recordAudit(tx, { ...who, action: 'update', recordType: 'AreaOfInterest', recordId: id, promotionId: promotion_id, before, after: input });
    return row;
  }, ADMIN_TRANSACTION);
}

/** Participants' choices of the area go with it (user_interests cascade). */
export async function removeArea(tx: Tx, who: AuditActor, id: number): Promise<void> {
  const old = await tx.areaOfInterest.findUnique({ where: { id }, select: adminAreaSelect });
  if (!old) throw new NotFound(M.areaNotFound);
  await tx.areaOfInterest.delete({ where: { id } });
  await recordAudit(tx, { ...who, action: 'delete', recordType: 'AreaOfInterest', recordId: id, promotionId: old.promotion_id, before: old });
}

export async function deleteArea(who: AuditActor, id: number): Promise<void> {
  await db.$transaction((tx) => removeArea(tx, who, id), ADMIN_TRANSACTION);
}
