// The scene library's administration (administration.md §2 "Collections", §3 "Collections", §7 "Collections, scenes,
// duos"): scenes, scene collections, duo collections and duo templates. Types, inputs, rules and messages shared by
// the route handlers, the services and the dashboard screens (docs/admin-scenes-and-libraries.md).
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';

/** GET /scenes/types: the scene types the participant art knows (a CHECK in the database says the same). */
export const SCENE_TYPES = ['waves', 'trees', 'pebbles', 'ripples', 'wisps', 'leaves'] as const;
export type SceneType = (typeof SCENE_TYPES)[number];
export const SCENE_TYPE_LABELS: Record<SceneType, string> = {
  waves: 'Waves', trees: 'Trees', pebbles: 'Pebbles', ripples: 'Ripples', wisps: 'Wisps', leaves: 'Leaves',
};
/** One row of GET /scenes/types. */
export interface SceneTypeOption {
  value: SceneType;
  label: string;
}

/** Layout 1: a grid of 10 tiles; layout 2: 5 layers on a 770 × 630 canvas. A scene has exactly its layout's tiles. */
export const LAYOUTS = [1, 2] as const;
export type LayoutVersion = (typeof LAYOUTS)[number];
export const LAYOUT_TILES: Record<LayoutVersion, number> = { 1: 10, 2: 5 };
export const LAYOUT_LABELS: Record<LayoutVersion, string> = { 1: 'Grid of 10 tiles', 2: 'Layered, 5 tiles' };

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 2000;
export const URL_MAX = 2000;
/** A duo template's images: one a day of the duo. */
export const DUO_IMAGES_MAX = 31;
/** Items of one collection. */
export const COLLECTION_ITEMS_MAX = 200;

// Ours where the spec is silent; the load toasts are the spec's (§8 "Collections").
export const SCENE_ADMIN_MESSAGES = {
  loadSceneCollections: 'Could not load Scene Collections',
  loadDuoCollections: 'Could not load Duo Collections',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be ${NAME_MAX} characters or fewer.`,
  typeInvalid: `Scene type must be one of ${SCENE_TYPES.join(', ')}.`,
  layoutInvalid: 'Layout must be 1 (grid) or 2 (layered).',
  tileCount: (layout: LayoutVersion) => `A layout ${layout} scene needs exactly ${LAYOUT_TILES[layout]} tile images.`,
  urlInvalid: 'Images and videos must be a path on this site (/…) or an https:// address.',
  sceneNotFound: 'Scene could not be found.',
  sceneMissing: 'One of the chosen scenes does not exist.',
  sceneRepeated: 'A scene can be in a collection only once.',
  sceneLayoutInUse: 'Participants have this scene: its layout cannot change.',
  sceneInCollection: 'This scene is in a scene collection: remove it from the collection first.',
  sceneInUse: 'Participants have this scene: it cannot be deleted.',
  sceneCollectionNotFound: 'Scene collection could not be found.',
  collectionInUse: (n: number) => `This collection is used by ${n} ${n === 1 ? 'promotion' : 'promotions'}: choose another collection there first.`,
  duoCollectionNotFound: 'Duo collection could not be found.',
  templateNotFound: 'Duo template could not be found.',
  templateMissing: 'One of the chosen duo templates does not exist.',
  templateRepeated: 'A duo template can be in a collection only once.',
  imagesRequired: 'A duo template needs at least one image.',
  imagesTooMany: `A duo template has at most ${DUO_IMAGES_MAX} images.`,
  templateImageCountInUse: 'Duos in progress use this template: the number of its images cannot change.',
  templateInUse: 'Duos use this template: it cannot be deleted.',
  tooManyItems: `A collection holds at most ${COLLECTION_ITEMS_MAX} items.`,
} as const;
const M = SCENE_ADMIN_MESSAGES;

/** A same-site path (not protocol-relative, no backslash) or an https address; never javascript:, data: or http:. */
export function isSafeMediaUrl(value: string): boolean {
  if (/[\s\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const nameSchema = z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(NAME_MAX, M.nameTooLong);
export const mediaUrlSchema = z.string({ message: M.urlInvalid }).trim().max(URL_MAX, M.urlInvalid).refine(isSafeMediaUrl, M.urlInvalid);

export const sceneWriteSchema = z
  .object({
    name: nameSchema,
    scene_type: z.enum(SCENE_TYPES, { message: M.typeInvalid }),
    layout_version: z.coerce.number({ message: M.layoutInvalid }).refine((v): v is LayoutVersion => v === 1 || v === 2, M.layoutInvalid),
    tile_urls: z.array(mediaUrlSchema, { message: M.tileCount(2) }).max(LAYOUT_TILES[1], M.tileCount(1)),
  })
  .superRefine((v, ctx) => {
    const layout = v.layout_version as LayoutVersion;
    if (LAYOUTS.includes(layout) && v.tile_urls.length !== LAYOUT_TILES[layout]) {
      ctx.addIssue({ code: 'custom', message: M.tileCount(layout), path: ['tile_urls'] });
    }
  });
export type SceneWrite = z.infer<typeof sceneWriteSchema>;

const idList = (label: string, repeated: string) =>
  z.array(idSchema(label), { message: `${label} must be a list of ids` }).max(COLLECTION_ITEMS_MAX, M.tooManyItems)
    .refine((ids) => new Set(ids).size === ids.length, repeated);

/** POST /collections, PUT /collections/{id}: the name and the scenes in the order participants get them. */
export const sceneCollectionWriteSchema = z.object({ name: nameSchema, scene_ids: idList('scene_ids', M.sceneRepeated).default([]) });
export type SceneCollectionWrite = z.infer<typeof sceneCollectionWriteSchema>;

/** POST /duo_collections, PUT /duo_collections/{id}: the name and the templates in order. */
export const duoCollectionWriteSchema = z.object({ name: nameSchema, duo_template_ids: idList('duo_template_ids', M.templateRepeated).default([]) });
export type DuoCollectionWrite = z.infer<typeof duoCollectionWriteSchema>;

/** POST /duo_templates, PUT /duo_templates/{id}: the images in the order given (sequence 1, 2, …). */
export const duoTemplateWriteSchema = z.object({
  name: nameSchema,
  description: z.string().trim().max(DESCRIPTION_MAX, `Description must be ${DESCRIPTION_MAX} characters or fewer.`).nullish().transform((v) => v || null),
  video_url: z.union([mediaUrlSchema, z.literal('')]).nullish().transform((v) => v || null),
  duo_images: z
    .array(z.object({ image_url: mediaUrlSchema }), { message: M.imagesRequired })
    .min(1, M.imagesRequired)
    .max(DUO_IMAGES_MAX, M.imagesTooMany),
});
export type DuoTemplateWrite = z.infer<typeof duoTemplateWriteSchema>;

export const sceneListQuerySchema = z.object({
  type: z.enum(SCENE_TYPES, { message: M.typeInvalid }).optional(),
  page_size: z.string().optional(),
  all: z.string().optional(),
});

// ---- Responses ----------------------------------------------------------------------------------------------------

export interface AdminScene {
  id: number;
  name: string;
  scene_type: SceneType;
  layout_version: LayoutVersion;
  tile_urls: string[];
  tile_count: number;
  /** Scene collections holding it. */
  collection_count: number;
  /** Participants' copies of it (any state). */
  user_scene_count: number;
  updated_at: string;
}

export interface AdminSceneCollection {
  id: number;
  name: string;
  scene_count: number;
  tile_count: number;
  promotion_count: number;
  scenes: Array<Pick<AdminScene, 'id' | 'name' | 'scene_type' | 'layout_version' | 'tile_count'> & { preview_url: string | null }>;
}

export interface AdminDuoTemplate {
  id: number;
  name: string;
  description: string | null;
  video_url: string | null;
  duo_images: Array<{ image_url: string; sequence: number }>;
  collection_count: number;
  duo_count: number;
}

export interface AdminDuoCollection {
  id: number;
  name: string;
  promotion_count: number;
  duo_templates: Array<Pick<AdminDuoTemplate, 'id' | 'name'> & { image_count: number; preview_url: string | null }>;
}

/** POST /scenes/tiles (and the libraries' uploads): where the stored image is served. */
export interface StoredImage {
  url: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
}
