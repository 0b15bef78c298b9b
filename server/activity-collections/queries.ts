// Reads of activity collections (aaoi_collections): a named list of activities (each with the week it opens) and
// areas of interest, owned by one promotion or, with no promotion, part of the library.
import 'server-only';
import { db, type Prisma, type DbClient } from '@/server/db';
import type { ActivityCollectionDetail, ActivityCollectionSummary, CollectionItem } from '@/lib/program-design/types';
import type { CollectionItemType } from '@/lib/program-design/schemas';

const summarySelect = {
  id: true, name: true, promotion_id: true, promotion: { select: { name: true } },
} satisfies Prisma.ActivityCollectionSelect;

export const itemSelect = {
  id: true, item_type: true, activity_id: true, area_of_interest_id: true, week_available: true, sequence: true,
  activity: { select: { name: true, category: true, promotion_id: true } },
  area_of_interest: { select: { name: true, display: true, promotion_id: true } },
} satisfies Prisma.ActivityCollectionItemSelect;

type ItemRow = Prisma.ActivityCollectionItemGetPayload<{ select: typeof itemSelect }>;

export function serializeItem(i: ItemRow): CollectionItem {
  const isActivity = i.item_type === 'Activity';
  return {
    id: i.id,
    item_type: i.item_type as CollectionItemType,
    item_id: (isActivity ? i.activity_id : i.area_of_interest_id)!,
    name: (isActivity ? i.activity?.name : i.area_of_interest?.name) ?? '',
    detail: (isActivity ? i.activity?.category : i.area_of_interest?.display) ?? null,
    week_available: i.week_available,
    sequence: i.sequence,
    promotion_id: (isActivity ? i.activity?.promotion_id : i.area_of_interest?.promotion_id) ?? null,
  };
}

export interface CollectionFilter {
  all?: boolean;
  promotion_id?: number;
}

/** GET /aaoi_collections: the library's (default), one promotion's (promotion_id), or every one (all=true). */
export async function listCollections(filter: CollectionFilter): Promise<ActivityCollectionSummary[]> {
  const where: Prisma.ActivityCollectionWhereInput = filter.all ? {} : { promotion_id: filter.promotion_id ?? null };
  const rows = await db.activityCollection.findMany({ where, select: summarySelect, orderBy: [{ promotion_id: { sort: 'asc', nulls: 'first' } }, { name: 'asc' }, { id: 'asc' }] });
  const counts = rows.length
    ? await db.activityCollectionItem.groupBy({ by: ['activity_collection_id', 'item_type'], where: { activity_collection_id: { in: rows.map((r) => r.id) } }, _count: { _all: true } })
    : [];
  const countOf = (id: number, type: CollectionItemType) => counts.find((c) => c.activity_collection_id === id && c.item_type === type)?._count._all ?? 0;
  return rows.map((r) => ({
    id: r.id, name: r.name, promotion_id: r.promotion_id, promotion_name: r.promotion?.name ?? null,
    activity_count: countOf(r.id, 'Activity'), area_count: countOf(r.id, 'AreaOfInterest'),
  }));
}

/** One collection with its items in order: activities by week then sequence, areas by sequence. */
export async function findCollection(id: number, client: DbClient = db): Promise<ActivityCollectionDetail | null> {
  const row = await client.activityCollection.findUnique({
    where: { id },
    select: { ...summarySelect, items: { select: itemSelect, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] } },
  });
  if (!row) return null;
  const items = row.items.map(serializeItem);
  const activities = items.filter((i) => i.item_type === 'Activity');
  const areas = items.filter((i) => i.item_type === 'AreaOfInterest');
  return {
    id: row.id, name: row.name, promotion_id: row.promotion_id, promotion_name: row.promotion?.name ?? null,
    activity_count: activities.length, area_count: areas.length, activities, areas_of_interest: areas,
  };
}

/** The owners a collection can have or be copied into: the library (null) and every promotion, by name. */
export function promotionChoices(): Promise<{ id: number; name: string }[]> {
  return db.promotion.findMany({ where: { deleted_at: null }, select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** What may be added to a collection: its owner's activities and areas of interest. */
export async function itemChoices(promotionId: number | null) {
  const [activities, areas] = await Promise.all([
    db.activity.findMany({ where: { promotion_id: promotionId }, select: { id: true, name: true, week_available: true }, orderBy: [{ week_available: 'asc' }, { sequence: 'asc' }, { id: 'asc' }] }),
    db.areaOfInterest.findMany({ where: { promotion_id: promotionId }, select: { id: true, name: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] }),
  ]);
  return { activities, areas: areas.map((a) => ({ ...a, week_available: null })) };
}
