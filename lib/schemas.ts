// Generic request shapes shared by every feature, the route handlers and the client: database ids, calendar days,
// query-string booleans and pagination. A feature keeps only what is its own (its page size cap, its messages).
import { z } from 'zod';
import { ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';

/** Our ids, page numbers and counts are PostgreSQL int4: anything larger is a 422 here, never a failing query. */
export const INT4_MAX = 2_147_483_647;

/** The generic shapes' messages (the errors catalog reads them): `label` is the field's name in the request. */
export const SCHEMA_MESSAGES = {
  wholeNumber: (label: string) => `${label} must be a whole number`,
  positiveNumber: (label: string) => `${label} must be a positive number`,
  tooLarge: (label: string) => `${label} is too large`,
  dayFormat: 'must be a date as YYYY-MM-DD',
  realDay: 'must be a real date',
  pageMin: 'page must be 1 or more',
  pageOutOfRange: 'page is out of range',
  pageSizeMin: 'page_size must be 0 or more',
  pageSizeMax: (max: number) => `page_size must be at most ${max}`,
} as const;

/**
 * A database id from a path, query or body: a positive whole number that fits int4. `label` names it in the
 * messages; `message`, when given, is the one sentence said for any bad value (a spec's wording).
 */
export function idSchema(label: string, message?: string) {
  return z.coerce
    .number(message === undefined ? undefined : { message })
    .int(message ?? SCHEMA_MESSAGES.wholeNumber(label))
    .positive(message ?? SCHEMA_MESSAGES.positiveNumber(label))
    .max(INT4_MAX, message ?? SCHEMA_MESSAGES.tooLarge(label));
}

export const idParamSchema = z.object({ id: idSchema('id') });

/** `/promotions/{id}/…` param: a number or 'current'. */
export const promotionIdParamSchema = z.object({
  id: z.union([z.literal('current'), z.coerce.number().int().positive().max(INT4_MAX)], { message: ONBOARDING_MESSAGES.promotionNotFound }),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export const isoDaySchema = z
  .string()
  .regex(ISO_DAY, SCHEMA_MESSAGES.dayFormat)
  // Zod runs this even after the regex failed, so it must not assume the shape.
  .refine((v) => {
    const d = new Date(`${v}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, SCHEMA_MESSAGES.realDay);

/** Query-string booleans: true/false/1/0. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Lists answer at most this many rows a page unless a feature says otherwise; page_size 0 means all records. */
export const MAX_PAGE_SIZE = 200;

/** `page` and `page_size` of a list call; `maxPageSize` is the feature's cap. */
export function paginationFields(maxPageSize: number = MAX_PAGE_SIZE) {
  return {
    page: z.coerce.number().int().min(1, SCHEMA_MESSAGES.pageMin).max(INT4_MAX, SCHEMA_MESSAGES.pageOutOfRange).default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(0, SCHEMA_MESSAGES.pageSizeMin)
      .max(maxPageSize, SCHEMA_MESSAGES.pageSizeMax(maxPageSize))
      .optional(),
  };
}

export const paginationQuerySchema = z.object(paginationFields());

/** `?promotion_id=`: the promotion a participant's client names (the host's promotion is the one read). */
export const promotionIdQuerySchema = z.object({ promotion_id: z.string().optional() });

/** `/promotions/{id}/<children>/{key}`: the promotion's id and one of its rows'. */
export function promotionChildParamSchema<K extends string>(key: K, message?: string) {
  return z.object({ id: idSchema('id') }).extend({ [key]: idSchema(key, message) } as Record<K, ReturnType<typeof idSchema>>);
}
