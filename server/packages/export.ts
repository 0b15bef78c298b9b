// A promotion's design as a package (docs/packages.md "What a package holds"). The same snapshot serves the download
// and the import's preview: the target promotion is read into package form too, so "changed" means "its package
// item would differ", with no second notion of equality to drift from the first.
import 'server-only';
import { FILES_PATH } from '@/lib/files/constants';
import { PACKAGE_KINDS, PACKAGE_SCHEMA_VERSION, type PackageKind } from '@/lib/packages/constants';
import { db, type DbClient } from '@/server/db';
import type { Prisma } from '@/generated/prisma/client';
import { fileStorage, isStorageKey } from '@/server/files/storage';
import { NotFound } from '@/server/platform/errors';
import { PROMOTION_ADMIN_MESSAGES } from '@/lib/promotions/admin-rules';
import { activityTranslationSelect } from '@/server/activities/translations';
import { imagePath } from './archive';
import { PACKAGE_IMAGE, type PackageItems, type PackageJson, type ProgramPackage } from './format';

/** Prisma's JSON value type and zod's describe the same values; only the spelling differs. */
const asJson = (value: Prisma.JsonValue | null) => value as unknown as PackageJson;

/** A snapshot's items, the image bytes they use, and the database id behind every key (for the import's matching). */
export interface Snapshot {
  items: PackageItems;
  images: Map<string, Uint8Array>;
  ids: { [K in PackageKind]: Map<string, number> };
  /** Competition behaviors by "<competition key>/<behavior key>". */
  behaviorIds: Map<string, number>;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Keys from natural names: the first "Walk" is "Walk", the second "Walk#2". */
function keyer() {
  const used = new Map<string, number>();
  return (base: string) => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  };
}

const APP_PATH = /^\/(?!\/)(?!api\/files\/)[A-Za-z0-9._~\-/%]+$/;
const FILE_URL = new RegExp(`^${FILES_PATH}/([^/?#]+)$`);

/** Turns image URLs into package images: a stored file travels as bytes; an application path or https URL stays. */
export function imagePacker(images: Map<string, Uint8Array>) {
  const cache = new Map<string, string | null>();
  return async (url: string | null): Promise<string | null> => {
    if (!url) return null;
    if (cache.has(url)) return cache.get(url)!;
    let out: string | null = null;
    const key = FILE_URL.exec(url)?.[1];
    if (key && isStorageKey(key)) {
      const stored = await fileStorage().get(key);
      if (stored) {
        out = imagePath(stored.bytes, key.split('.').pop()!);
        images.set(out, stored.bytes);
      }
    } else if (APP_PATH.test(url) || /^https:\/\/\S+$/.test(url) || PACKAGE_IMAGE.test(url)) {
      out = url;
    }
    cache.set(url, out);
    return out;
  };
}

const emptyIds = () => Object.fromEntries(PACKAGE_KINDS.map((k) => [k, new Map<string, number>()])) as Snapshot['ids'];

export async function snapshot(client: DbClient, promotionId: number): Promise<Snapshot> {
  const images = new Map<string, Uint8Array>();
  const pack = imagePacker(images);
  const ids = emptyIds();
  const behaviorIds = new Map<string, number>();
  const where = { promotion_id: promotionId };

  const contentKey = keyer();
  const content = [];
  for (const c of await client.customContent.findMany({
    where, orderBy: [{ category: 'asc' }, { key: 'asc' }, { id: 'asc' }],
    include: { translations: { orderBy: { locale: 'asc' }, select: { locale: true, title: true, summary: true, content: true } } },
  })) {
    const key = contentKey(`${c.category}/${c.key}`);
    ids.content.set(key, c.id);
    content.push({
      key, category: c.category, content_key: c.key, group: c.group, sequence: c.sequence, title: c.title, summary: c.summary,
      content: c.content, hidden: c.hidden, image1: await pack(c.image1), image2: await pack(c.image2),
      mobile_image1: await pack(c.mobile_image1), thumbnail_image: await pack(c.thumbnail_image), email_image: await pack(c.email_image),
      days_from_start: c.days_from_start, custom_fields: asJson(c.custom_fields ?? null),
      translations: Object.fromEntries(c.translations.map(({ locale, ...text }) => [locale, text])),
    });
  }

  const areaKey = keyer();
  const areaKeys = new Map<number, string>();
  const areas = (await client.areaOfInterest.findMany({ where, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] })).map((a) => {
    const key = areaKey(a.name);
    areaKeys.set(a.id, key);
    ids.areas_of_interest.set(key, a.id);
    return { key, name: a.name, display: a.display, category: a.category, sequence: a.sequence };
  });

  const activityKey = keyer();
  const activityRows = await client.activity.findMany({
    where, orderBy: [{ week_available: 'asc' }, { sequence: 'asc' }, { id: 'asc' }],
    include: {
      areas_of_interest: { select: { area_of_interest_id: true } },
      translations: { orderBy: { locale: 'asc' }, select: activityTranslationSelect },
    },
  });
  const activityKeys = new Map(activityRows.map((a) => [a.id, activityKey(a.name)]));
  const activities = [];
  for (const a of activityRows) {
    const key = activityKeys.get(a.id)!;
    ids.activities.set(key, a.id);
    activities.push({
      key, name: a.name, category: a.category, week_available: a.week_available, sequence: a.sequence,
      parent: a.parent_activity_id === null ? null : activityKeys.get(a.parent_activity_id) ?? null,
      blurb: a.blurb, content: a.content, image_url: await pack(a.image_url), question: a.question, answers: a.answers,
      correct_answer: a.correct_answer, is_logging: a.is_logging,
      areas_of_interest: a.areas_of_interest.map((x) => areaKeys.get(x.area_of_interest_id)).filter((k): k is string => !!k).sort(),
      translations: Object.fromEntries(a.translations.map(({ locale, ...text }) => [locale, text])),
    });
  }

  const badgeKey = keyer();
  const badges = [];
  for (const b of await client.badge.findMany({
    where, orderBy: [{ category: 'asc' }, { sequence: 'asc' }, { id: 'asc' }],
    include: { default_badge: { select: { category: true, name: true } } },
  })) {
    const key = badgeKey(`${b.category}/${b.name}`);
    ids.badges.set(key, b.id);
    badges.push({
      key, category: b.category, name: b.name, goal: b.goal, goal2: b.goal2, hide_until_earned: b.hide_until_earned,
      image_url: await pack(b.image_url), sequence: b.sequence,
      overrides_default: b.default_badge ? `${b.default_badge.category}/${b.default_badge.name}` : null,
    });
  }

  const levelKey = keyer();
  const levels = (await client.level.findMany({ where, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] })).map((l) => {
    const key = levelKey(l.name);
    ids.levels.set(key, l.id);
    return { key, name: l.name, sequence: l.sequence };
  });

  const behaviorRef = new Map<number, { competition: string | null; behavior: string }>();
  const competitionKey = keyer();
  const competitions = (await client.competition.findMany({
    where, orderBy: [{ competition_starts_on: 'asc' }, { id: 'asc' }],
    include: { behaviors: { orderBy: [{ sequence: 'asc' }, { id: 'asc' }] } },
  })).map((c) => {
    const key = competitionKey(c.name ?? 'Competition');
    ids.competitions.set(key, c.id);
    const behaviorKey = keyer();
    return {
      key, name: c.name, enrollment_starts_on: dayOf(c.enrollment_starts_on), enrollment_ends_on: dayOf(c.enrollment_ends_on),
      competition_starts_on: dayOf(c.competition_starts_on), competition_ends_on: dayOf(c.competition_ends_on), comp_length: c.comp_length,
      team_size_min: c.team_size_min, team_size_max: c.team_size_max, freeze_team_scores: c.freeze_team_scores,
      freeze_team_scores_on: day(c.freeze_team_scores_on), behavior_label: c.behavior_label, behavior_feature_label: c.behavior_feature_label,
      works_value: c.works_value,
      behaviors: c.behaviors.map((b) => {
        const bKey = behaviorKey(b.name);
        behaviorRef.set(b.id, { competition: key, behavior: bKey });
        behaviorIds.set(`${key}/${bKey}`, b.id);
        return { key: bKey, name: b.name, start: day(b.start), end: day(b.end), sequence: b.sequence };
      }),
    };
  });

  const defaultBehaviorKey = keyer();
  const behaviors = (await client.behavior.findMany({ where: { ...where, competition_id: null }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] })).map((b) => {
    const key = defaultBehaviorKey(b.name);
    ids.behaviors.set(key, b.id);
    behaviorRef.set(b.id, { competition: null, behavior: key });
    return { key, name: b.name, start: day(b.start), end: day(b.end), sequence: b.sequence };
  });

  const thresholdKey = keyer();
  const point_thresholds = (await client.pointThreshold.findMany({ where, orderBy: [{ pointable_type: 'asc' }, { value: 'asc' }, { id: 'asc' }] })).map((t) => {
    const behavior = t.behavior_id === null ? null : behaviorRef.get(t.behavior_id) ?? null;
    const key = thresholdKey(`${t.pointable_type}/${behavior ? `${behavior.competition ?? 'default'}/${behavior.behavior}/` : ''}${t.value}`);
    ids.point_thresholds.set(key, t.id);
    return { key, pointable_type: t.pointable_type, behavior, value_label: t.value_label, value: t.value, points: t.points };
  });

  const promptKey = keyer();
  const promptKeys = new Map<number, string>();
  const custom_prompts = (await client.customPrompt.findMany({ where, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] })).map((p) => {
    const key = promptKey(p.prompt.slice(0, 300) || 'Prompt');
    promptKeys.set(p.id, key);
    ids.custom_prompts.set(key, p.id);
    return {
      key, prompt: p.prompt, short_label: p.short_label, type_of_prompt: p.type_of_prompt, data_type: p.data_type, options: p.options,
      location_tag: p.location_tag, is_active: p.is_active, profile_only: p.profile_only, flags: asJson(p.flags), sequence: p.sequence,
    };
  });
  // CustomPrompt_<id> in question lists becomes CustomPrompt_@<key>; a prompt of another promotion is left as it was.
  const questionName = (name: string) => name.replace(/^CustomPrompt_(\d+)$/, (whole, id: string) => {
    const key = promptKeys.get(Number(id));
    return key ? `CustomPrompt_@${key}` : whole;
  });

  const evaluationKey = keyer();
  const evaluations = (await client.evaluationDefinition.findMany({
    where, orderBy: [{ name: 'asc' }, { id: 'asc' }],
    include: { questions: { orderBy: [{ sequence: 'asc' }, { id: 'asc' }] }, custom_prompts: true },
  })).map((e) => {
    const key = evaluationKey(e.name);
    ids.evaluations.set(key, e.id);
    return {
      key, name: e.name, message: e.message, days_from_start: e.days_from_start, start_date: day(e.start_date), end_date: day(e.end_date),
      visible_questions: e.visible_questions.map(questionName), location_questions: e.location_questions.map(questionName),
      questions: e.questions.map((q) => ({
        name: questionName(q.name), prompt: q.prompt, custom_prompt: q.custom_prompt_id === null ? null : promptKeys.get(q.custom_prompt_id) ?? null,
        display_question: q.display_question, type_of_prompt: q.type_of_prompt, data_type: q.data_type, options: q.options,
        location_tag: q.location_tag, is_active: q.is_active, profile_only: q.profile_only, flags: asJson(q.flags), sequence: q.sequence,
      })),
      custom_prompts: e.custom_prompts
        .filter((p) => promptKeys.has(p.custom_prompt_id))
        .map((p) => ({ custom_prompt: promptKeys.get(p.custom_prompt_id)!, flags: asJson(p.flags) }))
        .sort((a, b) => a.custom_prompt.localeCompare(b.custom_prompt)),
    };
  });

  const promotion = await client.promotion.findUnique({ where: { id: promotionId }, select: { collection_id: true } });
  const sceneRows = promotion?.collection_id
    ? await client.sceneCollection.findUnique({
      where: { id: promotion.collection_id },
      include: { scenes: { orderBy: [{ sequence: 'asc' }, { scene_id: 'asc' }], include: { scene: true } } },
    })
    : null;
  const sceneKey = keyer();
  const scenes = [];
  for (const { scene } of sceneRows?.scenes ?? []) {
    const key = sceneKey(`${scene.scene_type}/${scene.layout_version}/${scene.name}`);
    ids.scenes.set(key, scene.id);
    const tiles: string[] = [];
    for (const url of scene.tile_urls) tiles.push((await pack(url)) ?? url);
    scenes.push({ key, name: scene.name, scene_type: scene.scene_type, layout_version: scene.layout_version, tile_urls: tiles });
  }

  const collectionKey = keyer();
  const collections: PackageItems['collections'] = [];
  if (sceneRows) {
    const key = collectionKey(`scene/${sceneRows.name}`);
    ids.collections.set(key, sceneRows.id);
    collections.push({ key, kind: 'scene', name: sceneRows.name, scenes: scenes.map((s) => s.key) });
  }
  for (const c of await client.activityCollection.findMany({
    where, orderBy: [{ name: 'asc' }, { id: 'asc' }],
    include: { items: { orderBy: [{ item_type: 'asc' }, { sequence: 'asc' }, { id: 'asc' }] } },
  })) {
    const key = collectionKey(`activity/${c.name}`);
    ids.collections.set(key, c.id);
    collections.push({
      key, kind: 'activity', name: c.name,
      // Items of activities or areas outside this promotion (the master library's) have no key here and stay behind.
      items: c.items
        .map((i) => ({
          activity: i.activity_id === null ? null : activityKeys.get(i.activity_id) ?? null,
          area_of_interest: i.area_of_interest_id === null ? null : areaKeys.get(i.area_of_interest_id) ?? null,
          week_available: i.week_available, sequence: i.sequence,
        }))
        .filter((i) => i.activity !== null || i.area_of_interest !== null),
    });
  }

  return {
    items: { content, areas_of_interest: areas, activities, badges, levels, competitions, behaviors, point_thresholds, custom_prompts, evaluations, scenes, collections },
    images, ids, behaviorIds,
  };
}

/** The promotion's design as a package, ready to be written as a ZIP. */
export async function exportPackage(promotionId: number, installation: string): Promise<ProgramPackage> {
  const promotion = await db.promotion.findUnique({ where: { id: promotionId }, select: { name: true, program_name: true } });
  if (!promotion) throw new NotFound(PROMOTION_ADMIN_MESSAGES.load);
  const { items, images } = await snapshot(db, promotionId);
  const counts = Object.fromEntries(PACKAGE_KINDS.map((k) => [k, items[k].length])) as Record<PackageKind, number>;
  return {
    manifest: {
      schema_version: PACKAGE_SCHEMA_VERSION,
      source: { promotion: promotion.name, program_name: promotion.program_name, installation },
      exported_at: new Date().toISOString(),
      counts: { ...counts, images: images.size },
    },
    items, images,
  };
}
