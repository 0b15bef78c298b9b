// Realtime handlers: what the user's open tabs are told after a change commits (entryUpdated
// with the changed day record, userUpdated with the user, both on user_{id}). publish() never throws.
import { publish } from '@/server/realtime/publish';
import { userChannel } from '@/lib/realtime-channels';
import { findUserById } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';
import { findEntryForDay, findOwnEntry } from '@/server/entries/queries';
import { localesOfUsers } from '@/server/mail/locale';
import { entryDay, serializeEntry } from '@/server/entries/serialize';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { DomainEventMap } from '@/server/events/types';
import { handler, type Dispatch } from '@/server/events/handler';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import type { AnyLocale } from '@/lib/i18n/locales';

type DayChange = { userId: number; promotion: ResolvedPromotion; day: string };

/** The user row as committed, read once per dispatch: entryUpdated's language and userUpdated's user are one read. */
const userRowOnce = (dispatch: Dispatch, userId: number) => dispatch.once(`users.row:${userId}`, () => findUserById(userId));

/**
 * The language the user's tabs read (no request here): their saved one, else their promotion's default; activity names
 * in it. The event's promotion is the user's own (a participant's change in their promotion), so the row and the
 * promotion already in hand answer it; any other case asks as localesOfUsers always did.
 */
async function localeOf(dispatch: Dispatch, userId: number, promotion: ResolvedPromotion): Promise<AnyLocale | undefined> {
  const user = await userRowOnce(dispatch, userId);
  if (!user) return undefined;
  if (user.promotion_id !== promotion.id) return (await localesOfUsers([userId])).get(userId);
  return negotiateLocale({ saved: user.locale, promotionDefault: promotion.row.default_locale });
}

/** The day record as it is after the commit (read once per user and day, however many events touched it). */
export const entryUpdatedForDay = handler<DayChange>({
  name: 'realtime.entryUpdated',
  onceBy: ({ userId, day }) => `${userId}:${day}`,
  run: async ({ userId, promotion, day }, dispatch) => {
    const entry = serializeEntry(promotion, day, await findEntryForDay(userId, promotion.id, day, await localeOf(dispatch, userId, promotion)));
    await publish({ channel: userChannel(userId), event: 'entryUpdated', data: entry });
  },
});

/** The same, for a change known by its entry's id (feels saved). */
export const entryUpdatedById = handler<DomainEventMap['entry.feels_saved']>({
  name: 'realtime.entryUpdated.byId',
  onceBy: ({ entryId }) => String(entryId),
  run: async ({ userId, promotion, entryId }, dispatch) => {
    const entry = await findOwnEntry(userId, promotion.id, entryId, await localeOf(dispatch, userId, promotion));
    if (entry) await publish({ channel: userChannel(userId), event: 'entryUpdated', data: serializeEntry(promotion, entryDay(entry), entry) });
  },
});

/** The user as committed (flags such as goal_hit, the totals moved): one read, once per user per dispatch. */
export const userUpdated = handler<{ userId: number }>({
  name: 'realtime.userUpdated',
  onceBy: ({ userId }) => String(userId),
  run: async ({ userId }, dispatch) => {
    const user = await userRowOnce(dispatch, userId);
    if (user) await publish({ channel: userChannel(userId), event: 'userUpdated', data: serializeUser(user) });
  },
});

/** The user row the transaction read back (PUT /users/{id}): no second read. */
export const userUpdatedFromRow = handler<DomainEventMap['user.updated']>({
  name: 'realtime.userUpdated',
  onceBy: ({ user }) => String(user.id),
  run: ({ user }) => publish({ channel: userChannel(user.id), event: 'userUpdated', data: serializeUser(user) }),
});

/** The author's open tabs update their likes popover (newLikeCreated); not one's own like. */
export const likeToAuthor = handler<DomainEventMap['like.created']>({
  name: 'realtime.newLikeCreated',
  when: ({ userId, postAuthorId, wall }) => wall === null && userId !== postAuthorId,
  run: ({ postAuthorId, like }) => publish({ channel: userChannel(postAuthorId), event: 'newLikeCreated', data: like }),
});
