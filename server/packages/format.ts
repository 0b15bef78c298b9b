// The program package format, version 1 (docs/packages.md): manifest.json, one JSON file per kind, and images/.
// Nothing in a package is a database id: every item carries a `key` unique within its kind (made from its natural
// name, "#2" for a second item of the same name), and items refer to each other by key. That is what lets a package
// land in another promotion or another installation, and what makes two exports of the same design equal.
import 'server-only';
import { z } from 'zod';
import { PACKAGE_MESSAGES } from '@/lib/packages/messages';
import { PACKAGE_KINDS, PACKAGE_SCHEMA_VERSION, MAX_PACKAGE_ITEMS_PER_KIND, type PackageKind } from '@/lib/packages/constants';

/** An image inside the package, by content: "images/<sha256>.<ext>". */
export const PACKAGE_IMAGE = /^images\/[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

const text = (max = 100_000) => z.string().max(max);
const key = z.string().min(1).max(400);
/** A date without time, as the database keeps competition and evaluation dates. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');
/**
 * An image field: an image of the package (images/…), or a URL kept as it was — a path that ships with the application
 * (/demo/…) or an external https address. Never a stored file of the source installation (those travel as images).
 */
const image = z
  .string()
  .max(2_000)
  .refine((v) => PACKAGE_IMAGE.test(v) || /^\/(?!\/)(?!api\/files\/)[A-Za-z0-9._~\-/%]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), 'expected images/<sha256>.<ext>, an application path or an https URL')
  .nullable();
/** A JSON column (flags, custom fields) as it is. */
const jsonValue = z.json();
export type PackageJson = z.infer<typeof jsonValue>;
const int = z.number().int().min(-1_000_000_000).max(1_000_000_000);

/** An item's version in another language (issue 36), by language tag ("es"). */
const contentTranslation = z.strictObject({ title: text().nullable(), summary: text().nullable(), content: text(1_000_000).nullable() });
const localeTag = z.string().max(16).regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a language tag such as es');

export const contentItem = z.strictObject({
  key, category: text(200), content_key: text(400), group: text(400).nullable(), sequence: z.number().finite(),
  title: text().nullable(), summary: text().nullable(), content: text(1_000_000).nullable(), hidden: z.boolean(),
  image1: image, image2: image, mobile_image1: image, thumbnail_image: image, email_image: image,
  days_from_start: int.nullable(), custom_fields: jsonValue.nullable(),
  /** Absent in packages made before translations existed: none. */
  translations: z.record(localeTag, contentTranslation).default({}),
});

export const areaOfInterestItem = z.strictObject({
  key, name: text(400), display: text(400).nullable(), category: text(200).nullable(), sequence: int,
});

/** An activity in another language (issue 36): answers in the quiz's order, or none. */
const activityTranslation = z.strictObject({
  name: text(400).nullable(), blurb: text().nullable(), content: text(1_000_000).nullable(), question: text().nullable(),
  answers: z.array(text(2_000)).max(50),
});

export const activityItem = z.strictObject({
  key, name: text(400), category: text(100), week_available: int, sequence: int, parent: key.nullable(),
  blurb: text().nullable(), content: text(1_000_000).nullable(), image_url: image,
  question: text().nullable(), answers: z.array(text(2_000)).max(50), correct_answer: int.nullable(), is_logging: z.boolean(),
  areas_of_interest: z.array(key).max(500),
  /** Absent in packages made before activity translations existed: none. */
  translations: z.record(localeTag, activityTranslation).default({}),
});

export const badgeItem = z.strictObject({
  key, category: text(100), name: text(400), goal: int, goal2: int.nullable(), hide_until_earned: z.boolean(),
  image_url: image, sequence: int,
  /** The default badge this one overrides, by the default's key (category/name) in the default promotion. */
  overrides_default: key.nullable(),
});

export const levelItem = z.strictObject({ key, name: text(400), sequence: int });

const behavior = z.strictObject({ key, name: text(400), start: day.nullable(), end: day.nullable(), sequence: int });

export const competitionItem = z.strictObject({
  key, name: text(400).nullable(),
  enrollment_starts_on: day, enrollment_ends_on: day, competition_starts_on: day, competition_ends_on: day, comp_length: int,
  team_size_min: int, team_size_max: int, freeze_team_scores: z.boolean(), freeze_team_scores_on: day.nullable(),
  behavior_label: text(400), behavior_feature_label: text(400), works_value: int,
  behaviors: z.array(behavior).max(500),
});

/** A promotion default behavior (offered to every competition of the promotion). */
export const behaviorItem = behavior;

export const pointThresholdItem = z.strictObject({
  key, pointable_type: text(50),
  /** A Behavior threshold's behavior: a default behavior (competition null) or one of a competition, by keys. */
  behavior: z.strictObject({ competition: key.nullable(), behavior: key }).nullable(),
  value_label: text(400).nullable(), value: int, points: int,
});

const promptFields = {
  type_of_prompt: text(50), data_type: text(50), options: z.array(text(2_000)).max(500), location_tag: text(400).nullable(),
  is_active: z.boolean(), profile_only: z.boolean(), flags: jsonValue, sequence: int,
};

export const customPromptItem = z.strictObject({ key, prompt: text(10_000), short_label: text(400).nullable(), ...promptFields });

export const evaluationItem = z.strictObject({
  key, name: text(400), message: text().nullable(), days_from_start: text(400).nullable(), start_date: day.nullable(), end_date: day.nullable(),
  /** Question names; a custom prompt's is written CustomPrompt_@<prompt key> (CustomPrompt_<id> in the database). */
  visible_questions: z.array(text(600)).max(1_000), location_questions: z.array(text(600)).max(1_000),
  questions: z.array(z.strictObject({ name: text(600), prompt: text(10_000).nullable(), custom_prompt: key.nullable(), display_question: z.boolean(), ...promptFields })).max(1_000),
  custom_prompts: z.array(z.strictObject({ custom_prompt: key, flags: jsonValue })).max(1_000),
});

export const sceneItem = z.strictObject({
  key, name: text(400), scene_type: text(50), layout_version: int, tile_urls: z.array(image.unwrap()).max(100),
});

/** The promotion's scene collection (kind "scene") or one of its activity collections (kind "activity"). */
export const collectionItem = z.discriminatedUnion('kind', [
  z.strictObject({ key, kind: z.literal('scene'), name: text(400), scenes: z.array(key).max(500) }),
  z.strictObject({
    key, kind: z.literal('activity'), name: text(400),
    items: z.array(z.strictObject({
      activity: key.nullable(), area_of_interest: key.nullable(), week_available: int.nullable(), sequence: int,
    }).refine((i) => (i.activity === null) !== (i.area_of_interest === null), PACKAGE_MESSAGES.itemNeedsOneTarget)).max(5_000),
  }),
]);

export const KIND_SCHEMAS = {
  content: contentItem,
  areas_of_interest: areaOfInterestItem,
  activities: activityItem,
  badges: badgeItem,
  levels: levelItem,
  competitions: competitionItem,
  behaviors: behaviorItem,
  point_thresholds: pointThresholdItem,
  custom_prompts: customPromptItem,
  evaluations: evaluationItem,
  scenes: sceneItem,
  collections: collectionItem,
} as const satisfies Record<PackageKind, z.ZodType>;

export type PackageItems = { [K in PackageKind]: z.infer<(typeof KIND_SCHEMAS)[K]>[] };
export type PackageItem<K extends PackageKind> = PackageItems[K][number];

export const kindFileSchema = <K extends PackageKind>(kind: K) => z.array(KIND_SCHEMAS[kind]).max(MAX_PACKAGE_ITEMS_PER_KIND);

export const manifestSchema = z.strictObject({
  schema_version: z.literal(PACKAGE_SCHEMA_VERSION),
  source: z.strictObject({ promotion: text(400), program_name: text(400).nullable(), installation: text(400) }),
  exported_at: z.string().datetime({ offset: true }),
  counts: z.strictObject(Object.fromEntries(PACKAGE_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<PackageKind, z.ZodNumber>).extend({
    images: z.number().int().min(0),
  }),
});
export type PackageManifest = z.infer<typeof manifestSchema>;

/** A package in memory: the manifest, the items of every kind, and the image bytes by their package path. */
export interface ProgramPackage {
  manifest: PackageManifest;
  items: PackageItems;
  images: Map<string, Uint8Array>;
}

export const kindFile = (kind: PackageKind) => `${kind}.json`;
