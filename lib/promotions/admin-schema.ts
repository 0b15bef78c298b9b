// What a master may send to create or update a promotion (POST /promotions, PUT /promotions/{id}), shared with the
// form. Every field is optional on the wire: an update is partial (flags, default_goal, the video fields,
// coordinators, labels… one at a time), and a create takes what it is not sent from the parent promotion or the
// defaults. The rules across fields are lib/promotions/admin-rules.ts, checked on the merged record.
import { z } from 'zod';
import { isoDaySchema, idSchema, INT4_MAX } from '@/lib/schemas';
import { PROMOTION_FLAG_KEYS, type PromotionFlagKey } from '@/lib/promotion-flags';
import { LOCALES } from '@/lib/i18n/locales';
import { isTimeZone } from '@/lib/i18n/format';
import { MAX_POINTS_PER_VALUE, POINTABLE_TYPES, PROMOTION_ADMIN_MESSAGES as M } from './admin-rules';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** An optional text: '' and null both clear it. */
const optionalText = (max: number) => text(max).nullable().transform((v) => (v ? v : null));
/** Program days stay within this century, so every derived day (ends_on) is a real calendar day too. */
const programDay = isoDaySchema.refine((v) => v >= '2000-01-01' && v <= '2099-12-31', 'must be a date between 2000 and 2099');
const day = programDay.nullable();
/** An IANA time zone the runtime knows: "today" of the promotion is computed in it on every request. */
const timeZone = z.string().trim().min(1, 'Time zone is required.').max(60).refine(isTimeZone, 'Time zone must be an IANA zone such as America/New_York.');
/** The language of a participant who chose none (docs/i18n.md); null leaves it to the browser's Accept-Language. */
const defaultLocale = z
  .enum(LOCALES, { message: M.defaultLocale })
  .nullable();
const count = (max = 100_000) => z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`);
const optionalId = (label: string) => idSchema(label).nullable();
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** "a@x.com, ,b@y.com" → "a@x.com,b@y.com": empty entries are ignored; each one left must be an address. */
export const coordinatorsSchema = z
  .string()
  .max(4000, 'coordinators: too long')
  .nullable()
  .transform((value, ctx) => {
    const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
    for (const entry of entries) {
      if (!EMAIL.test(entry)) ctx.addIssue({ code: 'custom', message: `Coordinator "${entry.slice(0, 80)}" is not a valid email address.` });
    }
    return entries.length ? entries.join(',') : null;
  });

const flagsShape = Object.fromEntries(PROMOTION_FLAG_KEYS.map((k) => [k, z.boolean()])) as Record<PromotionFlagKey, z.ZodBoolean>;
export const promotionFlagsPatchSchema = z.object(flagsShape).partial().strict();

export const promotionWriteSchema = z
  .object({
    // Identity
    name: text(120).min(1, 'Name is required.'),
    program_name: optionalText(120),
    subdomain: z.string().trim().toLowerCase().max(63, 'Subdomain must be at most 63 characters.'),
    domain: optionalText(253),
    theme: text(60).min(1, 'Theme is required.'),
    logo: optionalText(500),
    tag: optionalText(60),
    organization_id: idSchema('organization_id', 'Organization is required.'),
    parent_promotion_id: optionalId('parent_promotion_id'),
    is_launchpad: z.boolean(),
    api_version: z.union([z.literal(1), z.literal(2)], { message: 'API version must be 1 or 2.' }),
    time_zone: timeZone,
    default_locale: defaultLocale,
    // Dates
    program_length: z.coerce.number().int('Program length must be 42 days (6 weeks) or 56 days (8 weeks).'),
    registration_starts_on: day,
    registration_ends_on: day,
    launch_on: day,
    starts_on: programDay,
    ends_on: day,
    logging_ends_on: day,
    disabled_on: day,
    is_closed: z.boolean(),
    duo_ended: z.boolean(),
    is_active: z.boolean(),
    max_registrations: z.coerce.number().int().min(1).max(INT4_MAX).nullable(),
    // Goals and points
    default_goal: z.coerce.number().int('Default goal must be a whole number of 1 or more.').min(1, 'Default goal must be a whole number of 1 or more.').max(10_000),
    daily_activity_allowance: count(100),
    daily_activity_minimum: count(100),
    max_activities_day: count(100),
    min_interest_choice: count(100),
    max_interest_choice: count(100),
    trivia_points: count(MAX_POINTS_PER_VALUE),
    bonus_points: count(MAX_POINTS_PER_VALUE),
    entry_points: count(MAX_POINTS_PER_VALUE),
    works_point_value: count(),
    activity_feels: z.boolean(),
    // Collections
    default_competition_collection_id: optionalId('default_competition_collection_id'),
    collection_id: optionalId('collection_id'),
    duo_collection_id: optionalId('duo_collection_id'),
    // Labels
    attraction_label: text(40).min(1),
    attraction_label_plural: text(40).min(1),
    friend_label: text(40).min(1),
    friend_label_plural: text(40).min(1),
    point_label: text(40).min(1),
    point_label_plural: text(40).min(1),
    level_label: text(40).min(1),
    level_label_plural: text(40).min(1),
    wall_label: text(40).min(1),
    location_labels: z.array(text(40).min(1, 'Location labels cannot be empty.')).min(1, 'At least one location label.').max(3, 'At most three location levels.'),
    // Features and other settings
    flags: promotionFlagsPatchSchema,
    display_team_feature: z.boolean(),
    video_url: optionalText(500),
    video_button_url: optionalText(500),
    video_caption_url: optionalText(500),
    coordinators: coordinatorsSchema,
    visible_validic_devices: optionalText(500),
  })
  .partial()
  .strict();

export type PromotionWrite = z.output<typeof promotionWriteSchema>;
export type PromotionWriteInput = z.input<typeof promotionWriteSchema>;

/** GET /promotions: filters, search, sort and paging of the master's table. */
export const PROMOTION_SORTS = ['name', 'subdomain', 'program_length', 'registration_starts_on', 'registration_ends_on', 'launch_on', 'starts_on', 'id'] as const;
export type PromotionSort = (typeof PROMOTION_SORTS)[number];

export const levelsSaveSchema = z.object({
  levels: z
    .array(z.object({ id: idSchema('id').optional(), name: text(60).min(1, 'Level name is required.') }).strict())
    .max(100, 'At most 100 levels.'),
}).strict();

export const pointThresholdSchema = z
  .object({
    pointable_type: z.enum(POINTABLE_TYPES, { message: 'Type must be Step, Minute or Behavior.' }),
    pointable_id: idSchema('pointable_id').nullable().optional(),
    value_label: optionalText(60).optional(),
    value: count(1_000_000),
    points: z.coerce
      .number()
      .int('Points must be a whole number.')
      .min(0, 'Points must be 0 or more.')
      .max(MAX_POINTS_PER_VALUE, `Points cannot be more than ${MAX_POINTS_PER_VALUE}.`),
  })
  .strict();
export type PointThresholdWrite = z.output<typeof pointThresholdSchema>;
