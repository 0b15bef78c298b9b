// The library as the collection editor's choices (server pages map their rows with these, with their translators).
import type { useTranslations } from 'next-intl';
import type { AdminDuoTemplate, AdminScene, AdminSceneCollection, AdminDuoCollection } from '@/lib/scenes/admin';
import type { CollectionChoice } from './collection-editor';

type ScenesT = ReturnType<typeof useTranslations<'admin-scenes'>>;
type DuosT = ReturnType<typeof useTranslations<'admin-duos'>>;

export const sceneChoice = (s: Pick<AdminScene, 'id' | 'name' | 'scene_type' | 'layout_version' | 'tile_count'> & { preview_url?: string | null; tile_urls?: string[] }, t: ScenesT): CollectionChoice => ({
  id: s.id, name: s.name, preview_url: s.preview_url ?? s.tile_urls?.at(-1) ?? null,
  detail: t('choiceDetail', { type: t(`types.${s.scene_type}`), layout: String(s.layout_version), count: s.tile_count }),
});

export const templateChoice = (tp: Pick<AdminDuoTemplate, 'id' | 'name'> & { image_count?: number; preview_url?: string | null; duo_images?: { image_url: string }[] }, t: DuosT): CollectionChoice => {
  const count = tp.image_count ?? tp.duo_images?.length ?? 0;
  return { id: tp.id, name: tp.name, preview_url: tp.preview_url ?? tp.duo_images?.[0]?.image_url ?? null, detail: t('imageCount', { count }) };
};

export const sceneCollectionValue = (c: AdminSceneCollection, t: ScenesT) => ({ id: c.id, name: c.name, promotion_count: c.promotion_count, items: c.scenes.map((s) => sceneChoice(s, t)) });
export const duoCollectionValue = (c: AdminDuoCollection, t: DuosT) => ({ id: c.id, name: c.name, promotion_count: c.promotion_count, items: c.duo_templates.map((tp) => templateChoice(tp, t)) });
