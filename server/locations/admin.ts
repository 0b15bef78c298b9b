// The location tree editor (/locations/view; administration.md §3 "Location", §5 "Location save"): the nested tree,
// add, edit (name, tag, parent), delete (a location with everything below it; its users keep their accounts with no
// location), reorder and reparent by drag-and-drop (POST /locations/reorder: one parent's children in their new
// order), and a tree uploaded from CSV merged into the existing one. Every id is looked up inside its promotion; a move
// under itself or a descendant, or under another promotion's location, is 'Update Parent Location Failed'.
import 'server-only';
import { parse } from 'csv-parse/sync';
import { db, type Prisma, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { LOCATION_MESSAGES as M } from '@/lib/locations/messages';
import type { LocationReorder, LocationWrite } from '@/lib/locations/schemas';
import type { AdminLocation } from '@/lib/locations/types';
import { LocationTree, type LocationNode } from './tree';
import { lockLocationTreeSql } from './sql';

const RECORD = 'Location';

/** The promotion's tree, nested and ordered by sequence, with each location's own user count. */
export async function adminLocationTree(promotionId: number, client: Tx | typeof db = db): Promise<AdminLocation[]> {
  const rows = await client.location.findMany({
    where: { promotion_id: promotionId },
    select: { id: true, name: true, parent_location_id: true, sequence: true, tag: true, _count: { select: { users: true } } },
    orderBy: [{ sequence: 'asc' }, { id: 'asc' }],
  });
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parent_location_id, [...(byParent.get(row.parent_location_id) ?? []), row]);
  const build = (parent: number | null, depth: number): AdminLocation[] =>
    depth > 16 ? [] : (byParent.get(parent) ?? []).map((r) => ({
      id: r.id, name: r.name, promotion_id: promotionId, parent_location_id: r.parent_location_id, sequence: r.sequence, tag: r.tag,
      user_count: r._count.users, locations: build(r.id, depth + 1),
    }));
  return build(null, 0);
}

async function treeOf(tx: Tx, promotionId: number): Promise<LocationTree> {
  const rows: LocationNode[] = await tx.location.findMany({ where: { promotion_id: promotionId }, select: { id: true, name: true, parent_location_id: true, sequence: true, tag: true } });
  return new LocationTree(rows);
}

/** Serializes tree edits of one promotion (two drags at once would interleave their sequences). */
async function lockTree(tx: Tx, promotionId: number): Promise<void> {
  await lockLocationTreeSql.run(tx, promotionId);
}

/** A parent must be this promotion's and must not be the location itself or below it. */
function checkParent(tree: LocationTree, parentId: number | null, movingIds: number[]): void {
  if (parentId === null) return;
  if (!tree.get(parentId)) throw new Invalid(M.updateParent);
  for (const node of tree.upFrom(parentId)) if (movingIds.includes(node.id)) throw new Invalid(M.updateParent);
}

const nextSequence = (tree: LocationTree, parentId: number | null) => Math.max(-1, ...tree.childrenOf(parentId).map((c) => c.sequence)) + 1;

export async function createLocation(who: AuditActor, promotionId: number, input: LocationWrite): Promise<AdminLocation[]> {
  return db.$transaction(async (tx) => {
    await lockTree(tx, promotionId);
    const tree = await treeOf(tx, promotionId);
    const parentId = input.parent_location_id ?? null;
    if (parentId !== null && !tree.get(parentId)) throw new Invalid(M.save);
    const data = { name: input.name, tag: input.tag ?? null, parent_location_id: parentId, sequence: nextSequence(tree, parentId) };
    const row = await tx.location.create({ data: { promotion_id: promotionId, ...data }, select: { id: true } });
    await recordAudit(tx, { ...who, action: 'create', recordType: RECORD, recordId: row.id, promotionId, after: data });
    return adminLocationTree(promotionId, tx);
  }, ADMIN_TRANSACTION);
}

/** Name and tag; a parent_location_id present in the input moves the location (last under its new parent). */
export async function updateLocation(who: AuditActor, promotionId: number, id: number, input: LocationWrite): Promise<AdminLocation[]> {
  return db.$transaction(async (tx) => {
    await lockTree(tx, promotionId);
    const tree = await treeOf(tx, promotionId);
    const before = tree.get(id);
    if (!before) throw new NotFound(M.notFound);
    const data: Prisma.LocationUncheckedUpdateInput = { name: input.name, tag: input.tag ?? null };
    if (input.parent_location_id !== undefined && (input.parent_location_id ?? null) !== before.parent_location_id) {
      const parentId = input.parent_location_id ?? null;
      checkParent(tree, parentId, [id]);
      Object.assign(data, { parent_location_id: parentId, sequence: nextSequence(tree, parentId) });
    }
    await tx.location.update({ where: { id }, data, select: { id: true } });
    await recordAudit(tx, {
      ...who, action: 'update', recordType: RECORD, recordId: id, promotionId,
      before: { name: before.name, tag: before.tag, parent_location_id: before.parent_location_id, sequence: before.sequence },
      after: { name: input.name, tag: input.tag ?? null, parent_location_id: data.parent_location_id ?? before.parent_location_id, sequence: data.sequence ?? before.sequence },
    });
    return adminLocationTree(promotionId, tx);
  }, ADMIN_TRANSACTION);
}

/** The location and everything below it (FK cascade); users placed there keep their accounts, with no location. */
export async function deleteLocation(who: AuditActor, promotionId: number, id: number): Promise<AdminLocation[]> {
  return db.$transaction(async (tx) => {
    await lockTree(tx, promotionId);
    const tree = await treeOf(tx, promotionId);
    const before = tree.get(id);
    if (!before) throw new NotFound(M.notFound);
    await tx.location.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: RECORD, recordId: id, promotionId, before: { name: before.name, parent_location_id: before.parent_location_id } });
    return adminLocationTree(promotionId, tx);
  }, ADMIN_TRANSACTION);
}

/**
 * POST /locations/reorder: `sequence` lists the children of `parent_location_id` in their new order. A listed location
 * from elsewhere in the tree moves under that parent (the drag onto another location); the parent's children left out
 * keep their order after the listed ones.
 */
export async function reorderLocations(who: AuditActor, promotionId: number, input: LocationReorder): Promise<AdminLocation[]> {
  const ids = input.sequence;
  if (new Set(ids).size !== ids.length) throw new Invalid(M.updateParent);
  return db.$transaction(async (tx) => {
    await lockTree(tx, promotionId);
    const tree = await treeOf(tx, promotionId);
    if (ids.some((id) => !tree.get(id))) throw new Invalid(M.updateParent);
    checkParent(tree, input.parent_location_id, ids);
    const rest = tree.childrenOf(input.parent_location_id).filter((c) => !ids.includes(c.id)).sort((a, b) => a.sequence - b.sequence || a.id - b.id);
    const order = [...ids, ...rest.map((c) => c.id)];
    for (const [sequence, id] of order.entries()) {
      const node = tree.get(id)!;
      if (node.sequence === sequence && node.parent_location_id === input.parent_location_id) continue;
      await tx.location.update({ where: { id }, data: { sequence, parent_location_id: input.parent_location_id }, select: { id: true } });
      if (node.parent_location_id !== input.parent_location_id) {
        await recordAudit(tx, { ...who, action: 'update', recordType: RECORD, recordId: id, promotionId, before: { parent_location_id: node.parent_location_id, sequence: node.sequence }, after: { parent_location_id: input.parent_location_id, sequence } });
      }
    }
    return adminLocationTree(promotionId, tx);
  }, ADMIN_TRANSACTION);
}

/**
 * POST /promotions/{id}/locations (CSV): each row is a path from the top level down ("Region,Office"), at most three
 * levels; a header row starting 'Level' or 'Location' is skipped. Names already at that place (case-insensitive) are
 * reused, new ones added last, so uploading the same file twice changes nothing. Answers the new tree.
 */
export async function uploadLocationTree(who: AuditActor, promotionId: number, text: string): Promise<AdminLocation[]> {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new Invalid(M.uploadKind);
  }
  if (rows[0] && /^(level|location)/i.test(rows[0][0] ?? '')) rows = rows.slice(1);
  const paths: string[][] = [];
  for (const [i, row] of rows.entries()) {
    const cells = row.map((c) => c.slice(0, 120));
    const firstBlank = cells.findIndex((c) => c === '');
    const path = firstBlank === -1 ? cells : cells.slice(0, firstBlank);
    if (cells.slice(path.length).some((c) => c !== '')) throw new Invalid(M.uploadBlankLevel(i + 1));
    if (path.length > LOCATION_LEVELS) throw new Invalid(M.uploadTooDeep(i + 1, LOCATION_LEVELS));
    if (path.length > 0) paths.push(path);
  }
  if (paths.length === 0) throw new Invalid(M.uploadEmpty);
  return db.$transaction(async (tx) => {
    await lockTree(tx, promotionId);
    const tree = await treeOf(tx, promotionId);
    // Children by (parent, lower-cased name), including the ones this upload creates.
    const known = new Map<string, number>();
    const next = new Map<number | null, number>();
    const keyOf = (parent: number | null, name: string) => `${parent ?? 0}:${name.toLowerCase()}`;
    for (const id of tree.ids()) {
      const n = tree.get(id)!;
      known.set(keyOf(n.parent_location_id, n.name), n.id);
    }
    let created = 0;
    for (const path of paths) {
      let parent: number | null = null;
      for (const name of path) {
        const key = keyOf(parent, name);
        let id = known.get(key);
        if (id === undefined) {
          const sequence: number = next.get(parent) ?? nextSequence(tree, parent);
          next.set(parent, sequence + 1);
          const made: { id: number } = await tx.location.create({ data: { promotion_id: promotionId, name, parent_location_id: parent, sequence }, select: { id: true } });
          id = made.id;
          known.set(key, id);
          created += 1;
        }
        parent = id;
      }
    }
    await recordAudit(tx, { ...who, action: 'upload', recordType: RECORD, recordId: promotionId, promotionId, after: { rows: paths.length, created } });
    return adminLocationTree(promotionId, tx);
  }, ADMIN_TRANSACTION);
}
