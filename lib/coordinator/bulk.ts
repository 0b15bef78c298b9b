// The user table's bulk actions (POST /promotions/{id}/participants/bulk): what may be sent and what comes back.
// One row's failure never fails the others: each id gets its own result, in the order sent.
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';

/** The bulk actions the server runs. Export and message work on the rows the table already shows (no write). */
export const BULK_ACTIONS = ['unlock'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** A selection is at most a few pages of the table; more is a filter's job (the report export). */
export const BULK_MAX_IDS = 500;

export const participantBulkSchema = z.object({
  action: z.enum(BULK_ACTIONS, { message: 'Action must be unlock.' }),
  user_ids: z.array(idSchema('user_ids')).min(1, 'Choose at least one participant.').max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} participants at once.`),
}).strict();
export type ParticipantBulkInput = z.infer<typeof participantBulkSchema>;

/** unlocked: done; not_locked: nothing to do; not_found: not in the viewer's reach; forbidden: an administrator. */
export type BulkRowStatus = 'unlocked' | 'not_locked' | 'not_found' | 'forbidden';
export interface BulkRowResult {
  id: number;
  status: BulkRowStatus;
  /** Why it was not done, for the person (not_found, forbidden). */
  error: string | null;
}
export interface ParticipantBulkResult {
  data: BulkRowResult[];
  meta: { done: number; failed: number };
}
