// Eligibility records of a promotion, as its administrators manage them (administration.md §3-5 "Eligibility"): the
// index with search and paging, create, edit, reset (clears user_id) and delete. Every row is looked up inside its
// promotion, so another promotion's id is 'Invalid {label}.' (404), never a change. The identifier's messages name
// the promotion's own label (content eligibility/label, default 'Employee ID').
import 'server-only';
import { db, type Prisma, type Tx, type DbClient } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { toPage, type Page } from '@/server/platform/pagination';
import { eligibilityMessages } from '@/lib/eligibility/messages';
import { ELIGIBILITY_PAGE_SIZE } from '@/lib/eligibility/constants';
import type { EligibilityListQuery, EligibilityWrite } from '@/lib/eligibility/schemas';
import type { AdminEligibility } from '@/lib/eligibility/types';
import { eligibilityLabel } from '../queries';
import { adminEligibilitySelect, serializeAdminEligibility } from './serialize';
import { eligibilityReachWhere } from '@/server/privacy/eligibility-reach';

const RECORD = 'Eligibility';

export interface EligibilityPage {
  rows: AdminEligibility[];
  total: number;
  registered: number;
  label: string;
  page: Page;
}

function searchWhere(promotionId: number, search: string | undefined): Prisma.EligibilityWhereInput {
  if (!search) return { promotion_id: promotionId };
  const contains = { contains: search, mode: 'insensitive' as const };
  return { promotion_id: promotionId, OR: [{ identifier: contains }, { first_name: contains }, { last_name: contains }, { email: contains }] };
}

/** GET /eligibilities: newest first, matching the search in identifier, names or email. */
export async function listEligibilities(promotionId: number, query: Pick<EligibilityListQuery, 'search' | 'page' | 'page_size'>, reach: number[] | null = null): Promise<EligibilityPage> {
  // page_size 0 ("all") is capped by the schema's maximum: a list of 100,000 rows is never one answer.
  const page = toPage({ page: query.page, page_size: query.page_size || ELIGIBILITY_PAGE_SIZE }, ELIGIBILITY_PAGE_SIZE);
  // A location or regional coordinator's reach narrows the list, the search and the counts alike.
  const where = { AND: [searchWhere(promotionId, query.search), eligibilityReachWhere(reach)] };
  const [rows, total, registered, label] = await Promise.all([
    db.eligibility.findMany({ where, select: adminEligibilitySelect, orderBy: [{ created_at: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
    db.eligibility.count({ where }),
    db.eligibility.count({ where: { promotion_id: promotionId, user_id: { not: null }, ...eligibilityReachWhere(reach) } }),
    eligibilityLabel(promotionId),
  ]);
  return { rows: rows.map(serializeAdminEligibility), total, registered, label, page };
}

async function requireRecord(client: DbClient, promotionId: number, id: number, reach: number[] | null = null) {
  const row = await client.eligibility.findFirst({ where: { id, promotion_id: promotionId, ...eligibilityReachWhere(reach) }, select: adminEligibilitySelect });
  if (!row) throw new NotFound(eligibilityMessages(await eligibilityLabel(promotionId)).invalid);
  return row;
}

export async function findEligibility(promotionId: number, id: number, reach: number[] | null = null): Promise<AdminEligibility> {
  return serializeAdminEligibility(await requireRecord(db, promotionId, id, reach));
}

/** The identifier trimmed, or '{label} is required.'. */
async function identifierOf(promotionId: number, input: EligibilityWrite): Promise<string> {
  const identifier = input.identifier?.trim() ?? '';
  if (!identifier) throw new Invalid(eligibilityMessages(await eligibilityLabel(promotionId)).required);
  return identifier;
}

async function refuseTaken(tx: Tx, promotionId: number, identifier: string, exceptId: number | null) {
  const taken = await tx.eligibility.findFirst({ where: { promotion_id: promotionId, identifier, id: exceptId ? { not: exceptId } : undefined }, select: { id: true } });
  if (taken) throw new Invalid(eligibilityMessages(await eligibilityLabel(promotionId)).inUse);
}

const fieldsOf = (identifier: string, input: EligibilityWrite) => ({
  identifier, first_name: input.first_name ?? null, last_name: input.last_name ?? null, email: input.email ?? null,
});

/** A unique violation that slipped between the check and the write (two saves at once) is the same 422. */
async function inUseOnConflict<T>(promotionId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new Invalid(eligibilityMessages(await eligibilityLabel(promotionId)).inUse);
    throw error;
  }
}

export async function createEligibility(who: AuditActor, promotionId: number, input: EligibilityWrite): Promise<AdminEligibility> {
  const identifier = await identifierOf(promotionId, input);
  return inUseOnConflict(promotionId, () =>
    db.$transaction(async (tx) => {
      await refuseTaken(tx, promotionId, identifier, null);
      const data = fieldsOf(identifier, input);
      const row = await tx.eligibility.create({ data: { promotion_id: promotionId, ...data }, select: adminEligibilitySelect });
      await recordAudit(tx, { ...who, action: 'create', recordType: RECORD, recordId: row.id, promotionId, after: data });
      return serializeAdminEligibility(row);
    }, ADMIN_TRANSACTION),
  );
}

export async function updateEligibility(who: AuditActor, promotionId: number, id: number, input: EligibilityWrite): Promise<AdminEligibility> {
  const identifier = await identifierOf(promotionId, input);
  await requireRecord(db, promotionId, id);
  return inUseOnConflict(promotionId, () =>
    db.$transaction(async (tx) => {
      const before = await requireRecord(tx, promotionId, id);
      await refuseTaken(tx, promotionId, identifier, id);
      const data = fieldsOf(identifier, input);
      const row = await tx.eligibility.update({ where: { id }, data, select: adminEligibilitySelect });
      await recordAudit(tx, { ...who, action: 'update', recordType: RECORD, recordId: id, promotionId, before: fieldsOf(before.identifier, before), after: data });
      return serializeAdminEligibility(row);
    }, ADMIN_TRANSACTION),
  );
}

/** Reset: the record is free to register with again (user_id cleared); the account itself is untouched. */
export async function resetEligibility(who: AuditActor, promotionId: number, id: number): Promise<AdminEligibility> {
  // A miss is answered before a transaction is asked for (a burst of bad ids must not queue for connections).
  await requireRecord(db, promotionId, id);
  return db.$transaction(async (tx) => {
    const before = await requireRecord(tx, promotionId, id);
    const row = await tx.eligibility.update({ where: { id }, data: { user_id: null }, select: adminEligibilitySelect });
    await recordAudit(tx, { ...who, action: 'reset', recordType: RECORD, recordId: id, promotionId, before: { user_id: before.user_id }, after: { user_id: null } });
    return serializeAdminEligibility(row);
  }, ADMIN_TRANSACTION);
}

export async function deleteEligibility(who: AuditActor, promotionId: number, id: number): Promise<void> {
  await requireRecord(db, promotionId, id);
  await db.$transaction(async (tx) => {
    const before = await requireRecord(tx, promotionId, id);
    await tx.eligibility.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: RECORD, recordId: id, promotionId, before: { ...fieldsOf(before.identifier, before), user_id: before.user_id } });
  }, ADMIN_TRANSACTION);
}
