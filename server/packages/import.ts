// Preview and apply of a package into a promotion (docs/packages.md "Preview and apply"). Apply is one transaction:
// every kind in dependency order, each item created (added) or updated (changed) by its key, unchanged ones left
// untouched, nothing of the target deleted. Images the changes use are written to the file storage first (a
// transaction cannot hold a file write) and removed again if the transaction fails.
//
// Scenes are the master library's, shared by every promotion: an import never edits a library scene or collection.
// The promotion is pointed at a library collection equal to the package's when there is one, else at a new one,
// made of library scenes equal to the package's where they exist and of new scenes otherwise.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { IMAGE_TYPES, type ImageContentType } from '@/lib/files/constants';
import { PACKAGE_KINDS, type PackageKind } from '@/lib/packages/constants';
import { PACKAGE_MESSAGES as M } from '@/lib/packages/messages';
import type { PackageImportResult, PackagePreview } from '@/lib/packages/types';
import { recordAudit } from '@/server/audit/record';
import { db, type Tx } from '@/server/db';
import { fileUrl } from '@/server/files/serialize';
import { fileStorage, storageKey } from '@/server/files/storage';
import { logger } from '@/server/platform/logger';
import { Conflict, Invalid } from '@/server/platform/errors';
import { canonical, describePlan, planImport, type KindPlan } from './preview';
import { imagePacker, snapshot, type Snapshot } from './export';
import { PACKAGE_IMAGE, type PackageItem, type PackageItems, type ProgramPackage } from './format';
import { packageRefs, PROMPT_QUESTION } from './refs';
import { parsePackage } from './parse';

type StoredImage = { url: string; key: string; contentType: ImageContentType; size: number };

export async function previewPackage(promotionId: number, bytes: Uint8Array): Promise<PackagePreview> {
  const pkg = parsePackage(bytes);
  return describePlan(pkg, planImport(pkg, await snapshot(db, promotionId)));
}

const CONTENT_TYPE_BY_EXT = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type])) as Record<string, ImageContentType>;

/** The items the plan adds or changes: the only ones whose images have to be stored. */
function touched(pkg: ProgramPackage, plan: KindPlan): PackageItems {
  return Object.fromEntries(PACKAGE_KINDS.map((k) => [k, (pkg.items[k] as { key: string }[]).filter((i) => plan[k].get(i.key) !== 'unchanged')])) as PackageItems;
}

async function storeImages(pkg: ProgramPackage, plan: KindPlan): Promise<Map<string, StoredImage>> {
  const stored = new Map<string, StoredImage>();
  for (const ref of packageRefs(touched(pkg, plan))) {
    if (ref.kind !== 'image' || !PACKAGE_IMAGE.test(ref.value) || stored.has(ref.value)) continue;
    const bytes = pkg.images.get(ref.value)!;
    const contentType = CONTENT_TYPE_BY_EXT[ref.value.split('.').pop()!]!;
    const key = storageKey(contentType);
    await fileStorage().put(key, bytes, contentType);
    stored.set(ref.value, { url: fileUrl(key), key, contentType, size: bytes.byteLength });
  }
  return stored;
}

const date = (d: string) => new Date(`${d}T00:00:00Z`);
const dateOrNull = (d: string | null) => (d === null ? null : date(d));
const json = (v: unknown) => (v ?? undefined) as Prisma.InputJsonValue;

/** A database rule a hand-edited package broke (a CHECK, a foreign key, a value out of range): the package's fault. */
function isConstraintError(error: unknown): boolean {
  const e = error as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  const state = e?.meta?.driverAdapterError?.cause?.originalCode;
  return ['P2000', 'P2003', 'P2004', 'P2011', 'P2020'].includes(e?.code ?? '') || (typeof state === 'string' && /^2[23]/.test(state));
}

export async function importPackage(
  source: { actorId: number; ip: string | null },
  promotionId: number,
  bytes: Uint8Array,
): Promise<PackageImportResult> {
  const pkg = parsePackage(bytes);
  const stored = await storeImages(pkg, planImport(pkg, await snapshot(db, promotionId)));
  try {
    const preview = await db.$transaction(async (tx) => {
      // Read again inside the transaction: what is applied is planned against what the transaction sees.
      const target = await snapshot(tx, promotionId);
      const plan = planImport(pkg, target);
      await new Apply(tx, pkg, plan, target, stored, promotionId).run();
      for (const image of stored.values()) {
        await tx.uploadedFile.create({
          data: { promotion_id: null, user_id: source.actorId, url: image.url, storage_key: image.key, content_type: image.contentType, byte_size: image.size, original_filename: 'program package' },
        });
      }
      const described = describePlan(pkg, plan);
      await recordAudit(tx, {
        ...source, action: 'import', recordType: 'Promotion', recordId: promotionId, promotionId,
        before: null, after: { package_source: pkg.manifest.source.promotion, exported_at: pkg.manifest.exported_at, ...described.totals },
      });
      return described;
    }, { maxWait: 10_000, timeout: 120_000 });
    return { ...preview, message: M.imported };
  } catch (error) {
    await Promise.all([...stored.values()].map((image) => fileStorage().delete(image.key).catch(() => undefined)));
    if (isConstraintError(error)) {
      logger.warn('Program package refused by a database rule', { promotionId, error });
      throw new Invalid(M.brokenRule);
    }
    throw error;
  }
}

class Apply {
  private readonly ids: Snapshot['ids'];
  private readonly behaviorIds: Map<string, number>;

  constructor(
    private readonly tx: Tx,
    private readonly pkg: ProgramPackage,
    private readonly plan: KindPlan,
    private readonly target: Snapshot,
    private readonly stored: Map<string, StoredImage>,
    private readonly promotionId: number,
  ) {
    this.ids = Object.fromEntries(PACKAGE_KINDS.map((k) => [k, new Map(target.ids[k])])) as Snapshot['ids'];
    this.behaviorIds = new Map(target.behaviorIds);
  }

  private image(value: string | null): string | null {
    if (value === null || !PACKAGE_IMAGE.test(value)) return value;
    const stored = this.stored.get(value);
    // Stored before the transaction from the plan of that moment; a promotion changed in between is planned again.
    if (!stored) throw new Conflict(M.changedMeanwhile);
    return stored.url;
  }

  /** The items of a kind the plan adds or changes, with the id of the row a changed one updates. */
  private *work<K extends PackageKind>(kind: K): Generator<[PackageItem<K>, number | null]> {
    for (const item of this.pkg.items[kind] as PackageItem<K>[]) {
      const what = this.plan[kind].get(item.key);
      if (what === 'added') yield [item, null];
      else if (what === 'changed') yield [item, this.ids[kind].get(item.key)!];
    }
  }

  private async save<K extends PackageKind>(kind: K, id: number | null, key: string, create: () => Promise<{ id: number }>, update: (id: number) => Promise<unknown>) {
    if (id === null) this.ids[kind].set(key, (await create()).id);
    else await update(id);
  }

  async run(): Promise<void> {
    const { tx, promotionId } = this;
    const promotion_id = promotionId;

    for (const [c, id] of this.work('content')) {
      const data = {
        category: c.category, key: c.content_key, group: c.group, sequence: c.sequence, title: c.title, summary: c.summary, content: c.content,
        hidden: c.hidden, image1: this.image(c.image1), image2: this.image(c.image2), mobile_image1: this.image(c.mobile_image1),
        thumbnail_image: this.image(c.thumbnail_image), email_image: this.image(c.email_image), days_from_start: c.days_from_start,
        custom_fields: json(c.custom_fields),
      };
      await this.save('content', id, c.key, () => tx.customContent.create({ data: { promotion_id, ...data } }), (rowId) => tx.customContent.update({ where: { id: rowId }, data }));
      // Its translations are replaced by the package's, as a changed item's nested lists are.
      const contentId = this.ids.content.get(c.key)!;
      await tx.customContentTranslation.deleteMany({ where: { custom_content_id: contentId } });
      const translations = Object.entries(c.translations).map(([locale, text]) => ({ custom_content_id: contentId, locale, ...text }));
      if (translations.length) await tx.customContentTranslation.createMany({ data: translations });
    }

    for (const [a, id] of this.work('areas_of_interest')) {
      const data = { name: a.name, display: a.display, category: a.category, sequence: a.sequence };
      await this.save('areas_of_interest', id, a.key, () => tx.areaOfInterest.create({ data: { promotion_id, ...data } }), (rowId) => tx.areaOfInterest.update({ where: { id: rowId }, data }));
    }

    const activities = [...this.work('activities')];
    for (const [a, id] of activities) {
      const data = {
        name: a.name, category: a.category, week_available: a.week_available, sequence: a.sequence, blurb: a.blurb, content: a.content,
        image_url: this.image(a.image_url), question: a.question, answers: a.answers, correct_answer: a.correct_answer, is_logging: a.is_logging,
      };
      await this.save('activities', id, a.key, () => tx.activity.create({ data: { promotion_id, ...data } }), (rowId) => tx.activity.update({ where: { id: rowId }, data }));
    }
    // Parents and areas once every activity of the package has an id.
    for (const [a] of activities) {
      const activityId = this.ids.activities.get(a.key)!;
      await tx.activity.update({ where: { id: activityId }, data: { parent_activity_id: a.parent ? this.ids.activities.get(a.parent)! : null } });
      await tx.activityAreaOfInterest.deleteMany({ where: { activity_id: activityId } });
      await tx.activityAreaOfInterest.createMany({ data: a.areas_of_interest.map((k) => ({ activity_id: activityId, area_of_interest_id: this.ids.areas_of_interest.get(k)! })) });
      // Its translations are replaced by the package's, as a changed item's nested lists are.
      await tx.activityTranslation.deleteMany({ where: { activity_id: activityId } });
      const translations = Object.entries(a.translations).map(([locale, text]) => ({ activity_id: activityId, locale, ...text }));
      if (translations.length) await tx.activityTranslation.createMany({ data: translations });
    }

    await this.badges();

    for (const [l, id] of this.work('levels')) {
      const data = { name: l.name, sequence: l.sequence };
      await this.save('levels', id, l.key, () => tx.level.create({ data: { promotion_id, ...data } }), (rowId) => tx.level.update({ where: { id: rowId }, data }));
    }

    for (const [c, id] of this.work('competitions')) {
      const data = {
        name: c.name, enrollment_starts_on: date(c.enrollment_starts_on), enrollment_ends_on: date(c.enrollment_ends_on),
        competition_starts_on: date(c.competition_starts_on), competition_ends_on: date(c.competition_ends_on), comp_length: c.comp_length,
        team_size_min: c.team_size_min, team_size_max: c.team_size_max, freeze_team_scores: c.freeze_team_scores,
        freeze_team_scores_on: dateOrNull(c.freeze_team_scores_on), behavior_label: c.behavior_label, behavior_feature_label: c.behavior_feature_label,
        works_value: c.works_value,
      };
      await this.save('competitions', id, c.key, () => tx.competition.create({ data: { promotion_id, ...data } }), (rowId) => tx.competition.update({ where: { id: rowId }, data }));
      const competitionId = this.ids.competitions.get(c.key)!;
      for (const b of c.behaviors) {
        const ref = `${c.key}/${b.key}`;
        const bData = { name: b.name, start: dateOrNull(b.start), end: dateOrNull(b.end), sequence: b.sequence };
        const existing = this.behaviorIds.get(ref);
        if (existing !== undefined) await tx.behavior.update({ where: { id: existing }, data: bData });
        else this.behaviorIds.set(ref, (await tx.behavior.create({ data: { promotion_id, competition_id: competitionId, ...bData } })).id);
      }
    }

    for (const [b, id] of this.work('behaviors')) {
      const data = { name: b.name, start: dateOrNull(b.start), end: dateOrNull(b.end), sequence: b.sequence };
      await this.save('behaviors', id, b.key, () => tx.behavior.create({ data: { promotion_id, ...data } }), (rowId) => tx.behavior.update({ where: { id: rowId }, data }));
    }

    for (const [t, id] of this.work('point_thresholds')) {
      const behavior_id = t.behavior
        ? (t.behavior.competition === null ? this.ids.behaviors.get(t.behavior.behavior) : this.behaviorIds.get(`${t.behavior.competition}/${t.behavior.behavior}`))!
        : null;
      const data = { pointable_type: t.pointable_type, behavior_id, value_label: t.value_label, value: t.value, points: t.points };
      await this.save('point_thresholds', id, t.key, () => tx.pointThreshold.create({ data: { promotion_id, ...data } }), (rowId) => tx.pointThreshold.update({ where: { id: rowId }, data }));
    }

    for (const [p, id] of this.work('custom_prompts')) {
      const data = {
        prompt: p.prompt, short_label: p.short_label, type_of_prompt: p.type_of_prompt, data_type: p.data_type, options: p.options,
        location_tag: p.location_tag, is_active: p.is_active, profile_only: p.profile_only, flags: json(p.flags), sequence: p.sequence,
      };
      await this.save('custom_prompts', id, p.key, () => tx.customPrompt.create({ data: { promotion_id, ...data } }), (rowId) => tx.customPrompt.update({ where: { id: rowId }, data }));
    }

    await this.evaluations();
    await this.scenes();
    await this.activityCollections();
  }

  private async badges(): Promise<void> {
    const { tx, promotionId } = this;
    const defaultPromotion = await tx.promotion.findFirst({ where: { is_default: true }, select: { id: true } });
    const defaults = new Map<string, number>();
    if (defaultPromotion && defaultPromotion.id !== promotionId) {
      for (const b of await tx.badge.findMany({ where: { promotion_id: defaultPromotion.id, default_badge_id: null }, orderBy: [{ category: 'asc' }, { sequence: 'asc' }, { id: 'asc' }] })) {
        const key = `${b.category}/${b.name}`;
        if (!defaults.has(key)) defaults.set(key, b.id);
      }
    }
    for (const [b, id] of this.work('badges')) {
      let default_badge_id = b.overrides_default ? defaults.get(b.overrides_default) ?? null : null;
      // A promotion overrides a default once: when another of its badges already does, this one stands alone.
      if (default_badge_id !== null) {
        const other = await tx.badge.findFirst({ where: { promotion_id: promotionId, default_badge_id, ...(id ? { id: { not: id } } : {}) }, select: { id: true } });
        if (other) default_badge_id = null;
      }
      const data = {
        category: b.category, name: b.name, goal: b.goal, goal2: b.goal2, hide_until_earned: b.hide_until_earned,
        image_url: this.image(b.image_url), sequence: b.sequence, default_badge_id,
      };
      await this.save('badges', id, b.key, () => tx.badge.create({ data: { promotion_id: promotionId, ...data } }), (rowId) => tx.badge.update({ where: { id: rowId }, data }));
    }
  }

  private async evaluations(): Promise<void> {
    const { tx } = this;
    const promptId = (key: string) => this.ids.custom_prompts.get(key)!;
    const questionName = (name: string) => {
      const key = PROMPT_QUESTION.exec(name)?.[1];
      return key ? `CustomPrompt_${promptId(key)}` : name;
    };
    for (const [e, id] of this.work('evaluations')) {
      const data = {
        name: e.name, message: e.message, days_from_start: e.days_from_start, start_date: dateOrNull(e.start_date), end_date: dateOrNull(e.end_date),
        visible_questions: e.visible_questions.map(questionName), location_questions: e.location_questions.map(questionName),
      };
      await this.save('evaluations', id, e.key, () => tx.evaluationDefinition.create({ data: { promotion_id: this.promotionId, ...data } }), (rowId) => tx.evaluationDefinition.update({ where: { id: rowId }, data }));
      const definitionId = this.ids.evaluations.get(e.key)!;
      // Answers are kept by question name in each evaluation, so replacing the question rows loses no answer.
      await tx.evaluationQuestion.deleteMany({ where: { evaluation_definition_id: definitionId } });
      await tx.evaluationQuestion.createMany({
        data: e.questions.map((q) => ({
          evaluation_definition_id: definitionId, name: questionName(q.name), prompt: q.prompt,
          custom_prompt_id: q.custom_prompt ? promptId(q.custom_prompt) : null, display_question: q.display_question,
          type_of_prompt: q.type_of_prompt, data_type: q.data_type, options: q.options, location_tag: q.location_tag, is_active: q.is_active,
          profile_only: q.profile_only, flags: json(q.flags), sequence: q.sequence,
        })),
      });
      await tx.customPromptEvaluation.deleteMany({ where: { evaluation_definition_id: definitionId } });
      await tx.customPromptEvaluation.createMany({
        data: e.custom_prompts.map((p) => ({ evaluation_definition_id: definitionId, custom_prompt_id: promptId(p.custom_prompt), flags: json(p.flags) })),
      });
    }
  }

  /** Library scenes equal to a package scene, else a new one: never an edit of a scene other promotions may show. */
  private async sceneId(scene: PackageItem<'scenes'>): Promise<number> {
    const { tx } = this;
    const wanted = canonical({ ...scene, key: '' });
    const candidates = await tx.scene.findMany({
      where: { name: scene.name, scene_type: scene.scene_type, layout_version: scene.layout_version }, orderBy: { id: 'asc' },
    });
    const pack = imagePacker(new Map());
    for (const c of candidates) {
      const tiles: string[] = [];
      for (const url of c.tile_urls) tiles.push((await pack(url)) ?? url);
      if (canonical({ key: '', name: c.name, scene_type: c.scene_type, layout_version: c.layout_version, tile_urls: tiles }) === wanted) return c.id;
    }
    const created = await tx.scene.create({
      data: { name: scene.name, scene_type: scene.scene_type, layout_version: scene.layout_version, tile_urls: scene.tile_urls.map((t) => this.image(t)!) },
      select: { id: true },
    });
    return created.id;
  }

  private async scenes(): Promise<void> {
    const { tx } = this;
    const collection = this.pkg.items.collections.find((c) => c.kind === 'scene');
    // Scenes travel for the promotion's scene collection; without one in the package they have nowhere to go.
    if (!collection || collection.kind !== 'scene' || this.plan.collections.get(collection.key) === 'unchanged') return;
    const sceneIds: number[] = [];
    for (const key of collection.scenes) {
      const scene = this.pkg.items.scenes.find((s) => s.key === key)!;
      const existing = this.plan.scenes.get(key) === 'unchanged' ? this.ids.scenes.get(key) : undefined;
      sceneIds.push(existing ?? (await this.sceneId(scene)));
    }
    const same = await tx.sceneCollection.findMany({
      where: { name: collection.name }, orderBy: { id: 'asc' },
      include: { scenes: { orderBy: [{ sequence: 'asc' }, { scene_id: 'asc' }], select: { scene_id: true } } },
    });
    let collectionId = same.find((c) => canonical(c.scenes.map((s) => s.scene_id)) === canonical(sceneIds))?.id;
    if (collectionId === undefined) {
      collectionId = (await tx.sceneCollection.create({
        data: { name: collection.name, scenes: { create: sceneIds.map((scene_id, i) => ({ scene_id, sequence: i + 1 })) } },
        select: { id: true },
      })).id;
    }
    await tx.promotion.update({ where: { id: this.promotionId }, data: { collection_id: collectionId } });
  }

  private async activityCollections(): Promise<void> {
    const { tx } = this;
    for (const [c, id] of this.work('collections')) {
      if (c.kind !== 'activity') continue;
      await this.save('collections', id, c.key, () => tx.activityCollection.create({ data: { promotion_id: this.promotionId, name: c.name } }), (rowId) => tx.activityCollection.update({ where: { id: rowId }, data: { name: c.name } }));
      const collectionId = this.ids.collections.get(c.key)!;
      await tx.activityCollectionItem.deleteMany({ where: { activity_collection_id: collectionId } });
      await tx.activityCollectionItem.createMany({
        data: c.items.map((i) => ({
          activity_collection_id: collectionId,
          item_type: i.activity ? 'Activity' : 'AreaOfInterest',
          activity_id: i.activity ? this.ids.activities.get(i.activity)! : null,
          area_of_interest_id: i.activity ? null : this.ids.areas_of_interest.get(i.area_of_interest!)!,
          week_available: i.week_available, sequence: i.sequence,
        })),
      });
    }
  }
}
