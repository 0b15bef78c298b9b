// The library as the collection editor's choices (server pages map their rows with these).
import { SCENE_TYPE_LABELS, type AdminDuoTemplate, type AdminScene, type AdminSceneCollection, type AdminDuoCollection } from '@/lib/scenes/admin';
import type { CollectionChoice } from './collection-editor';

export const sceneChoice = (s: Pick<AdminScene, 'id' | 'name' | 'scene_type' | 'layout_version' | 'tile_count'> & { preview_url?: string | null; tile_urls?: string[] }): CollectionChoice => ({
  id: s.id, name: s.name, preview_url: s.preview_url ?? s.tile_urls?.at(-1) ?? null,
  detail: `${SCENE_TYPE_LABELS[s.scene_type]} · ${s.layout_version === 1 ? 'grid' : 'layered'} · ${s.tile_count} tiles`,
});

export const templateChoice = (t: Pick<AdminDuoTemplate, 'id' | 'name'> & { image_count?: number; preview_url?: string | null; duo_images?: { image_url: string }[] }): CollectionChoice => {
  const count = t.image_count ?? t.duo_images?.length ?? 0;
  return { id: t.id, name: t.name, preview_url: t.preview_url ?? t.duo_images?.[0]?.image_url ?? null, detail: `${count} ${count === 1 ? 'image' : 'images'}` };
};

export const sceneCollectionValue = (c: AdminSceneCollection) => ({ id: c.id, name: c.name, promotion_count: c.promotion_count, items: c.scenes.map(sceneChoice) });
export const duoCollectionValue = (c: AdminDuoCollection) => ({ id: c.id, name: c.name, promotion_count: c.promotion_count, items: c.duo_templates.map(templateChoice) });
