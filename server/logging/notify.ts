// Realtime after a change to a user's logging data (participant-core.md §7 "Realtime"): entryUpdated with the
// changed day records and, when flags or points changed, userUpdated, both on user_{id} so the user's other tabs
// refresh. Called after the transaction committed; publish() never throws.
import { publish } from '@/server/realtime/publish';
import { userChannel } from '@/lib/realtime-channels';
import type { UserRow } from '@/server/users/queries';
import { serializeUser } from '@/server/users/serialize';
import { findEntryForDay } from '@/server/entries/queries';
import { serializeEntry, type SerializedEntry } from '@/server/entries/serialize';
import type { Participant } from './policy';

export interface LoggingChange {
  /** Day records already serialized (the response had them), or days to load. */
  entries?: SerializedEntry[];
  days?: string[];
  /**
   * Publish userUpdated with this user: the request's own (points are not part of the user), with any flag the
   * change set merged in — no extra read on the logging path.
   */
  user?: UserRow;
}

/** The request's user with flags this change set (completing a scene sets goal_hit, clears seen_goal_hit). */
export function withFlags(user: UserRow, flags: Record<string, boolean>): UserRow {
  const current = user.flags && typeof user.flags === 'object' ? (user.flags as Record<string, unknown>) : {};
  return { ...user, flags: { ...current, ...flags } as UserRow['flags'] };
}

export async function announceLoggingChange({ userId, promotion: p }: Participant, change: LoggingChange): Promise<void> {
  const channel = userChannel(userId);
  const loaded = await Promise.all((change.days ?? []).map(async (day) => serializeEntry(p, day, await findEntryForDay(userId, p.id, day))));
  await Promise.all([
    ...[...(change.entries ?? []), ...loaded].map((entry) => publish({ channel, event: 'entryUpdated', data: entry })),
    ...(change.user ? [publish({ channel, event: 'userUpdated', data: serializeUser(change.user) })] : []),
  ]);
}
