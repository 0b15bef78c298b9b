// Reads of duos. A duo is the user's whichever side of it they are on; another promotion's duo, or one of other
// people, is not found. The list, the templates, the friend picker and the pair-me status (lib/duos/types.ts).
import { db } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { MAX_DUOS } from '@/lib/duos/constants';
import type { Duo, DuoFriend, DuoList, DuoTemplate, PairQueueItem, PairStatus } from '@/lib/duos/types';
import { duoCountsSql, duoFriendsSql, duoProgressSql } from './sql';
import { duoSelect, serializeDuo, serializeDuoFriend, serializeTemplate, templateSelect, type DuoRow } from './serialize';

export type { DuoRow } from './serialize';

/** Completed duos of a user in a promotion; duos (sender_id, state) / (receiver_id, state). */
export function countCompletedDuos(userId: number, promotionId: number): Promise<number> {
  return db.duo.count({ where: { promotion_id: promotionId, state: 'completed', OR: [{ sender_id: userId }, { receiver_id: userId }] } });
}

const mine = (promotionId: number, userId: number) => ({ promotion_id: promotionId, OR: [{ sender_id: userId }, { receiver_id: userId }] });

/** One duo of the caller (either side), or null: another promotion's or other people's duo is not found. */
export function findDuoRow(promotionId: number, userId: number, id: number) {
  return db.duo.findFirst({ where: { id, ...mine(promotionId, userId) }, select: duoSelect });
}

/** The duos as the caller sees them, with the completion rule's numbers read for all of them at once. */
export async function serializeDuosFor(promotion: ResolvedPromotion, userId: number, rows: DuoRow[]): Promise<Duo[]> {
  if (rows.length === 0) return [];
  const progress = await duoProgressSql.all(db, rows.map((r) => r.id), promotion.timeline.current_date);
  const byId = new Map(progress.map((p) => [p.id, p]));
  return rows.map((r) => serializeDuo(r, userId, byId.get(r.id)));
}

export async function findDuo(promotion: ResolvedPromotion, userId: number, id: number): Promise<Duo | null> {
  const row = await findDuoRow(promotion.id, userId, id);
  return row ? (await serializeDuosFor(promotion, userId, [row]))[0]! : null;
}

/** Duos counting toward each person's limit (see duoCountsSql). */
export async function duoCounts(promotionId: number, userIds: number[], tx: Parameters<typeof duoCountsSql.all>[0] = db): Promise<Map<number, number>> {
  const rows = await duoCountsSql.all(tx, promotionId, userIds);
  return new Map(rows.map((r) => [r.user_id, r.duo_count]));
}

/**
 * GET /duos: the spec's array whose first element carries has_friends and the groups 2 completed (newest first),
 * 3 in progress (started: accepted or active, newest first), 4 in queue (invitations not answered yet, sent or
 * received, newest first, then the caller's waiting pair-me entry).
 */
export async function listDuos(promotion: ResolvedPromotion, userId: number): Promise<DuoList> {
  const [rows, queued, friend, counts] = await Promise.all([
    db.duo.findMany({ where: mine(promotion.id, userId), select: duoSelect, orderBy: [{ created_at: 'desc' }, { id: 'desc' }] }),
    db.duoPairQueue.findFirst({ where: { user_id: userId, promotion_id: promotion.id, state: 'queued' }, select: { id: true, created_at: true } }),
    db.friendship.findFirst({
      where: { promotion_id: promotion.id, status: 'A', friendee_id: { not: null }, OR: [{ friender_id: userId }, { friendee_id: userId }] },
      select: { id: true },
    }),
    duoCounts(promotion.id, [userId]),
  ]);
  const duos = await serializeDuosFor(promotion, userId, rows);
  const time = (s: string | null) => (s ? Date.parse(s) : 0);
  const completed = duos.filter((d) => d.state === 'completed').sort((a, b) => time(b.completed_at) - time(a.completed_at));
  const inProgress = duos.filter((d) => d.state !== 'completed' && d.started_at !== null).sort((a, b) => time(b.started_at) - time(a.started_at));
  const inQueue: (Duo | PairQueueItem)[] = duos.filter((d) => d.state === 'pending' && d.started_at === null);
  if (queued) inQueue.push({ kind: 'pair_queue', id: queued.id, state: 'queued', created_at: queued.created_at.toISOString() });
  const duoCount = counts.get(userId) ?? 0;
  return [{
    has_friends: friend !== null, duo_count: duoCount, max_duos: MAX_DUOS, can_start: duoCount < MAX_DUOS,
    duos: { 2: completed, 3: inProgress, 4: inQueue },
  }];
}

/** GET /duo_templates: the promotion's duo collection, in its order (none without a collection). */
export async function listTemplates(promotion: ResolvedPromotion): Promise<DuoTemplate[]> {
  const collectionId = promotion.row.duo_collection_id;
  if (collectionId === null) return [];
  const rows = await db.duoCollectionTemplate.findMany({
    where: { duo_collection_id: collectionId }, orderBy: [{ sequence: 'asc' }, { duo_template_id: 'asc' }],
    select: { duo_template: { select: templateSelect } },
  });
  return rows.map((r) => serializeTemplate(r.duo_template));
}

/** A template of the promotion's collection, or null (another collection's template is not this program's). */
export async function findTemplate(promotion: ResolvedPromotion, id: number): Promise<DuoTemplate | null> {
  const collectionId = promotion.row.duo_collection_id;
  if (collectionId === null) return null;
  const row = await db.duoTemplate.findFirst({ where: { id, collections: { some: { duo_collection_id: collectionId } } }, select: templateSelect });
  return row ? serializeTemplate(row) : null;
}

/** GET /duo_friends, GET /users/search?for=duos: the caller's friends with their duo count, the unavailable last. */
export async function listDuoFriends(promotionId: number, userId: number, search?: { pattern: string; limit: number }): Promise<DuoFriend[]> {
  const rows = await duoFriendsSql.all(db, promotionId, userId, MAX_DUOS, search?.pattern ?? null, search?.limit ?? null);
  return rows.map(serializeDuoFriend);
}

/** GET /duo_pair_status: the caller's newest pair-me entry (duo_pair_queues (user_id, created_at desc)). */
export async function pairStatus(promotion: ResolvedPromotion, userId: number): Promise<PairStatus> {
  const entry = await db.duoPairQueue.findFirst({
    where: { user_id: userId, promotion_id: promotion.id }, orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    select: { id: true, state: true, duo_id: true },
  });
  return pairStatusOf(promotion, userId, entry);
}

export async function pairStatusOf(promotion: ResolvedPromotion, userId: number, entry: { id: number; state: string; duo_id: number | null } | null): Promise<PairStatus> {
  if (!entry) return { id: null, state: null, duo_id: null, duo: null };
  const duo = entry.duo_id !== null && entry.state === 'paired' ? await findDuo(promotion, userId, entry.duo_id) : null;
  // The column is written only by server/duos (queued, paired, withdrawn; CHECK in the database).
  return { id: entry.id, state: entry.state as PairStatus['state'], duo_id: entry.duo_id, duo };
}
