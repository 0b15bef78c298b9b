// Writes of activity collections: create, rename, delete; add, remove and create items; reorder; copy. An item is an
// activity or an area of interest of the collection's owner (its promotion, or the library for a library collection).
// In a promotion's own collection the order is the one its participants see: a reorder writes each activity's week
// and sequence too, so the participant's activity list follows at once.
import 'server-only';
import { z } from 'zod';
import { db, type Tx } from '@/server/db';
import { Conflict, Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { insertActivity, removeActivity } from '@/server/activities/admin/activities';
import { activityTranslationSelect } from '@/server/activities/translations';
import { insertArea, removeArea } from '@/server/activities/admin/areas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import { SCOPE_MESSAGES } from '@/lib/requests/messages';
import { activityWriteSchema, areaWriteSchema, type CollectionItemType } from '@/lib/program-design/schemas';
import type { ActivityCollectionDetail } from '@/lib/program-design/types';
import { findCollection } from './queries';

async function requireCollection(tx: Tx, id: number) {
  const c = await tx.activityCollection.findUnique({ where: { id }, select: { id: true, name: true, promotion_id: true } });
  if (!c) throw new NotFound(M.collectionNotFound);
  return c;
}

async function detail(tx: Tx, id: number): Promise<ActivityCollectionDetail> {
  return (await findCollection(id, tx))!;
}

async function requirePromotion(tx: Tx, promotionId: number | null): Promise<void> {
  if (promotionId === null) return;
  if (!(await tx.promotion.findUnique({ where: { id: promotionId }, select: { id: true } }))) throw new Invalid(SCOPE_MESSAGES.promotionNotFound);
}

export async function createCollection(who: AuditActor, input: { name: string; promotion_id: number | null }): Promise<ActivityCollectionDetail> {
  return db.$transaction(async (tx) => {
    await requirePromotion(tx, input.promotion_id);
    const row = await tx.activityCollection.create({ data: { name: input.name, promotion_id: input.promotion_id }, select: { id: true } });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'ActivityCollection', recordId: row.id, promotionId: input.promotion_id, after: input });
    return detail(tx, row.id);
  }, ADMIN_TRANSACTION);
}

/** Renames; the owner never changes (its items belong to it). */
export async function renameCollection(who: AuditActor, id: number, name: string): Promise<ActivityCollectionDetail> {
  return db.$transaction(async (tx) => {
    const old = await requireCollection(tx, id);
    await tx.activityCollection.update({ where: { id }, data: { name } });
    await recordAudit(tx, { ...who, action: 'update', recordType: 'ActivityCollection', recordId: id, promotionId: old.promotion_id, before: { name: old.name }, after: { name } });
    return detail(tx, id);
  }, ADMIN_TRANSACTION);
}

/** The list goes; its activities and areas stay with their owner. */
export async function deleteCollection(who: AuditActor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const old = await requireCollection(tx, id);
    await tx.activityCollection.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'ActivityCollection', recordId: id, promotionId: old.promotion_id, before: { name: old.name } });
  }, ADMIN_TRANSACTION);
}

async function ownerOfItem(tx: Tx, type: CollectionItemType, itemId: number): Promise<{ promotion_id: number | null; week_available: number | null }> {
  const row = type === 'Activity'
    ? await tx.activity.findUnique({ where: { id: itemId }, select: { promotion_id: true, week_available: true } })
    : await tx.areaOfInterest.findUnique({ where: { id: itemId }, select: { promotion_id: true } }).then((a) => (a ? { ...a, week_available: null } : null));
  if (!row) throw new NotFound(M.itemNotFound);
  return row;
}

const itemKey = (type: CollectionItemType, itemId: number) => (type === 'Activity' ? { activity_id: itemId } : { area_of_interest_id: itemId });

async function appendItem(tx: Tx, collectionId: number, type: CollectionItemType, itemId: number, week: number | null) {
  const last = await tx.activityCollectionItem.aggregate({ where: { activity_collection_id: collectionId, item_type: type }, _max: { sequence: true } });
  await tx.activityCollectionItem.create({
    data: { activity_collection_id: collectionId, item_type: type, ...itemKey(type, itemId), week_available: type === 'Activity' ? week : null, sequence: (last._max.sequence ?? 0) + 1 },
  });
}

/** PUT /aaoi_collections/{id}/add_item/{item_type}/{item_id}: at the end; an activity opens in its own week unless told. */
export async function addItem(who: AuditActor, id: number, type: CollectionItemType, itemId: number, week: number | null): Promise<ActivityCollectionDetail> {
  return db.$transaction(async (tx) => {
    const collection = await requireCollection(tx, id);
    const item = await ownerOfItem(tx, type, itemId);
    if (item.promotion_id !== collection.promotion_id) throw new Invalid(M.itemOtherProgram);
    const existing = await tx.activityCollectionItem.findFirst({ where: { activity_collection_id: id, ...itemKey(type, itemId) }, select: { id: true } });
    if (existing) throw new Conflict(M.itemAlreadyIn);
    await appendItem(tx, id, type, itemId, week ?? item.week_available);
    await recordAudit(tx, { ...who, action: 'add_item', recordType: 'ActivityCollection', recordId: id, promotionId: collection.promotion_id, after: { item_type: type, item_id: itemId, week_available: week } });
    return detail(tx, id);
  }, ADMIN_TRANSACTION);
}

/**
 * DELETE /aaoi_collections/{id}/remove_item/{item_type}/{item_id}[?override=true]: takes the item off the list; with
 * override the activity or area itself is deleted too (it must be the collection's owner's; a logged activity stays).
 */
export async function removeItem(who: AuditActor, id: number, type: CollectionItemType, itemId: number, override: boolean): Promise<ActivityCollectionDetail> {
  return db.$transaction(async (tx) => {
    const collection = await requireCollection(tx, id);
    const link = await tx.activityCollectionItem.findFirst({ where: { activity_collection_id: id, ...itemKey(type, itemId) }, select: { id: true } });
    if (!link) throw new NotFound(M.itemNotFound);
    await tx.activityCollectionItem.delete({ where: { id: link.id } });
    if (override) {
      const item = await ownerOfItem(tx, type, itemId);
      if (item.promotion_id !== collection.promotion_id) throw new Invalid(M.itemNotYours);
      if (type === 'Activity') await removeActivity(tx, who, itemId);
      else await removeArea(tx, who, itemId);
    }
    await recordAudit(tx, { ...who, action: 'remove_item', recordType: 'ActivityCollection', recordId: id, promotionId: collection.promotion_id, before: { item_type: type, item_id: itemId, override } });
    return detail(tx, id);
  }, ADMIN_TRANSACTION);
}

function parseContent<S extends z.ZodType>(schema: S, content: unknown): z.output<S> {
  const parsed = schema.safeParse(content);
  // The route wrapper's mapper answers a ZodError as 422 with readable sentences, as for a body that fails its schema.
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

/** POST /aaoi_collections/{id}/create_item/{item_type} {item_content}: a new activity or area of the owner, appended. */
export async function createItem(who: AuditActor, id: number, type: CollectionItemType, content: unknown, week: number | null): Promise<ActivityCollectionDetail> {
  const input = type === 'Activity' ? parseContent(activityWriteSchema, content) : parseContent(areaWriteSchema, content);
  return db.$transaction(async (tx) => {
    const collection = await requireCollection(tx, id);
    if (type === 'Activity') {
      const activity = await insertActivity(tx, who, collection.promotion_id, input as z.output<typeof activityWriteSchema>);
      await appendItem(tx, id, type, activity.id, week ?? activity.week_available);
    } else {
      const area = await insertArea(tx, who, collection.promotion_id, input as z.output<typeof areaWriteSchema>);
      await appendItem(tx, id, type, area.id, null);
    }
    return detail(tx, id);
  }, ADMIN_TRANSACTION);
}

/**
 * POST /aaoi_collections/{id}/reorder {sequence: [item ids], weeks?}: every activity item once, in its new order. In a
 * promotion's own collection each activity takes the item's week and position, which is the participants' order.
 */
export async function reorderActivities(who: AuditActor, id: number, order: number[], weeks: Record<string, number> = {}): Promise<ActivityCollectionDetail> {
  return db.$transaction(async (tx) => {
    const collection = await requireCollection(tx, id);
    const items = await tx.activityCollectionItem.findMany({ where: { activity_collection_id: id, item_type: 'Activity' }, select: { id: true, activity_id: true, sequence: true, week_available: true } });
    const byId = new Map(items.map((i) => [i.id, i]));
    if (order.length !== items.length || new Set(order).size !== order.length || order.some((i) => !byId.has(i))) throw new Invalid(M.reorderMismatch);
    for (const [index, itemId] of order.entries()) {
      const item = byId.get(itemId)!;
      const week = weeks[String(itemId)] ?? item.week_available;
      const sequence = index + 1;
      if (item.sequence !== sequence || item.week_available !== week) {
        await tx.activityCollectionItem.update({ where: { id: itemId }, data: { sequence, week_available: week } });
      }
      if (collection.promotion_id !== null && item.activity_id !== null) {
        await tx.activity.updateMany({ where: { id: item.activity_id, promotion_id: collection.promotion_id }, data: { sequence, ...(week ? { week_available: week } : {}) } });
      }
    }
    await recordAudit(tx, { ...who, action: 'reorder', recordType: 'ActivityCollection', recordId: id, promotionId: collection.promotion_id, before: { order: [...items].sort((a, b) => a.sequence - b.sequence).map((i) => i.id) }, after: { order } });
    return detail(tx, id);
  }, ADMIN_TRANSACTION);
}

/**
 * POST /aaoi_collections/copy/{id} {promotion_id?, name?}: a new collection owned by the target (a promotion, or the
 * library). Items already the target's are listed again; others are copied into the target first (activities with
 * their quiz, week, translations and areas of interest mapped onto the copied ones).
 */
export async function copyCollection(who: AuditActor, id: number, target: number | null, name: string | null): Promise<ActivityCollectionDetail> {
  return db.$transaction(async (tx) => {
    const source = await requireCollection(tx, id);
    await requirePromotion(tx, target);
    const items = await tx.activityCollectionItem.findMany({
      where: { activity_collection_id: id },
      orderBy: [{ item_type: 'asc' }, { sequence: 'asc' }, { id: 'asc' }],
      select: {
        item_type: true, week_available: true, sequence: true,
        area_of_interest: { select: { id: true, promotion_id: true, name: true, display: true, category: true, sequence: true } },
        activity: { select: { id: true, promotion_id: true, category: true, week_available: true, name: true, blurb: true, content: true, image_url: true, question: true, answers: true, correct_answer: true, is_logging: true, areas_of_interest: { select: { area_of_interest_id: true } }, translations: { select: activityTranslationSelect } } },
      },
    });
    const created = await tx.activityCollection.create({ data: { name: name ?? `${source.name} (copy)`, promotion_id: target }, select: { id: true } });
    const areaMap = new Map<number, number>();
    for (const item of items.filter((i) => i.area_of_interest)) {
      const a = item.area_of_interest!;
      const areaId = a.promotion_id === target ? a.id
        : (await tx.areaOfInterest.create({ data: { promotion_id: target, name: a.name, display: a.display, category: a.category, sequence: a.sequence }, select: { id: true } })).id;
      areaMap.set(a.id, areaId);
      await tx.activityCollectionItem.create({ data: { activity_collection_id: created.id, item_type: 'AreaOfInterest', area_of_interest_id: areaId, sequence: item.sequence } });
    }
    for (const item of items.filter((i) => i.activity)) {
      const a = item.activity!;
      let activityId = a.id;
      if (a.promotion_id !== target) {
        const areas = a.areas_of_interest.flatMap((x) => (areaMap.has(x.area_of_interest_id) ? [areaMap.get(x.area_of_interest_id)!] : []));
        activityId = (await tx.activity.create({
          data: {
            promotion_id: target, category: a.category, week_available: item.week_available ?? a.week_available, sequence: item.sequence,
            name: a.name, blurb: a.blurb, content: a.content, image_url: a.image_url, question: a.question, answers: a.answers,
            correct_answer: a.correct_answer, is_logging: a.is_logging, areas_of_interest: { create: areas.map((x) => ({ area_of_interest_id: x })) },
            translations: { create: a.translations },
          },
          select: { id: true },
        })).id;
      }
      await tx.activityCollectionItem.create({ data: { activity_collection_id: created.id, item_type: 'Activity', activity_id: activityId, week_available: item.week_available, sequence: item.sequence } });
    }
    await recordAudit(tx, { ...who, action: 'copy', recordType: 'ActivityCollection', recordId: created.id, promotionId: target, after: { copied_from: id, promotion_id: target, items: items.length } });
    return detail(tx, created.id);
  }, { ...ADMIN_TRANSACTION, timeout: 60_000 });
}
