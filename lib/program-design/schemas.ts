// What a master sends to the activity, area-of-interest, badge and activity-collection editors; shared with the forms.
import { z } from 'zod';
import { CATEGORY_KEYS } from '@/lib/activities/categories';
import { BADGE_CATEGORIES } from '@/lib/badges/categories';
import { idSchema, queryBoolean } from '@/lib/schemas';
import { LOCALES } from '@/lib/i18n/locales';
import { PROGRAM_DESIGN_MESSAGES as M } from './messages';

const text = (max: number) => z.string().trim().max(max, M.textTooLong(max));
/** An optional text: '' and null both clear it. */
const optionalText = (max: number) => text(max).nullish().transform((v) => (v ? v : null));
const requiredName = (max: number) => text(max).min(1, M.nameRequired);
/** Where an uploaded image or a demo picture lives: our own files (/api/files/…) or a site path, never a script URL. */
const imageUrl = optionalText(500).refine((v) => v === null || /^(\/(?!\/)|https:\/\/)/.test(v), M.imageUrl);

export const ACTIVITY_WEEK_MAX = 52;
export const QUIZ_ANSWERS_MAX = 8;

/**
 * An activity in another language (issue 36): every field optional, an empty one shows the activity's own text. Answers
 * one per entry, in the quiz's order (blank ones dropped).
 */
export const activityTranslationSchema = z.object({
  name: optionalText(120),
  blurb: optionalText(500),
  content: optionalText(20_000),
  question: optionalText(500),
  answers: z.array(text(200)).max(QUIZ_ANSWERS_MAX, M.tooManyAnswers(QUIZ_ANSWERS_MAX)).default([]).transform((a) => a.filter((x) => x !== '')),
}).strict();
export type ActivityTranslationWrite = z.output<typeof activityTranslationSchema>;

/** POST /promotions/{id}/activities, PUT /activities/{id}. New activities: week_available 1, sequence 1. */
const activityFields = {
  category: z.enum(CATEGORY_KEYS, { message: M.chooseCategory }),
  name: requiredName(120),
  blurb: optionalText(500),
  content: optionalText(20_000),
  image_url: imageUrl,
  week_available: z.coerce.number().int(M.weekWhole).min(1, M.weekMin).max(ACTIVITY_WEEK_MAX, M.weekMax(ACTIVITY_WEEK_MAX)).default(1),
  sequence: z.coerce.number().int(M.sequenceWhole).min(0, M.sequenceMin).max(10_000, M.sequenceMax).default(1),
  parent_activity_id: idSchema('parent_activity_id').nullish().transform((v) => v ?? null),
  is_logging: z.boolean().default(true),
  question: optionalText(500),
  answers: z.array(text(200)).max(QUIZ_ANSWERS_MAX, M.tooManyAnswers(QUIZ_ANSWERS_MAX)).default([]),
  correct_answer: z.number().int().min(0).max(QUIZ_ANSWERS_MAX - 1).nullish().transform((v) => v ?? null),
  area_of_interest_ids: z.array(idSchema('area_of_interest_ids')).max(100).default([]),
  /** By language ('es': {name, …}); null or every field empty deletes it; a language not named keeps its translation. */
  translations: z.partialRecord(z.enum(LOCALES), activityTranslationSchema.nullable()).optional(),
};

type ActivityFields = z.output<z.ZodObject<typeof activityFields>>;
const quizRule = (a: ActivityFields, ctx: z.RefinementCtx) => {
  // A quiz answer is checked by its index: a translated list must line up with the quiz's own.
  for (const [locale, t] of Object.entries(a.translations ?? {})) {
    if (t && t.answers.length > 0 && t.answers.length !== a.answers.length) {
      ctx.addIssue({ code: 'custom', message: M.translationAnswers, path: ['translations', locale, 'answers'] });
    }
  }
  // The quiz is all or nothing: a question with two or more answers and the index of the right one.
  if (!a.question) {
    if (a.answers.length || a.correct_answer !== null) ctx.addIssue({ code: 'custom', message: M.quizQuestion, path: ['question'] });
    return;
  }
  if (a.answers.length < 2) ctx.addIssue({ code: 'custom', message: M.quizAnswers, path: ['answers'] });
  else if (a.correct_answer === null || a.correct_answer >= a.answers.length) ctx.addIssue({ code: 'custom', message: M.quizCorrect, path: ['correct_answer'] });
};
const withoutBlankAnswers = <A extends { answers: string[] }>(a: A): A => ({ ...a, answers: a.answers.filter((x) => x !== '') });

/** Unknown keys are refused, as by every other write. */
export const activityWriteSchema = z.object(activityFields).strict().transform(withoutBlankAnswers).superRefine(quizRule);

/**
 * POST /activities and PUT /activities/{id} name the promotion the activity belongs to (null: the library): an edit
 * applies to that promotion's activity only, whatever host or screen it was sent from.
 */
const ownedActivitySchema = z.object({
  ...activityFields,
  promotion_id: z.null().or(idSchema('promotion_id', M.activityPromotion)),
}).strict().transform(withoutBlankAnswers).superRefine(quizRule);
export const activityCreateSchema = ownedActivitySchema;
export const activityEditSchema = ownedActivitySchema;
export type ActivityWrite = z.output<typeof activityWriteSchema>;
export type ActivityWriteInput = z.input<typeof activityWriteSchema>;

/** POST /promotions/{id}/area_of_interests, PUT /area_of_interests/{id}. */
export const areaWriteSchema = z.object({
  name: requiredName(120),
  display: optionalText(200),
  category: optionalText(60),
  sequence: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type AreaWrite = z.output<typeof areaWriteSchema>;

/** POST /promotions/{id}/badges, PUT /promotions/{id}/badges/{badgeId}. */
export const badgeWriteSchema = z
  .object({
    category: z.enum(BADGE_CATEGORIES, { message: M.chooseCategory }),
    name: requiredName(120),
    goal: z.coerce.number({ message: M.goalNumber }).int(M.goalWhole).min(1, M.goalMin).max(100_000, M.goalMax),
    goal2: z.coerce.number().int(M.goal2Whole).min(1).max(100_000).nullish().transform((v) => v ?? null),
    hide_until_earned: z.boolean().default(false),
    image_url: imageUrl,
    sequence: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .refine((b) => b.goal2 === null || b.goal2 > b.goal, { message: M.goal2AboveGoal, path: ['goal2'] });
export type BadgeWrite = z.output<typeof badgeWriteSchema>;
export type BadgeWriteInput = z.input<typeof badgeWriteSchema>;

// Activity collections (aaoi_collections).
export const COLLECTION_ITEM_TYPES = ['Activity', 'AreaOfInterest'] as const;
export type CollectionItemType = (typeof COLLECTION_ITEM_TYPES)[number];

export const collectionWriteSchema = z.object({
  name: requiredName(120),
  /** Set: the collection belongs to that promotion; null: a library collection. Only read on create. */
  promotion_id: idSchema('promotion_id').nullish().transform((v) => v ?? null),
});

export const collectionIndexQuerySchema = z.object({
  all: queryBoolean.optional(),
  promotion_id: idSchema('promotion_id').optional(),
});

export const itemTypeSchema = z.enum(COLLECTION_ITEM_TYPES, { message: M.itemType });

export const itemParamsSchema = z.object({ id: idSchema('id'), item_type: itemTypeSchema, item_id: idSchema('item_id') });

/** PUT add_item: the week the activity opens in this collection (areas of interest have none). */
export const addItemBodySchema = z.object({
  week_available: z.coerce.number().int().min(1).max(ACTIVITY_WEEK_MAX).nullish().transform((v) => v ?? null),
}).default({ week_available: null });

export const removeItemQuerySchema = z.object({ override: queryBoolean.optional() });

/** POST create_item/{item_type} {item_content}: a new activity or area of interest, made in the collection's owner. */
export const createItemBodySchema = z.object({ item_content: z.record(z.string(), z.unknown()), week_available: z.coerce.number().int().min(1).max(ACTIVITY_WEEK_MAX).nullish() });

/** POST /aaoi_collections/{id}/reorder {sequence: [item ids]}: the collection's activities in their new order. */
export const reorderBodySchema = z.object({
  sequence: z.array(idSchema('sequence')).max(2000),
  /** Week of each item, by item id, when a move crosses weeks (optional). */
  weeks: z.record(z.string(), z.coerce.number().int().min(1).max(ACTIVITY_WEEK_MAX)).optional(),
});

/** POST /aaoi_collections/copy/{id} {promotion_id?, name?}: into a promotion (its own copies) or as a library copy. */
export const copyBodySchema = z.object({
  promotion_id: idSchema('promotion_id').nullish().transform((v) => v ?? null),
  name: optionalText(120),
}).default({ promotion_id: null, name: null });

/** POST /aaoi_collections/{id}/create_item/{item_type}. */
export const createItemParamSchema = z.object({ id: idSchema('id'), item_type: itemTypeSchema });
