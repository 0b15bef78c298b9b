// Reads of a promotion's locations: the whole tree in one indexed read (locations (promotion_id,
// parent_location_id, sequence)), the ids a location filter covers, and registration's single-location checks.
import { db, type DbClient } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { LEADERBOARD_MESSAGES } from '@/lib/leaderboards/messages';
import { LocationTree } from './tree';

/** `client`: a transaction's, when the caller holds one (a second pool connection could wait on its locks). */
export async function loadLocationTree(promotionId: number, client: DbClient = db): Promise<LocationTree> {
  const rows = await client.location.findMany({
    where: { promotion_id: promotionId },
    select: { id: true, name: true, parent_location_id: true, sequence: true, tag: true },
    orderBy: [{ sequence: 'asc' }, { id: 'asc' }],
  });
  return new LocationTree(rows);
}

/** The top-level locations, in their order: the end-of-program report's location picker. */
export async function topLevelLocations(promotionId: number): Promise<{ id: number; name: string }[]> {
  return db.location.findMany({
    where: { promotion_id: promotionId, parent_location_id: null },
    orderBy: [{ sequence: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true },
  });
}

/** Location ids a `location=` filter covers, or null without one; another promotion's location is a 404. */
export async function locationFilterIds(promotionId: number, locationId: number | undefined, tree?: LocationTree): Promise<number[] | null> {
  if (locationId === undefined) return null;
  const locations = tree ?? (await loadLocationTree(promotionId));
  if (!locations.get(locationId)) throw new NotFound(LEADERBOARD_MESSAGES.locationNotFound);
  return locations.subtreeIds(locationId);
}

/** The tags of a location and the locations above it: what a question's location_tag is matched against. */
export async function locationTagsOf(promotionId: number, locationId: number | null | undefined, client: DbClient = db): Promise<Set<string>> {
  if (!locationId) return new Set();
  return (await loadLocationTree(promotionId, client)).tagsOf(locationId);
}

/** A location of this promotion and whether it is a leaf (registration picks the deepest level). */
export async function findRegistrationLocation(promotionId: number, locationId: number) {
  const row = await db.location.findFirst({
    where: { id: locationId, promotion_id: promotionId },
    select: { id: true, _count: { select: { children: true } } },
  });
  return row ? { id: row.id, isLeaf: row._count.children === 0 } : null;
}

export async function promotionHasLocations(promotionId: number): Promise<boolean> {
  return (await db.location.findFirst({ where: { promotion_id: promotionId }, select: { id: true } })) !== null;
}
