// Request shapes of the notification centre's API (app/api/notifications/**), shared with the client.
import { z } from 'zod';
import { idSchema, paginationFields } from '@/lib/schemas';
import { NOTIFICATION_MESSAGES as M } from './messages';

/** A page at most this long; page_size 0 (all) is allowed: a user's own notifications, not a promotion's. */
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** How many ids one mark_as_* call may name. */
export const MAX_MARK_IDS = 500;

/** unread: not cleared (the Unread tab, read ones included, greyed); cleared: the Cleared tab. */
export const NOTIFICATION_FILTERS = ['unread', 'cleared'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

const { page, page_size } = paginationFields(MAX_NOTIFICATION_PAGE_SIZE);

/** GET /api/notifications?filter&page&page_size&user_id */
export const notificationListQuerySchema = z.object({
  filter: z.enum(NOTIFICATION_FILTERS, { message: M.filterOneOf(NOTIFICATION_FILTERS.join(', ')) }).default('unread'),
  page,
  page_size,
  /** The spec's client sends its own id; anyone else's is refused. */
  user_id: idSchema('user_id').optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

const idList = z
  .array(idSchema('id', M.badId), { message: M.idsRequired })
  .min(1, M.idsEmpty)
  .max(MAX_MARK_IDS, M.tooManyIds)
  .transform((ids) => [...new Set(ids)]);

/** 'all' or a list of ids; a bad list says what is wrong with it (a plain union would only say "invalid"). */
const idsField = z
  .custom<'all' | unknown[]>((v) => v === 'all' || Array.isArray(v), { message: M.idsRequired })
  .transform((v, ctx): 'all' | number[] => {
    if (v === 'all') return 'all';
    const parsed = idList.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** {ids: [1, 2]} or {ids: 'all'} */
export const markNotificationsSchema = z.object({ ids: idsField });
export type MarkNotificationsInput = z.infer<typeof markNotificationsSchema>;
/** Which rows a mark_as_* call names. */
export type NotificationIds = MarkNotificationsInput['ids'];

const forward = z.literal(true, { message: M.forwardOnly }).optional();

/** PUT /api/notifications/{id} {read?, seen?, cleared?}: each only true (state moves forward). */
export const updateNotificationSchema = z
  .object({ read: forward, seen: forward, cleared: forward })
  .refine((b) => b.read || b.seen || b.cleared, { message: M.nothingToUpdate });
export type UpdateNotificationInput = z.infer<typeof updateNotificationSchema>;

export const notificationIdParamSchema = z.object({ id: idSchema('id') });
