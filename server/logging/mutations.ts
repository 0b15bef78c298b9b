// Logging, unlogging and (de)activating activities (deactivating toggles is_active on the matching entries). Every
// write runs in one transaction that first locks the day's entry (then the current scene), so the per-day maximum, the
// tiles and the totals stay right under simultaneous requests; points move only through server/points.
import { db, type Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { ACTIVITY_POINTS } from '@/lib/logging/constants';
import { isoDate } from '@/lib/promotion-dates';
import { creditPoints } from '@/server/points/mutations';
import { lockEntryForDay, lockExistingEntry, syncRecorded } from '@/server/entries/mutations';
import { saveFeels } from '@/server/entries/mutations';
import { assertLoggableDay, weekOf } from '@/server/entries/policy';
import { findLoggableActivity } from '@/server/activities/queries';
import { isAvailableNow } from '@/server/activities/policy';
import { completeScene, ensureFirstScene, lockCurrentScene } from '@/server/scenes/mutations';
import { chooseTile, SCENE_COMPLETED_FLAGS, tileCount } from '@/server/scenes/policy';
import { awardBadgesFor, type AwardedBadge } from '@/server/badges/award';
import { advanceDuosAfterLog } from '@/server/duos/completion';
import { DomainEvents, inTransaction, withDomainEvents, type EventRecorder } from '@/server/events';
import type { Participant } from './policy';
import { findOwnUserActivity } from './queries';
import {
  countActiveSql, dayStateSql, deleteUserActivitySql, lockOwnUserActivitySql, lockOwnUserSceneSql, logNewActivitySql,
  logPendingActivitySql, setUserActivityActiveSql, type LoggedActivity,
} from './sql';

export interface LogRequest {
  activityId: number;
  day: string;
  /** The tile the participant clicked; undefined with autoTile takes the first free one (date selection). */
  tileNumber?: number;
  autoTile: boolean;
  answerIdx?: number;
}

export interface LogResult {
  userActivityId: number;
  day: string;
  sceneCompleted: boolean;
  /** The user flags this log set (SCENE_COMPLETED_FLAGS when it completed a scene), for the response to merge. */
  flagsSet: Partial<Record<keyof typeof SCENE_COMPLETED_FLAGS, boolean>>;
}

/** The activity's rules: the promotion's (else 404), a logging one, unlocked by the week. */
function assertLoggableActivity(activity: { is_logging: boolean | null; week_available: number | null } | null, week: number): void {
  if (!activity || activity.is_logging === null || activity.week_available === null) throw new NotFound(LOGGING_MESSAGES.activityNotFound);
  if (!activity.is_logging) throw new Invalid(LOGGING_MESSAGES.notLoggingActivity);
  if (activity.week_available > week) throw new Invalid(LOGGING_MESSAGES.activityNotAvailable);
}

async function loggableActivity(p: Participant['promotion'], activityId: number, week: number) {
  const activity = await findLoggableActivity(p.id, activityId);
  assertLoggableActivity(activity, week);
  return activity!;
}

/**
 * Logs an activity to a day (POST /logging, POST /user_activities with recorded_on): the day's rules (open, below its
 * maximum, not locked), the daily maximum under the entry lock, a tile of the current scene, the points, the recorded
 * day, and scene completion. An activity waiting on the home screen (added earlier) is the one logged when it matches.
 */
export async function logActivity({ userId, promotion: p }: Participant, req: LogRequest): Promise<LogResult> {
  assertLoggableDay(p, req.day);
  return withDomainEvents(async (tx, events) => {
    const entry = await lockEntryForDay(tx, p, userId, req.day);
    let scene = await lockCurrentScene(tx, p.id, userId);
    if (!scene && p.row.collection_id !== null && !entry.locked) {
      // Logged before the home screen ever loaded (date selection): the first scene is given here.
      await ensureFirstScene(p, userId, tx);
      scene = await lockCurrentScene(tx, p.id, userId);
    }
    // The day's state and the activity in one statement, after the locks. A refusal below rolls back the entry (and
    // first scene) this transaction may have created; the checks keep their order: activity, locked day, maximum.
    const [state] = await dayStateSql.all(tx, userId, req.day, scene?.id ?? null, req.activityId, p.id);
    assertLoggableActivity({ is_logging: state!.activity_is_logging, week_available: state!.activity_week }, weekOf(p, req.day));
    if (entry.locked) throw new Invalid(LOGGING_MESSAGES.entryLocked);
    if (state!.logged >= p.row.max_activities_day) throw new Invalid(LOGGING_MESSAGES.maxActivities);
    const tile = scene ? chooseTile(tileCount(scene), state!.taken, req.tileNumber, req.autoTile) : null;

    const answer = req.answerIdx ?? null;
    const logged: LoggedActivity = {
      promotionId: p.id, userId, activityId: req.activityId, entryId: entry.id, day: req.day,
      points: ACTIVITY_POINTS, sceneId: scene?.id ?? null, tile, answer,
    };
    const [written] = state!.pending_id
      ? await logPendingActivitySql.all(tx, state!.pending_id, logged)
      : await logNewActivitySql.all(tx, logged);

    await creditPoints(tx, { userId, promotionId: p.id, day: req.day, kind: 'activity', delta: ACTIVITY_POINTS, entryLocked: true });
    await syncRecorded(tx, p, userId, req.day, entry, state!.active + 1);
    const sceneCompleted = scene !== null && state!.taken.length + 1 >= tileCount(scene);
    const userActivityId = written!.user_activity_id;
    events.record('activity.logged', { userId, promotion: p, day: req.day, userActivityId, sceneCompleted });
    if (scene && sceneCompleted) {
      await completeScene(tx, p, userId, scene);
      events.record('scene.completed', { userId, promotion: p, userSceneId: scene.id, sequence: scene.sequence });
    }
    await awardLoggingBadges(tx, userId, p.id, sceneCompleted, events);
    // Both partners logging on a day unlocks a duo image; the last one completes the duo (docs/duos.md).
    await advanceDuosAfterLog(tx, userId, p.id, events);
    return { userActivityId, day: req.day, sceneCompleted, flagsSet: sceneCompleted ? { ...SCENE_COMPLETED_FLAGS } : {} };
  });
}

/**
 * Badges of the logging events, in the event's transaction: every log
 * counts towards activities_logged, a completed scene towards completed_scenes. One statement each (see
 * server/badges/award.ts), run after the points so the lock order of docs/logging.md holds.
 */
async function awardLoggingBadges(tx: Tx, userId: number, promotionId: number, sceneCompleted: boolean, events: EventRecorder): Promise<AwardedBadge[]> {
  const awarded = await awardBadgesFor(tx, { userId, promotionId, category: 'activities_logged' }, events);
  if (!sceneCompleted) return awarded;
  return [...awarded, ...(await awardBadgesFor(tx, { userId, promotionId, category: 'completed_scenes' }, events))];
}

/**
 * POST /user_activities without recorded_on: the participant picked an activity, which waits on the home screen as
 * the loggable act until a tile is clicked (the activities list sends them home while one waits). One at a time: a
 * new pick replaces the previous one.
 */
export async function addPendingActivity({ userId, promotion: p }: Participant, activityId: number, answerIdx?: number): Promise<number> {
  if (!p.timeline.has_started) throw new Invalid(LOGGING_MESSAGES.notStarted);
  if (p.timeline.has_logging_ended) throw new Invalid(LOGGING_MESSAGES.loggingEnded);
  const activity = await loggableActivity(p, activityId, p.timeline.current_week);
  if (!isAvailableNow(activity, p.timeline)) throw new Invalid(LOGGING_MESSAGES.activityNotAvailable);
  return db.$transaction(async (tx) => {
    await tx.userActivity.deleteMany({ where: { user_id: userId, promotion_id: p.id, recorded_on: null } });
    const created = await tx.userActivity.create({
      data: { promotion_id: p.id, user_id: userId, activity_id: activityId, date_answered: new Date(), answer_idx: answerIdx ?? null },
      select: { id: true },
    });
    return created.id;
  });
}

/** The user activity, re-read under the day's lock: what another request changed meanwhile is seen here. */
async function lockOwnUserActivity(tx: Tx, userId: number, id: number) {
  const ua = await lockOwnUserActivitySql.first(tx, id, userId);
  if (!ua) throw new NotFound(LOGGING_MESSAGES.userActivityNotFound);
  return ua;
}

function countActive(tx: Tx, userId: number, day: string) {
  return countActiveSql.all(tx, userId, day);
}

/** The logged day of an own user activity, with the checks shared by unlog and (de)activate. */
async function loggedDayOf({ userId, promotion: p }: Participant, id: number) {
  const ua = await findOwnUserActivity(userId, p.id, id);
  if (!ua) throw new NotFound(LOGGING_MESSAGES.userActivityNotFound);
  return { ua, day: isoDate(ua.recorded_on) };
}

async function lockDayForChange(tx: Tx, { userId, promotion: p }: Participant, day: string) {
  if (p.timeline.has_logging_ended) throw new Invalid(LOGGING_MESSAGES.loggingEnded);
  const [entry] = await lockExistingEntry(tx, p.id, userId, day);
  if (!entry) throw new NotFound(LOGGING_MESSAGES.entryNotFound);
  if (entry.locked) throw new Invalid(LOGGING_MESSAGES.entryLocked);
  return entry;
}

/**
 * DELETE /user_activities/{id}: unlog — the points go, the tile is freed, the day may stop being recorded. An
 * activity that filled a scene which is no longer the current one stays (the finished picture would lose a tile).
 * Badges already earned stay too (a badge is never revoked; logging again cannot earn the same badge twice).
 * Returns the day that changed (null for an activity that was never logged).
 */
export async function unlogActivity(participant: Participant, id: number): Promise<string | null> {
  const { userId, promotion: p } = participant;
  const { day } = await loggedDayOf(participant, id);
  if (day === null) {
    await db.userActivity.deleteMany({ where: { id, user_id: userId, promotion_id: p.id, recorded_on: null } });
    return null;
  }
  await withDomainEvents(async (tx, events) => {
    const entry = await lockDayForChange(tx, participant, day);
    const ua = await lockOwnUserActivity(tx, userId, id);
    if (ua.user_scene_id !== null) {
      const scene = await lockOwnUserSceneSql.first(tx, ua.user_scene_id, userId);
      if (scene && scene.current_state !== 'loggable') throw new Invalid(LOGGING_MESSAGES.sceneNotCurrent);
    }
    await deleteUserActivitySql.run(tx, id, userId);
    if (ua.is_active) await creditPoints(tx, { userId, promotionId: p.id, day, kind: 'activity', delta: -ua.points, entryLocked: true });
    const [{ active }] = (await countActive(tx, userId, day)) as [{ active: number }];
    await syncRecorded(tx, p, userId, day, entry, active);
    events.record('activity.unlogged', { userId, promotion: p, day, userActivityId: id });
  });
  return day;
}

/**
 * PUT /user_activities/{id} {is_active}: deactivate or activate. The tile and the day's count stay (so activating
 * again can never exceed the maximum); the points leave and come back through the points module.
 */
export async function setUserActivityActive(participant: Participant, id: number, isActive: boolean, events?: DomainEvents): Promise<{ day: string; changed: boolean }> {
  const { userId, promotion: p } = participant;
  const { day } = await loggedDayOf(participant, id);
  if (day === null) throw new Invalid(LOGGING_MESSAGES.notLogged);
  const changed = await inTransaction(events, async (tx, recorder) => {
    const entry = await lockDayForChange(tx, participant, day);
    const ua = await lockOwnUserActivity(tx, userId, id);
    if (ua.is_active === isActive) return false;
    await setUserActivityActiveSql.run(tx, isActive, id);
    await creditPoints(tx, { userId, promotionId: p.id, day, kind: 'activity', delta: isActive ? ua.points : -ua.points, entryLocked: true });
    const [{ active }] = (await countActive(tx, userId, day)) as [{ active: number }];
    await syncRecorded(tx, p, userId, day, entry, active);
    recorder.record('activity.activation_changed', { userId, promotion: p, day, userActivityId: id, isActive });
    // Activating counts the activity again (activities_logged counts active ones); deactivating takes nothing back.
    if (isActive) await awardLoggingBadges(tx, userId, p.id, false, recorder);
    return true;
  });
  return { day, changed };
}

/** PUT /user_activities/{id} {feels_value}: how it felt, stored on the day's entry activity. */
export async function setUserActivityFeels(participant: Participant, id: number, feelsValue: number | null, events?: DomainEvents): Promise<string> {
  const { ua, day } = await loggedDayOf(participant, id);
  if (day === null || !ua.entry_activity) throw new Invalid(LOGGING_MESSAGES.notLogged);
  await saveFeels(participant.promotion, participant.userId, ua.entry_activity.entry_id, [{ id: ua.entry_activity.id, feels_value: feelsValue }], events);
  return day;
}

/**
 * PUT /user_activities/{id} {is_active?, feels_value?}: both changes, each in its own transaction, and one fan-out
 * after the last (one entryUpdated for the day, one userUpdated when the points moved).
 */
export async function updateUserActivity(participant: Participant, id: number, change: { is_active?: boolean; feels_value?: number | null }): Promise<void> {
  const events = new DomainEvents();
  try {
    if (change.is_active !== undefined) await setUserActivityActive(participant, id, change.is_active, events);
    if (change.feels_value !== undefined) await setUserActivityFeels(participant, id, change.feels_value, events);
  } finally {
    // What committed before a refusal (say, activated, then feels disabled) is still announced.
    await events.dispatch();
  }
}
