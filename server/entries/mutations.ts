// Writes of day records. Logging, unlogging and (de)activation serialize on the day's entry row: whoever holds its
// lock is the only one counting and changing that day, so two simultaneous requests can never exceed the maximum.
import type { Prisma, Tx } from '@/server/db';
import { inTransaction, type DomainEvents } from '@/server/events';
import { Invalid, NotFound } from '@/server/platform/errors';
import { creditPoints } from '@/server/points/mutations';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { startsOn } from './policy';
import { ensureAndLockEntrySql, lockEntrySql, lockOwnEntrySql, setRecordedSql } from './sql';

export interface LockedEntry {
  id: number;
  locked: boolean;
  is_recorded: boolean;
  entry_points: number;
}

/**
 * The day's entry, created when missing and locked until the caller's transaction ends (one statement,
 * ensureAndLockEntrySql). Callers check the day rules first (entries/policy.ts assertLoggableDay).
 */
export async function lockEntryForDay(tx: Tx, p: ResolvedPromotion, userId: number, day: string): Promise<LockedEntry> {
  const [entry] = await ensureAndLockEntrySql.all(tx, p.id, userId, day, startsOn(p));
  if (entry) return entry;
  // Created by a simultaneous request after this statement's snapshot: lock it with a fresh one.
  const [created] = await lockExistingEntry(tx, p.id, userId, day);
  return created!;
}

/** Locks an entry that should exist (unlog, deactivate); empty when it does not. */
export function lockExistingEntry(tx: Tx, promotionId: number, userId: number, day: string): Promise<LockedEntry[]> {
  return lockEntrySql.all(tx, userId, day, promotionId);
}

/**
 * A day is recorded once it has at least daily_activity_minimum active activities (at least one). Crossing that line
 * either way credits the promotion's entry_points, or removes what the entry was credited (the promotion's value may
 * have changed since). Null when the day stays as it was.
 */
export function recordedChange(
  promotion: { daily_activity_minimum: number; entry_points: number },
  entry: Pick<LockedEntry, 'is_recorded' | 'entry_points'>,
  activeCount: number,
): { recorded: boolean; delta: number } | null {
  const recorded = activeCount >= Math.max(1, promotion.daily_activity_minimum);
  if (recorded === entry.is_recorded) return null;
  return { recorded, delta: recorded ? promotion.entry_points : -entry.entry_points };
}

/** recordedChange, written: call with the entry locked and the day's active count after the change. */
export async function syncRecorded(tx: Tx, p: ResolvedPromotion, userId: number, day: string, entry: LockedEntry, activeCount: number): Promise<boolean> {
  const change = recordedChange(p.row, entry, activeCount);
  if (!change) return false;
  await setRecordedSql.run(tx, change.recorded, entry.id);
  await creditPoints(tx, { userId, promotionId: p.id, day, kind: 'entry', delta: change.delta, entryLocked: true });
  return true;
}

/** PUT /entries/{id}: how each activity of the day felt. Ids must be this entry's activities. */
export async function saveFeels(p: ResolvedPromotion, userId: number, entryId: number, items: { id: number; feels_value: number | null }[], events?: DomainEvents) {
  if (!p.row.activity_feels) throw new Invalid(LOGGING_MESSAGES.feelsDisabled);
  await inTransaction(events, async (tx, recorder) => {
    const entry = await lockOwnEntrySql.first(tx, entryId, userId, p.id);
    if (!entry) throw new NotFound(LOGGING_MESSAGES.entryNotFound);
    if (entry.locked) throw new Invalid(LOGGING_MESSAGES.entryLocked);
    for (const item of items) {
      const where: Prisma.EntryActivityWhereInput = { id: item.id, entry_id: entryId, promotion_id: p.id };
      const updated = await tx.entryActivity.updateMany({ where, data: { feels_value: item.feels_value } });
      if (updated.count === 0) throw new Invalid(LOGGING_MESSAGES.entryActivityNotInEntry);
    }
    recorder.record('entry.feels_saved', { userId, promotion: p, entryId });
  });
}
