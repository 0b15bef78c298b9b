// Request shapes of the wall's API, shared by the route handlers and the client's forms.
import { z } from 'zod';
import { idSchema, paginationFields } from '@/lib/schemas';
import { MAX_POST_LENGTH, MAX_TAGGED_USERS, MAX_WALL_PAGE_SIZE, POSTABLE_TYPES, WALL_FILTERS, WALLABLE_TYPES } from './constants';
import { WALL_MESSAGES } from './messages';

const { page, page_size } = paginationFields(MAX_WALL_PAGE_SIZE);

/** GET /api/posts */
export const postListQuerySchema = z
  .object({
    page,
    // page_size 0 means all records (the list contract), up to WALL_ALL_CAP newest posts: a wall can hold 100,000.
    page_size,
    filter: z.enum(WALL_FILTERS, { message: WALL_MESSAGES.filterOneOf(WALL_FILTERS.join(', ')) }).default('all'),
    wallable_type: z.enum(WALLABLE_TYPES, { message: WALL_MESSAGES.wallableTypeOneOf(WALLABLE_TYPES.join(', ')) }).optional(),
    wallable_id: idSchema('wallable_id').optional(),
    /** Only this author's posts (a followed person's own page of the Following tab). */
    user_id: idSchema('user_id').optional(),
    search: z.string().trim().max(200, WALL_MESSAGES.searchTooLong).optional(),
    /** On the dashboard host: which promotion's wall (experts and administrators). */
    promotion_id: idSchema('promotion_id').optional(),
  })
  .refine((q) => (q.wallable_type === undefined) === (q.wallable_id === undefined), {
    message: WALL_MESSAGES.wallableTogether,
    path: ['wallable_id'],
  });
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** A post's text: required, plain, at most MAX_POST_LENGTH characters. */
export const postContentSchema = z
  .string({ message: WALL_MESSAGES.contentBlank })
  .refine((v) => v.trim().length > 0, WALL_MESSAGES.contentBlank)
  .refine((v) => v.length <= MAX_POST_LENGTH, WALL_MESSAGES.contentTooLong);

/** POST /api/posts */
export const createPostSchema = z
  .object({
    content: postContentSchema,
    wallable_type: z.enum(WALLABLE_TYPES, { message: WALL_MESSAGES.wallableTypeOneOf(WALLABLE_TYPES.join(', ')) }).default('Promotion'),
    /** Defaults to the promotion (its wall) when wallable_type is Promotion. */
    wallable_id: idSchema('wallable_id').optional(),
    parent_post_id: idSchema('parent_post_id').nullish(),
    depth: z.coerce.number().int().min(0, WALL_MESSAGES.depthMin).max(10, WALL_MESSAGES.depthTooDeep).optional(),
    tagged_users: z.array(idSchema('tagged user id')).max(MAX_TAGGED_USERS, WALL_MESSAGES.tooManyTags(MAX_TAGGED_USERS)).default([]),
    postable_type: z.enum(POSTABLE_TYPES, { message: WALL_MESSAGES.postableTypeOneOf(POSTABLE_TYPES.join(', ')) }).nullish(),
    postable_id: idSchema('postable_id').nullish(),
    /** A URL answered by POST /api/files/upload (or null/'' for none). */
    photo: z.string().max(500, WALL_MESSAGES.photoTooLong).nullish(),
  })
  .refine((b) => (b.postable_type == null) === (b.postable_id == null), { message: WALL_MESSAGES.postableTogether, path: ['postable_id'] });
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** A report's reason is at most this long (CHECK post_flags_reason_length_check). */
export const MAX_FLAG_REASON = 500;

/**
 * PUT /api/posts/{id}: report (is_flagged true, flagged_by = the caller) or unreport (is_flagged false). A report may
 * say why (`reason`, ours: the spec's request has none and still works); a blank reason is none.
 */
export const updatePostSchema = z.object({
  is_flagged: z.boolean({ message: WALL_MESSAGES.isFlaggedBoolean }),
  flagged_by: idSchema('flagged_by').nullish(),
  reason: z
    .string({ message: WALL_MESSAGES.reasonText })
    .trim()
    .max(MAX_FLAG_REASON, WALL_MESSAGES.reasonTooLong(MAX_FLAG_REASON))
    .nullish()
    .transform((v) => v || null),
});
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** POST /api/likes */
export const createLikeSchema = z.object({
  likeable_type: z.literal('Post', { message: WALL_MESSAGES.likeableTypePost }).default('Post'),
  likeable_id: idSchema('likeable_id'),
  /** The liker: the caller (another id is refused). */
  user_id: idSchema('user_id').optional(),
});

/** POST /api/users/{user_id}/follows */
export const createFollowSchema = z.object({ id: idSchema('id') });

export const postIdParamSchema = z.object({ id: idSchema('id', WALL_MESSAGES.postNotFound) });
export const postTagParamSchema = z.object({ id: idSchema('id', WALL_MESSAGES.postNotFound), user_id: idSchema('user_id', WALL_MESSAGES.tagNotFound) });
/** /users/{id}/follows: 'me' or the caller's own id (the path segment is `id`, as every /users/{id}/… route). */
export const userFollowsParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('id', WALL_MESSAGES.userNotFound)]) });
export const userFollowParamSchema = z.object({
  id: z.union([z.literal('me'), idSchema('id', WALL_MESSAGES.userNotFound)]),
  follow_id: z.union([z.literal('following'), idSchema('follow_id', WALL_MESSAGES.followNotFound)]),
});
/** Query of wall calls that may run on the dashboard host (experts, administrators). */
export const wallPromotionQuerySchema = z.object({ promotion_id: idSchema('promotion_id').optional() });
