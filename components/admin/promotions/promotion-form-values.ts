// The promotion form's values (what the inputs hold: text, checks, the flags) and their way to and from the API:
// a record becomes values, values become the PUT/POST body, and the resolver checks them with the server's schema
// and the promotion rules so every message shows on its own field as the master types.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PromotionFlags } from '@/lib/promotion-flags';
import { PROMOTION_FLAG_DEFAULTS } from '@/lib/promotion-flags';
import { defaultGoalFor, endsOnFor, isProgramLength, promotionIssues, PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import { promotionWriteSchema, type PromotionWriteInput } from '@/lib/promotions/admin-schema';
import type { AdminPromotion, InheritedDefaults } from '@/lib/promotions/admin-types';
import { DEFAULT_THEME } from '@/lib/promotions/themes';

export const TEXT_FIELDS = [
  'name', 'program_name', 'subdomain', 'domain', 'theme', 'logo', 'tag', 'time_zone', 'default_locale',
  'attraction_label', 'attraction_label_plural', 'friend_label', 'friend_label_plural', 'point_label', 'point_label_plural',
  'level_label', 'level_label_plural', 'wall_label', 'video_url', 'video_button_url', 'video_caption_url', 'coordinators',
  'visible_validic_devices',
] as const;
export const NUMBER_FIELDS = [
  'program_length', 'max_registrations', 'default_goal', 'daily_activity_allowance', 'daily_activity_minimum', 'max_activities_day',
  'min_interest_choice', 'max_interest_choice', 'trivia_points', 'bonus_points', 'entry_points', 'works_point_value', 'api_version',
] as const;
export const ID_FIELDS = ['organization_id', 'parent_promotion_id', 'default_competition_collection_id', 'collection_id', 'duo_collection_id'] as const;
export const DAY_FIELDS = ['starts_on', 'registration_starts_on', 'registration_ends_on', 'launch_on', 'logging_ends_on', 'disabled_on'] as const;
export const CHECK_FIELDS = ['is_launchpad', 'is_closed', 'duo_ended', 'is_active', 'activity_feels', 'display_team_feature'] as const;
/** Optional numbers: empty means none. */
const OPTIONAL_NUMBERS = new Set<string>(['max_registrations']);
/** Texts the API keeps as null when empty (an empty default language: the browser's). */
const OPTIONAL_TEXTS = new Set<string>(['default_locale', 'program_name', 'domain', 'logo', 'tag', 'video_url', 'video_button_url', 'video_caption_url', 'coordinators', 'visible_validic_devices']);

type Text = (typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number] | (typeof ID_FIELDS)[number] | (typeof DAY_FIELDS)[number];
export type PromotionFormValues = Record<Text, string> & Record<(typeof CHECK_FIELDS)[number], boolean> & {
  location_labels: string;
  flags: PromotionFlags;
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function toValues(p: Partial<AdminPromotion>): PromotionFormValues {
  const values: Record<string, unknown> = {};
  for (const k of [...TEXT_FIELDS, ...NUMBER_FIELDS, ...ID_FIELDS, ...DAY_FIELDS]) values[k] = str(p[k as keyof AdminPromotion]);
  for (const k of CHECK_FIELDS) values[k] = Boolean(p[k]);
  values.location_labels = (p.location_labels ?? ['Location']).join(', ');
  values.flags = { ...PROMOTION_FLAG_DEFAULTS, ...(p.flags ?? {}) };
  return values as PromotionFormValues;
}

/** A new promotion's starting values: the columns' defaults, then the parent's when one is chosen. */
export function newPromotionValues(organizationId: string, parent: { id: number; defaults: InheritedDefaults } | null): PromotionFormValues {
  const base = toValues({
    theme: DEFAULT_THEME, time_zone: 'America/New_York', api_version: 2, program_length: 56, default_goal: defaultGoalFor(56),
    daily_activity_allowance: 3, daily_activity_minimum: 1, max_activities_day: 3, min_interest_choice: 1, max_interest_choice: 1,
    trivia_points: 5, bonus_points: 10, entry_points: 10, works_point_value: 400, activity_feels: true, is_active: true,
    attraction_label: 'Attraction', attraction_label_plural: 'Attractions', friend_label: 'Friend', friend_label_plural: 'Friends',
    point_label: 'Point', point_label_plural: 'Points', level_label: 'Level', level_label_plural: 'Levels', wall_label: 'Wall',
    location_labels: ['Location'],
  });
  base.organization_id = organizationId;
  return parent ? withParentDefaults(base, parent) : base;
}

export function withParentDefaults(values: PromotionFormValues, parent: { id: number; defaults: InheritedDefaults }): PromotionFormValues {
  const inherited = toValues({ ...parent.defaults } as Partial<AdminPromotion>);
  const next = { ...values, parent_promotion_id: String(parent.id) } as Record<string, unknown>;
  for (const key of Object.keys(parent.defaults)) next[key] = (inherited as Record<string, unknown>)[key];
  return next as PromotionFormValues;
}

export function toBody(v: PromotionFormValues): PromotionWriteInput {
  const body: Record<string, unknown> = {};
  for (const k of TEXT_FIELDS) body[k] = OPTIONAL_TEXTS.has(k) && v[k].trim() === '' ? null : v[k];
  for (const k of NUMBER_FIELDS) body[k] = v[k].trim() === '' ? (OPTIONAL_NUMBERS.has(k) ? null : Number.NaN) : Number(v[k]);
  for (const k of ID_FIELDS) body[k] = v[k] === '' ? null : Number(v[k]);
  for (const k of DAY_FIELDS) body[k] = v[k] === '' ? null : v[k];
  for (const k of CHECK_FIELDS) body[k] = v[k];
  body.location_labels = v.location_labels.split(',').map((s) => s.trim()).filter(Boolean);
  body.flags = v.flags;
  if (body.organization_id === null) delete body.organization_id;
  if (body.starts_on === null) delete body.starts_on;
  return body as PromotionWriteInput;
}

/** The derived dates the form shows beside the inputs. */
export function derived(v: Pick<PromotionFormValues, 'starts_on' | 'program_length'>): { ends_on: string | null; weeks: number | null } {
  const length = Number(v.program_length);
  if (!isProgramLength(length)) return { ends_on: null, weeks: null };
  return { ends_on: v.starts_on ? endsOnFor(v.starts_on, length) : null, weeks: Math.floor(length / 7) };
}

/**
 * Checks with the server's own schema and rules; each message lands on the field it is about. The rules' messages are
 * the API's (translated where they show); `text` holds the form's own, in the reader's language.
 */
export const promotionFormResolver = (text: { enterNumber: string }): Resolver<PromotionFormValues> => async (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const put = (field: string, message: string) => {
    if (!errors[field]) errors[field] = { type: 'validate', message };
  };
  const body = toBody(values);
  const parsed = promotionWriteSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      put(field === 'flags' ? 'name' : field, NUMBER_FIELDS.includes(field as never) && Number.isNaN(body[field as keyof typeof body]) ? text.enterNumber : issue.message);
    }
  }
  if (!values.organization_id) put('organization_id', M.organizationRequired);
  if (!values.starts_on) put('starts_on', M.startsRequired);
  const n = (k: keyof PromotionFormValues) => Number(values[k]);
  for (const issue of promotionIssues({
    subdomain: values.subdomain.trim().toLowerCase(), program_length: n('program_length'), starts_on: values.starts_on || null,
    registration_starts_on: values.registration_starts_on || null, registration_ends_on: values.registration_ends_on || null,
    launch_on: values.launch_on || null, logging_ends_on: values.logging_ends_on || null, disabled_on: values.disabled_on || null,
    default_goal: n('default_goal'), min_interest_choice: n('min_interest_choice'), max_interest_choice: n('max_interest_choice'),
    daily_activity_minimum: n('daily_activity_minimum'), daily_activity_allowance: n('daily_activity_allowance'),
  })) put(issue.field, issue.message);
  return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<PromotionFormValues> } : { values, errors: {} };
};
