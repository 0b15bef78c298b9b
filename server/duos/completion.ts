// The duo completion rule (docs/duos.md): a duo template has N images (duo_images, in sequence). Each day on which
// both partners have logged at least one activity — an active activity recorded on that day, logged after the duo
// started — unlocks the next image. The first unlocked image makes a started duo active; the N-th completes it
// (completed_at, state completed, the completed_duos badge for both, 'duo.completed').
//
// Hooked into logActivity (server/logging/mutations.ts), inside the log's transaction, after its own badges: two
// statements at most per log — lock the logger's started duos (none: done), then advance them in one UPDATE. The
// lock is taken after the log is written, so of two partners logging at once the second sees the first's log.
// Unlogging never takes a duo back (as badges are never taken back); the list reads the live numbers.
import type { Tx } from '@/server/db';
import type { EventRecorder } from '@/server/events';
import { awardBadgesFor } from '@/server/badges/award';
import { advanceDuosSql, lockOpenDuosSql } from './sql';

export async function advanceDuosAfterLog(tx: Tx, userId: number, promotionId: number, events: EventRecorder): Promise<void> {
  const open = await lockOpenDuosSql.all(tx, promotionId, userId);
  if (open.length === 0) return;
  const changed = await advanceDuosSql.all(tx, open.map((d) => d.id));
  for (const duo of changed.filter((d) => d.state === 'completed')) {
    for (const id of [duo.sender_id, duo.receiver_id]) await awardBadgesFor(tx, { userId: id, promotionId, category: 'completed_duos' }, events);
    events.record('duo.completed', { promotionId, duoId: duo.id, userIds: [duo.sender_id, duo.receiver_id] });
  }
}
