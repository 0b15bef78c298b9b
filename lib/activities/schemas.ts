// Request shapes of the activity catalogue, shared with the client.
import { z } from 'zod';
import { paginationFields } from '@/lib/schemas';
import { CATEGORY_KEYS } from './categories';
import { ACTIVITY_MESSAGES as M } from './messages';

/** bookmarked: the user's bookmarks; available: unlocked by the current week; new: unlocked this week. */
export const ACTIVITY_GROUPS = ['all', 'available', 'new', 'bookmarked'] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

// GET /api/promotions/{id}/activities
export const activitiesQuerySchema = z.object({
  /** Activities unlocked by program week N (week_available <= N). */
  week: z.coerce.number().int().min(1, M.weekMin).optional(),
  category: z.enum(CATEGORY_KEYS, { message: M.categoryOneOf(CATEGORY_KEYS.join(', ')) }).optional(),
  group: z.enum(ACTIVITY_GROUPS, { message: M.groupOneOf(ACTIVITY_GROUPS.join(', ')) }).optional(),
  ...paginationFields(),
});

// PUT /api/activities/{id}/bookmark — no body toggles; {bookmarked} sets
export const bookmarkSchema = z.object({ bookmarked: z.boolean({ message: M.bookmarkedBoolean }).optional() }).strict();
