// The SCIM Users endpoint's operations (RFC 7644 §3), inside one organization: list with filter and paging, read,
// create, replace, patch and delete. Each write and its eligibility records commit together.
import 'server-only';
import { scimPatch, type ScimPatchOperation } from 'scim-patch';
import { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS, scimUserSchema, type ScimPatchInput, type ScimUserInput } from '@/lib/scim/schemas';
import { ScimError, scimNotFound } from './errors';
import { parseScimFilter, whereOfFilter } from './filter';
import { projectScimResource, type Projection } from './projection';
import { syncEligibility } from './provisioning';
import { columnsOf, toScimUser, type ScimUserColumns, type ScimUserRow } from './resource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ListQuery extends Projection {
  filter?: string;
  startIndex?: number;
  count?: number;
}

export async function listScimUsers(organizationId: number, query: ListQuery, baseUrl: string) {
  const where: Prisma.ScimUserWhereInput = { organization_id: organizationId };
  if (query.filter?.trim()) where.AND = [await whereOfFilter(organizationId, parseScimFilter(query.filter))];
  // RFC 7644 §3.4.2.4: 1-based; below 1 reads as 1. count: negative reads as 0; above the maximum, the maximum.
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, query.count ?? SCIM_MAX_RESULTS));
  const [total, rows] = await Promise.all([
    db.scimUser.count({ where }),
    count === 0 ? Promise.resolve([]) : db.scimUser.findMany({ where, orderBy: [{ created_at: 'asc' }, { id: 'asc' }], skip: startIndex - 1, take: count }),
  ]);
  return {
    schemas: [SCIM_SCHEMAS.listResponse],
    totalResults: total,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => projectScimResource(toScimUser(row, baseUrl), query)),
  };
}

async function findRow(organizationId: number, id: string, tx: Tx = db): Promise<ScimUserRow & { suspended_user_ids: number[] }> {
  const row = UUID.test(id) ? await tx.scimUser.findFirst({ where: { id, organization_id: organizationId } }) : null;
  if (!row) throw scimNotFound(id);
  return row;
}

export async function getScimUser(organizationId: number, id: string, baseUrl: string, projection: Projection = {}) {
  return projectScimResource(toScimUser(await findRow(organizationId, id), baseUrl), projection);
}

async function refuseTakenUserName(tx: Tx, organizationId: number, userName: string, exceptId?: string) {
  const taken = await tx.scimUser.findFirst({
    where: { organization_id: organizationId, user_name: { equals: userName, mode: 'insensitive' }, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new ScimError(409, `userName "${userName}" is already in use.`, 'uniqueness');
}

/** The unique index on (organization_id, lower(user_name)) settles a race two creates both passed. */
async function uniquely<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new ScimError(409, 'userName is already in use.', 'uniqueness');
    }
    throw error;
  }
}

const stored = (c: ScimUserColumns) => ({ ...c, emails: c.emails as unknown as Prisma.InputJsonValue });

export async function createScimUser(organizationId: number, input: ScimUserInput, baseUrl: string) {
  const columns = columnsOf(input);
  const row = await uniquely(() => db.$transaction(async (tx) => {
    await refuseTakenUserName(tx, organizationId, columns.user_name);
    const suspended = await syncEligibility(tx, organizationId, null, columns);
    return tx.scimUser.create({ data: { organization_id: organizationId, ...stored(columns), suspended_user_ids: suspended } });
  }));
  return toScimUser(row, baseUrl);
}

async function replaceColumns(organizationId: number, id: string, next: (current: ScimUserRow) => ScimUserColumns) {
  return uniquely(() => db.$transaction(async (tx) => {
    const current = await findRow(organizationId, id, tx);
    const columns = next(current);
    if (columns.user_name.toLowerCase() !== current.user_name.toLowerCase()) await refuseTakenUserName(tx, organizationId, columns.user_name, id);
    const suspended = await syncEligibility(tx, organizationId, current, columns);
    return tx.scimUser.update({ where: { id }, data: { ...stored(columns), suspended_user_ids: suspended } });
  }));
}

/** PUT: the resource as sent replaces the stored one (attributes left out are cleared; `active` left out stays true). */
export async function replaceScimUser(organizationId: number, id: string, input: ScimUserInput, baseUrl: string) {
  const columns = columnsOf(input);
  return toScimUser(await replaceColumns(organizationId, id, () => columns), baseUrl);
}

function patchError(error: unknown): ScimError {
  const name = error instanceof Error ? error.constructor.name : '';
  const detail = error instanceof Error ? error.message : 'The patch could not be applied.';
  if (name === 'NoTarget' || name === 'FilterArrayTargetNotFound' || name === 'FilterOnEmptyArray') return new ScimError(400, detail, 'noTarget');
  if (name === 'NoPathInScimPatchOp' || name === 'InvalidRemoveOpPath') return new ScimError(400, detail, 'invalidPath');
  return new ScimError(400, detail, 'invalidValue');
}

/**
 * PATCH: the operations are applied by scim-patch to the resource as this service shows it, then the result is read
 * like a PUT. Paths into attributes this service does not keep (the enterprise extension) change nothing.
 */
export async function patchScimUser(organizationId: number, id: string, patch: ScimPatchInput, baseUrl: string) {
  const row = await replaceColumns(organizationId, id, (current) => {
    const resource = { ...toScimUser(current, baseUrl), meta: { created: current.created_at, lastModified: current.updated_at } };
    const operations = patch.Operations.map((o) => ({ ...o, op: o.op.toLowerCase() })) as ScimPatchOperation[];
    for (const operation of operations) {
      if (!['add', 'replace', 'remove'].includes(operation.op)) throw new ScimError(400, `Unknown op "${operation.op}".`, 'invalidSyntax');
    }
    let patched: unknown;
    try {
      patched = scimPatch(resource, operations, { mutateDocument: false, treatMissingAsAdd: true });
    } catch (error) {
      throw patchError(error);
    }
    const parsed = scimUserSchema.safeParse(patched);
    if (!parsed.success) throw new ScimError(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'resource'}: ${i.message}`).join(' '), 'invalidValue');
    return columnsOf(parsed.data);
  });
  return toScimUser(row, baseUrl);
}

/** DELETE: the SCIM user goes, its records with it; the participant's account stays (locked, data kept). */
export async function deleteScimUser(organizationId: number, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const current = await findRow(organizationId, id, tx);
    await syncEligibility(tx, organizationId, current, null);
    await tx.scimUser.delete({ where: { id } });
  });
}
