// Inputs of recipes, tips and sharing by email, shared by the routes and the forms.
import { z } from 'zod';
import { idSchema, paginationFields } from '@/lib/schemas';
import { RECIPE_FILTERS, STARS } from './constants';
import { RECIPE_MESSAGES, SHARE_MESSAGES, TIP_MESSAGES } from './messages';

export const MAX_SHARE_MESSAGE = 2000;
export const MAX_SHARE_EMAILS = 10;

/** GET /recipes?category&search&page&page_size */
export const recipeListQuerySchema = z.object({
  ...paginationFields(),
  category: z.enum(RECIPE_FILTERS, { message: RECIPE_MESSAGES.categoryOneOf(RECIPE_FILTERS.join(', ')) }).optional(),
  search: z.string().trim().max(100, RECIPE_MESSAGES.searchTooLong).optional(),
  /** With category=favorites: whose; only the caller's own. */
  user_id: z.union([z.literal('me'), idSchema('user_id')]).optional(),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

export const recipeIdParamsSchema = z.object({ id: idSchema('id', RECIPE_MESSAGES.recipeNotFound) });

/** POST /recipes/{id}/user_rating {score}: stars, 1 … 5 (stored as 20 per star). */
export const userRatingSchema = z.object({
  score: z.coerce
    .number({ message: RECIPE_MESSAGES.scoreRange })
    .int(RECIPE_MESSAGES.scoreRange)
    .min(STARS[0], RECIPE_MESSAGES.scoreRange)
    .max(STARS[STARS.length - 1], RECIPE_MESSAGES.scoreRange),
});

/** Where a tip was shared (POST /tips/{id}/shares?via=). */
export const SHARE_MEDIA = ['email', 'facebook', 'twitter', 'linkedin', 'wall', 'link'] as const;
export type ShareMedium = (typeof SHARE_MEDIA)[number];
export const tipShareQuerySchema = z.object({ via: z.enum(SHARE_MEDIA, { message: TIP_MESSAGES.viaInvalid }) });

/** What can be shared by email. */
export const EMAIL_CONTENT_MODELS = ['Recipe', 'Tip'] as const;
export type EmailContentModel = (typeof EMAIL_CONTENT_MODELS)[number];

/** POST /emails/content {message, emails, model, id} */
export const contentEmailSchema = z.object({
  /** Missing is the same as empty: the service answers 'Must include at least 1 email address.' */
  emails: z.string({ message: SHARE_MESSAGES.noEmails }).max(5000, SHARE_MESSAGES.emailsTooLong).nullish().transform((v) => v ?? ''),
  message: z.string().max(MAX_SHARE_MESSAGE, SHARE_MESSAGES.messageTooLong(MAX_SHARE_MESSAGE)).nullish(),
  model: z.enum(EMAIL_CONTENT_MODELS, { message: SHARE_MESSAGES.modelOneOf(EMAIL_CONTENT_MODELS.join(', ')) }),
  id: idSchema('id'),
});
export type ContentEmailInput = z.infer<typeof contentEmailSchema>;

/**
 * The share-by-email address rules (§5): split on commas or semicolons, whitespace stripped, empty parts dropped;
 * each address is word, plus, minus, dot and percent characters, @, a domain, a dot and 2 to 4 letters.
 */
export const SHARE_EMAIL_PATTERN = /^[\w.+%-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;
export function splitShareEmails(text: string): string[] {
  return text.split(/[;,]/).map((e) => e.trim()).filter(Boolean);
}
export const isShareEmail = (value: string) => SHARE_EMAIL_PATTERN.test(value);

/** GET /recipes/favorites?user_id=me|{id}. */
export const favoritesQuerySchema = z.object({ ...paginationFields(), user_id: z.union([z.literal('me'), idSchema('user_id')]).optional() });

/** /tips/{id}/views and /tips/{id}/shares. */
export const tipIdParamSchema = z.object({ id: idSchema('id', TIP_MESSAGES.tipNotFound) });

/** /custom_content/{id}/user_like. */
export const likedContentParamSchema = z.object({ id: idSchema('id', TIP_MESSAGES.contentNotFound) });

/** GET /users/{id}/custom_content_likes?category=tips. */
export const contentLikesQuerySchema = z.object({ ...paginationFields(), category: z.literal('tips', { message: TIP_MESSAGES.categoryTips }).default('tips') });
