// The scene library's administration: scenes (name, type, layout, tile images) and scene collections (the scenes a
// promotion's participants get, in order). Scenes and collections belong to no promotion: a change shows on every
// promotion using them at the next page load (nothing caches them). Each write records its audit row in its own
// transaction (docs/admin-scenes-and-libraries.md).
import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import {
  LAYOUT_TILES, SCENE_ADMIN_MESSAGES as M, type AdminScene, type AdminSceneCollection, type LayoutVersion,
  type SceneCollectionWrite, type SceneType, type SceneWrite,
} from '@/lib/scenes/admin';

const sceneSelect = {
  id: true, name: true, scene_type: true, layout_version: true, tile_urls: true, updated_at: true,
  _count: { select: { collections: true, user_scenes: true } },
} satisfies Prisma.SceneSelect;
type SceneRow = Prisma.SceneGetPayload<{ select: typeof sceneSelect }>;

function serializeScene(row: SceneRow): AdminScene {
  return {
    id: row.id, name: row.name, scene_type: row.scene_type as SceneType, layout_version: row.layout_version as LayoutVersion,
    tile_urls: row.tile_urls, tile_count: row.tile_urls.length || LAYOUT_TILES[row.layout_version as LayoutVersion] || 0,
    collection_count: row._count.collections, user_scene_count: row._count.user_scenes, updated_at: row.updated_at.toISOString(),
  };
}

/** GET /scenes: the library by type, then name (scenes (scene_type, name)). */
export async function listScenes(filter: { type?: SceneType } = {}): Promise<AdminScene[]> {
  const rows = await db.scene.findMany({
    where: filter.type ? { scene_type: filter.type } : {}, select: sceneSelect, orderBy: [{ scene_type: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(serializeScene);
}

export async function findScene(id: number): Promise<AdminScene | null> {
  const row = await db.scene.findUnique({ where: { id }, select: sceneSelect });
  return row ? serializeScene(row) : null;
}

export async function requireScene(id: number): Promise<AdminScene> {
  const scene = await findScene(id);
  if (!scene) throw new NotFound(M.sceneNotFound);
  return scene;
}

const sceneFields = (input: SceneWrite) => ({
  name: input.name, scene_type: input.scene_type, layout_version: input.layout_version, tile_urls: input.tile_urls,
});

export async function createScene(who: AuditActor, input: SceneWrite): Promise<AdminScene> {
  const id = await db.$transaction(async (tx) => {
    const data = sceneFields(input);
    const row = await tx.scene.create({ data, select: { id: true } });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'Scene', recordId: row.id, after: data });
    return row.id;
  }, ADMIN_TRANSACTION);
  return requireScene(id);
}

/**
 * A scene's name, type and tile images may change at any time (participants see the new art at once). Its layout
 * may not while participants have it: their logged tile numbers belong to the old layout.
 */
export async function updateScene(who: AuditActor, id: number, input: SceneWrite): Promise<AdminScene> {
  await db.$transaction(async (tx) => {
    const before = await tx.scene.findUnique({ where: { id }, select: { name: true, scene_type: true, layout_version: true, tile_urls: true } });
    if (!before) throw new NotFound(M.sceneNotFound);
    const data = sceneFields(input);
    if (before.layout_version !== data.layout_version && (await tx.userScene.count({ where: { scene_id: id } })) > 0) {
      throw new Invalid(M.sceneLayoutInUse);
    }
    await tx.scene.update({ where: { id }, data });
    await recordAudit(tx, { ...who, action: 'update', recordType: 'Scene', recordId: id, before, after: data });
  }, ADMIN_TRANSACTION);
  return requireScene(id);
}

const isForeignKeyViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';

/** A scene in a collection, or that participants have, stays (the foreign keys say the same if a write races). */
export async function deleteScene(who: AuditActor, id: number): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const scene = await tx.scene.findUnique({ where: { id }, select: { ...sceneSelect } });
      if (!scene) throw new NotFound(M.sceneNotFound);
      if (scene._count.collections > 0) throw new Invalid(M.sceneInCollection);
      if (scene._count.user_scenes > 0) throw new Invalid(M.sceneInUse);
      await tx.scene.delete({ where: { id } });
      await recordAudit(tx, { ...who, action: 'delete', recordType: 'Scene', recordId: id, before: sceneFields(serializeScene(scene)) });
    }, ADMIN_TRANSACTION);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new Invalid(M.sceneInUse);
    throw error;
  }
}

// ---- Scene collections ---------------------------------------------------------------------------------------------

const collectionSelect = {
  id: true, name: true, _count: { select: { promotions: true } },
  scenes: {
    select: { sequence: true, scene: { select: { id: true, name: true, scene_type: true, layout_version: true, tile_urls: true } } },
    orderBy: [{ sequence: 'asc' }, { scene_id: 'asc' }],
  },
} satisfies Prisma.SceneCollectionSelect;
type CollectionRow = Prisma.SceneCollectionGetPayload<{ select: typeof collectionSelect }>;

function serializeCollection(row: CollectionRow): AdminSceneCollection {
  const scenes = row.scenes.map(({ scene }) => ({
    id: scene.id, name: scene.name, scene_type: scene.scene_type as SceneType, layout_version: scene.layout_version as LayoutVersion,
    tile_count: scene.tile_urls.length || LAYOUT_TILES[scene.layout_version as LayoutVersion] || 0,
    // The final tile is the scene's motif: the best single picture of it.
    preview_url: scene.tile_urls.at(-1) ?? null,
  }));
  return {
    id: row.id, name: row.name, scene_count: scenes.length, tile_count: scenes.reduce((sum, s) => sum + s.tile_count, 0),
    promotion_count: row._count.promotions, scenes,
  };
}

/** GET /collections (all=true): every scene collection by name. */
export async function listSceneCollections(): Promise<AdminSceneCollection[]> {
  const rows = await db.sceneCollection.findMany({ select: collectionSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map(serializeCollection);
}

export async function findSceneCollection(id: number): Promise<AdminSceneCollection | null> {
  const row = await db.sceneCollection.findUnique({ where: { id }, select: collectionSelect });
  return row ? serializeCollection(row) : null;
}

export async function requireSceneCollection(id: number): Promise<AdminSceneCollection> {
  const collection = await findSceneCollection(id);
  if (!collection) throw new NotFound(M.sceneCollectionNotFound);
  return collection;
}

async function assertScenesExist(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.scene.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw new Invalid(M.sceneMissing);
}

/** The collection's scenes become exactly `ids`, in that order (sequence 1, 2, …). */
async function replaceScenes(tx: Tx, collectionId: number, ids: number[]): Promise<void> {
  await tx.sceneCollectionScene.deleteMany({ where: { scene_collection_id: collectionId } });
  if (ids.length) {
    await tx.sceneCollectionScene.createMany({ data: ids.map((scene_id, i) => ({ scene_collection_id: collectionId, scene_id, sequence: i + 1 })) });
  }
}

async function withSceneRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A scene deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new Invalid(M.sceneMissing);
    throw error;
  }
}

export async function createSceneCollection(who: AuditActor, input: SceneCollectionWrite): Promise<AdminSceneCollection> {
  const id = await withSceneRace(() => db.$transaction(async (tx) => {
    await assertScenesExist(tx, input.scene_ids);
    const row = await tx.sceneCollection.create({ data: { name: input.name }, select: { id: true } });
    await replaceScenes(tx, row.id, input.scene_ids);
    await recordAudit(tx, { ...who, action: 'create', recordType: 'SceneCollection', recordId: row.id, after: { name: input.name, scene_ids: input.scene_ids } });
    return row.id;
  }, ADMIN_TRANSACTION));
  return requireSceneCollection(id);
}

/**
 * Renames and reorders. Participants keep the scenes they have; the next scene each of them gets follows the new
 * order (server/scenes/sql.ts insertSceneSql picks by position).
 */
export async function updateSceneCollection(who: AuditActor, id: number, input: SceneCollectionWrite): Promise<AdminSceneCollection> {
  await withSceneRace(() => db.$transaction(async (tx) => {
    const before = await tx.sceneCollection.findUnique({
      where: { id }, select: { name: true, scenes: { select: { scene_id: true }, orderBy: [{ sequence: 'asc' }, { scene_id: 'asc' }] } },
    });
    if (!before) throw new NotFound(M.sceneCollectionNotFound);
    await assertScenesExist(tx, input.scene_ids);
    // The update takes the row's lock: two saves of one collection run one after the other.
    await tx.sceneCollection.update({ where: { id }, data: { name: input.name } });
    await replaceScenes(tx, id, input.scene_ids);
    await recordAudit(tx, {
      ...who, action: 'update', recordType: 'SceneCollection', recordId: id,
      before: { name: before.name, scene_ids: before.scenes.map((s) => s.scene_id) }, after: { name: input.name, scene_ids: input.scene_ids },
    });
  }, ADMIN_TRANSACTION));
  return requireSceneCollection(id);
}

/** A collection a promotion uses stays: deleting it would leave that promotion's participants without a next scene. */
export async function deleteSceneCollection(who: AuditActor, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.sceneCollection.findUnique({ where: { id }, select: collectionSelect });
    if (!row) throw new NotFound(M.sceneCollectionNotFound);
    if (row._count.promotions > 0) throw new Invalid(M.collectionInUse(row._count.promotions));
    await tx.sceneCollection.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'SceneCollection', recordId: id, before: { name: row.name, scene_ids: row.scenes.map((s) => s.scene.id) } });
  }, ADMIN_TRANSACTION);
}
