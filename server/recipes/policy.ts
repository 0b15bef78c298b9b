// Who reads recipes and tips: anyone on the promotion's host; the caller's own rating, favorites and history only
// for a participant of that promotion. Favorites and history are private: another user's id is a 404.
import { NotFound } from '@/server/platform/errors';
import { isParticipant } from '@/lib/roles';
import type { Actor } from '@/server/auth/actor';

/** The signed-in participant of this promotion, or null (a visitor, an administrator, another promotion's user). */
export function participantId(actor: Actor | null, promotionId: number): number | null {
  return actor && actor.promotion_id === promotionId && isParticipant(actor.role) ? actor.id : null;
}

/** A user id in a path or query ('me' or a number) must be the caller's own. */
export function ownUserId(requested: number | 'me' | undefined, callerId: number, message: string): number {
  if (requested !== undefined && requested !== 'me' && requested !== callerId) throw new NotFound(message);
  return callerId;
}
