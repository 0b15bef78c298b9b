// Query strings of the leaderboard routes, shared with the UI's hooks.
import { z } from 'zod';
import { LEADERBOARD_MAX_PAGE_SIZE } from './constants';

const positiveId = (what: string) => z.coerce.number().int().positive(`${what} must be a positive number`);

const paging = {
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(2147483647, 'page is out of range').default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(0, 'page_size must be 0 or more')
    .max(LEADERBOARD_MAX_PAGE_SIZE, `page_size must be at most ${LEADERBOARD_MAX_PAGE_SIZE}`)
    .optional(),
};

/** GET /promotions/{id}/leaderboard: individual board, or the friends board with friends_of. */
export const individualLeaderboardQuerySchema = z.object({
  ...paging,
  friends_of: z.union([z.literal('me'), positiveId('friends_of')]).optional(),
  location: positiveId('location').optional(),
  query: z.string().trim().max(100, 'query is too long').optional(),
});

/** GET /competitions/{id}/leaderboard */
export const teamLeaderboardQuerySchema = z.object({
  ...paging,
  location: positiveId('location').optional(),
  query: z.string().trim().max(100, 'query is too long').optional(),
});

/** GET /promotions/{id}/location_leaderboard: top-level locations, or the children of `location`. */
export const locationLeaderboardQuerySchema = z.object({
  ...paging,
  location: positiveId('location').optional(),
});

export const idParamSchema = z.object({ id: positiveId('id') });

export type IndividualLeaderboardQuery = z.infer<typeof individualLeaderboardQuerySchema>;
export type TeamLeaderboardQuery = z.infer<typeof teamLeaderboardQuerySchema>;
export type LocationLeaderboardQuery = z.infer<typeof locationLeaderboardQuerySchema>;
