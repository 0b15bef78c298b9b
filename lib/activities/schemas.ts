// Request shapes of the activity catalogue, shared with the client.
import { z } from 'zod';
import { paginationFields } from '@/lib/schemas';
import { CATEGORY_KEYS } from './categories';

/** bookmarked: the user's bookmarks; available: unlocked by the current week; new: unlocked this week. */
export const ACTIVITY_GROUPS = ['all', 'available', 'new', 'bookmarked'] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

// GET /api/promotions/{id}/activities
export const activitiesQuerySchema = z.object({
  /** Activities unlocked by program week N (week_available <= N). */
  week: z.coerce.number().int().min(1, 'week must be 1 or more').optional(),
  category: z.enum(CATEGORY_KEYS, { message: `category must be one of ${CATEGORY_KEYS.join(', ')}` }).optional(),
  group: z.enum(ACTIVITY_GROUPS, { message: `group must be one of ${ACTIVITY_GROUPS.join(', ')}` }).optional(),
  ...paginationFields(),
});

// PUT /api/activities/{id}/bookmark — no body toggles; {bookmarked} sets
export const bookmarkSchema = z.object({ bookmarked: z.boolean({ message: 'bookmarked must be true or false' }).optional() }).strict();
