// What the content editor sends (POST /custom_content, PUT /custom_content/{id}, the reorder and set-order calls),
// shared with the form. HTML is sanitized by the server before it is stored (server/content/admin/sanitize.ts).
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';
import { LOCALES } from '@/lib/i18n/locales';
import { CATEGORY_PATTERN, INPUT_TYPES } from './admin-rules';

const html = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullable().optional();
/** An image address: a path of this site or an http(s) address; '' and null clear it. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, 'Image address is too long.')
  .refine((v) => v === '' || (/^\/(?!\/)/.test(v) && !v.includes('\\')) || /^https?:\/\/[^\s"'<>]+$/i.test(v), 'Image must be a web address (https://…) or a path of this site.')
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

export const categorySchema = z.string().trim().regex(CATEGORY_PATTERN, 'Category must be letters, digits, - or _.');

/**
 * An item's version in another language (issue 36): what participants reading that language see. An empty field shows
 * the item's own text; a translation with every field empty (or null) is deleted.
 */
export const contentTranslationSchema = z.object({ title: html(2000), summary: html(20_000), content: html(200_000) });

const customValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

export const contentWriteSchema = z.object({
  /** The promotion whose content this is; without it, the defaults (the default promotion). */
  promotion_id: idSchema('promotion_id').nullable().optional(),
  category: categorySchema,
  key: z.string().max(200, 'Key is too long.').nullable().optional(),
  /** The key was typed as a new one: a duplicate is 'Key already exists!!' (otherwise it takes a '+N' suffix). */
  new_key: z.boolean().optional(),
  group: z.string().max(200, 'Group is too long.').nullable().optional(),
  /** The group was typed as a new one: a duplicate is 'Group already exists!!'. */
  new_group: z.boolean().optional(),
  sequence: z.number().int('Sequence must be a whole number.').min(0).max(100_000).optional(),
  title: html(2000),
  summary: html(20_000),
  content: html(200_000),
  hidden: z.boolean().optional(),
  image1: imageUrl,
  image2: imageUrl,
  mobile_image1: imageUrl,
  thumbnail_image: imageUrl,
  email_image: imageUrl,
  custom_fields: z
    .record(z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'Custom field names are lowercase words.'), customValue)
    .refine((v) => Object.keys(v).length <= 30, 'Too many custom fields.')
    .refine((v) => v.input_type === undefined || v.input_type === null || (INPUT_TYPES as readonly unknown[]).includes(v.input_type), 'Unknown input type.')
    .optional(),
  /** By language ('es': {title, summary, content}); a language not named keeps its translation. */
  translations: z.partialRecord(z.enum(LOCALES), contentTranslationSchema.nullable()).optional(),
});
export type ContentWrite = z.infer<typeof contentWriteSchema>;

/** The ids of a category in their new order. */
export const sequenceListSchema = z.array(idSchema('sequence')).min(1, 'Could not resequence content.').max(1000, 'Could not resequence content.');

export const reorderBodySchema = z.object({ sequence: sequenceListSchema });
export const setOrderBodySchema = z.object({ sequence: sequenceListSchema, promotion_id: idSchema('promotion_id').nullable().optional(), category: categorySchema });
