// The scene library: every scene type in both layout versions, with generated tile art (public/demo/scenes), and a
// scene collection per version. acme and globex use the layered (v2) collection, the default promotion the grid.
import { once } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { SCENE_NAMES, SCENE_TYPES, tileUrls } from './data/scene-types.ts';

export const COLLECTION_NAMES = { 1: 'Renew Scenes — Classic Grid', 2: 'Renew Scenes — Layered' } as const;

export async function seedScenes(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  await once(
    db, 'scenes',
    async () => (await db.sceneCollection.count({ where: { name: COLLECTION_NAMES[2] } })) > 0,
    async (tx) => {
      const collectionIds: Record<1 | 2, number> = { 1: 0, 2: 0 };
      for (const version of [1, 2] as const) {
        const scenes = await tx.scene.createManyAndReturn({
          data: SCENE_TYPES.map((type) => ({
            name: version === 1 ? `${SCENE_NAMES[type]} (grid)` : SCENE_NAMES[type], scene_type: type, layout_version: version, tile_urls: tileUrls(type, version),
          })),
          select: { id: true, scene_type: true },
        });
        const collection = await tx.sceneCollection.create({
          data: {
            name: COLLECTION_NAMES[version],
            scenes: { create: SCENE_TYPES.map((type, i) => ({ scene_id: scenes.find((s) => s.scene_type === type)!.id, sequence: i + 1 })) },
          },
          select: { id: true },
        });
        collectionIds[version] = collection.id;
      }
      await tx.promotion.updateMany({ where: { id: { in: [ids.acmeId, ids.globexId] } }, data: { collection_id: collectionIds[2] } });
      await tx.promotion.update({ where: { id: ids.defaultPromotionId }, data: { collection_id: collectionIds[1] } });
    },
    ctx.log,
  );
}

/** The scenes of a promotion's collection in order, with their tile counts. */
export async function loadPromotionScenes(ctx: SeedContext, promotionId: number) {
  const promotion = await ctx.db.promotion.findUniqueOrThrow({ where: { id: promotionId }, select: { collection_id: true } });
  const rows = await ctx.db.sceneCollectionScene.findMany({
    where: { scene_collection_id: promotion.collection_id ?? -1 },
    orderBy: { sequence: 'asc' },
    select: { scene: { select: { id: true, tile_urls: true } } },
  });
  return rows.map((r) => ({ id: r.scene.id, tiles: r.scene.tile_urls.length }));
}
