// Query strings of the leaderboard routes, shared with the UI's hooks.
import { z } from 'zod';
import { idSchema, paginationFields } from '@/lib/schemas';
import { LEADERBOARD_MAX_PAGE_SIZE } from './constants';
import { LEADERBOARD_MESSAGES as M } from './messages';

const paging = paginationFields(LEADERBOARD_MAX_PAGE_SIZE);

/** GET /promotions/{id}/leaderboard: individual board, or the friends board with friends_of. */
export const individualLeaderboardQuerySchema = z.object({
  ...paging,
  friends_of: z.union([z.literal('me'), idSchema('friends_of')]).optional(),
  location: idSchema('location').optional(),
  query: z.string().trim().max(100, M.queryTooLong).optional(),
});

/** GET /competitions/{id}/leaderboard */
export const teamLeaderboardQuerySchema = z.object({
  ...paging,
  location: idSchema('location').optional(),
  query: z.string().trim().max(100, M.queryTooLong).optional(),
});

/** GET /promotions/{id}/location_leaderboard: top-level locations, or the children of `location`. */
export const locationLeaderboardQuerySchema = z.object({
  ...paging,
  location: idSchema('location').optional(),
});

export type IndividualLeaderboardQuery = z.infer<typeof individualLeaderboardQuerySchema>;
export type TeamLeaderboardQuery = z.infer<typeof teamLeaderboardQuerySchema>;
export type LocationLeaderboardQuery = z.infer<typeof locationLeaderboardQuerySchema>;
