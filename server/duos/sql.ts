// The raw SQL of duos (docs/decisions/006-sql-style.md): the per-person lock and duo count of the 2-duo limit, the
// completion rule's progress (read by the list, advanced by every log) and the pair-me queue's matching.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';
import { acceptedFriendIdsSql } from '@/server/friends/sql';

/**
 * One writer at a time per person for everything that changes their duo count (an invitation, a pair-me join):
 * taken for both people in id order, so two writers never wait on each other the other way round.
 */
export const lockDuoUserSql = defineCommand({
  name: 'duos.lockUser',
  sql: (userId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtext('duos.user'), ${userId}::int)`,
  examples: [[1]],
});

/**
 * The pair-me matching of a promotion, one join at a time: without it two people joining at the same moment would
 * each look for a partner before the other's entry is committed, and both would wait forever side by side.
 * Always taken after the joiner's own user lock.
 */
export const lockPairQueueSql = defineCommand({
  name: 'duos.lockPairQueue',
  sql: (promotionId: number) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtext('duos.pair_queue'), ${promotionId}::int)`,
  examples: [[1]],
});

/**
 * Duos counting toward each person's limit: pending invitations (sent or received), started and active duos, and a
 * waiting pair-me entry. One statement, so one snapshot: a pairing that turns a queue entry into a duo is seen
 * either before or after, never half (the count is the same on both sides of it).
 */
export const duoCountsSql = defineQuery({
  name: 'duos.counts',
  columns: { user_id: col.int, duo_count: col.int },
  sql: (promotionId: number, userIds: number[]) => Prisma.sql`
    SELECT u.id AS user_id,
      ((SELECT count(*) FROM duos d WHERE d.sender_id = u.id AND d.state IN ('pending', 'active') AND d.promotion_id = ${promotionId})
     + (SELECT count(*) FROM duos d WHERE d.receiver_id = u.id AND d.state IN ('pending', 'active') AND d.promotion_id = ${promotionId})
     + (SELECT count(*) FROM duo_pair_queues q WHERE q.user_id = u.id AND q.state = 'queued' AND q.promotion_id = ${promotionId}))::int AS duo_count
    FROM unnest(${userIds}::int[]) AS u(id)`,
  examples: [[1, [1, 2]]],
});

/** Days both partners of duo `d` logged (an active activity on the day, logged after the duo started). */
const commonDays = Prisma.sql`(SELECT count(*) FROM (
      SELECT a.recorded_on FROM user_activities a
      WHERE a.user_id = d.sender_id AND a.recorded_on IS NOT NULL AND a.is_active AND a.updated_at >= d.started_at
      INTERSECT
      SELECT b.recorded_on FROM user_activities b
      WHERE b.user_id = d.receiver_id AND b.recorded_on IS NOT NULL AND b.is_active AND b.updated_at >= d.started_at
    ) days)::int`;
const imageCount = Prisma.sql`(SELECT count(*) FROM duo_images i WHERE i.duo_template_id = d.duo_template_id)::int`;
const loggedOn = (who: Prisma.Sql, day: string) => Prisma.sql`EXISTS (SELECT 1 FROM user_activities a
      WHERE a.user_id = ${who} AND a.recorded_on = ${day}::date AND a.is_active AND a.updated_at >= d.started_at)`;

/** The completion rule's numbers of some duos (user_activities (user_id, recorded_on) per partner). */
export const duoProgressSql = defineQuery({
  name: 'duos.progress',
  columns: { id: col.int, total: col.int, done: col.int, sender_today: col.bool, receiver_today: col.bool },
  sql: (duoIds: number[], today: string) => Prisma.sql`
    SELECT d.id, ${imageCount} AS total, ${commonDays} AS done,
      ${loggedOn(Prisma.sql`d.sender_id`, today)} AS sender_today, ${loggedOn(Prisma.sql`d.receiver_id`, today)} AS receiver_today
    FROM duos d WHERE d.id = ANY(${duoIds}::int[])`,
  examples: [[[1, 2], '2026-01-05']],
});

/**
 * A logger's started, unfinished duos, locked in id order. Taken after the log is written: of two partners logging
 * at once, the second waits here for the first's commit, and its next statement (a fresh snapshot) sees both logs.
 */
export const lockOpenDuosSql = defineQuery({
  name: 'duos.lockOpen',
  columns: { id: col.int },
  sql: (promotionId: number, userId: number) => Prisma.sql`
    SELECT d.id FROM duos d
    WHERE (d.sender_id = ${userId} OR d.receiver_id = ${userId}) AND d.state IN ('pending', 'active')
      AND d.started_at IS NOT NULL AND d.promotion_id = ${promotionId}
    ORDER BY d.id FOR UPDATE`,
  examples: [[1, 1]],
});

/**
 * The completion rule, applied to the locked duos: the first common day makes a started duo active; as many common
 * days as the template has images completes it. Answers the duos it changed.
 */
export const advanceDuosSql = defineQuery({
  name: 'duos.advance',
  columns: { id: col.int, state: col.text, sender_id: col.int, receiver_id: col.int },
  sql: (duoIds: number[]) => Prisma.sql`
    WITH progress AS (
      SELECT d.id, d.state, ${imageCount} AS total, ${commonDays} AS done FROM duos d WHERE d.id = ANY(${duoIds}::int[])
    )
    UPDATE duos d
       SET state = CASE WHEN p.done >= p.total THEN 'completed' ELSE 'active' END,
           completed_at = CASE WHEN p.done >= p.total THEN now() END,
           updated_at = now()
      FROM progress p
     WHERE d.id = p.id AND p.done > 0 AND (p.state = 'pending' OR p.done >= p.total)
    RETURNING d.id, d.state, d.sender_id, d.receiver_id`,
  examples: [[[1, 2]]],
});

/**
 * The oldest other waiting entry of the promotion to pair with (duo_pair_queues_waiting_idx): a current participant,
 * not already in an unfinished duo with the joiner. SKIP LOCKED passes over an entry being withdrawn right now.
 */
export const pickPartnerSql = defineQuery({
  name: 'duos.pickPartner',
  columns: { id: col.int, user_id: col.int, created_at: col.timestamptz },
  sql: (promotionId: number, userId: number) => Prisma.sql`
    SELECT q.id, q.user_id, q.created_at FROM duo_pair_queues q
    JOIN users u ON u.id = q.user_id AND u.deleted_at IS NULL
    WHERE q.promotion_id = ${promotionId} AND q.state = 'queued' AND q.user_id <> ${userId}
      AND NOT EXISTS (
        SELECT 1 FROM duos d WHERE d.promotion_id = ${promotionId} AND d.state IN ('pending', 'active')
          AND ((d.sender_id = q.user_id AND d.receiver_id = ${userId}) OR (d.sender_id = ${userId} AND d.receiver_id = q.user_id)))
    ORDER BY q.created_at, q.id
    LIMIT 1
    FOR UPDATE OF q SKIP LOCKED`,
  examples: [[1, 1]],
});

/** The template for a pairing: the collection's first that the two have used least (none, ideally), in order. */
export const pickPairTemplateSql = defineQuery({
  name: 'duos.pickPairTemplate',
  columns: { duo_template_id: col.int },
  sql: (promotionId: number, collectionId: number, a: number, b: number) => Prisma.sql`
    SELECT ct.duo_template_id FROM duo_collection_templates ct
    WHERE ct.duo_collection_id = ${collectionId}
    ORDER BY (SELECT count(*) FROM duos d WHERE d.duo_template_id = ct.duo_template_id AND d.promotion_id = ${promotionId}
                AND (d.sender_id IN (${a}, ${b}) OR d.receiver_id IN (${a}, ${b}))),
             ct.sequence, ct.duo_template_id
    LIMIT 1`,
  examples: [[1, 1, 1, 2]],
});

/**
 * The caller's friends with their duo count and whether an invitation already waits between them and the caller;
 * available ones first (under the limit), then by name. `pattern` (a lower-case LIKE pattern) narrows by name
 * (profiles_full_name_trgm_idx's expression) for GET /users/search?for=duos.
 */
export const duoFriendsSql = defineQuery({
  name: 'duos.friends',
  columns: {
    user_id: col.int, first_name: col.text.orNull, last_name: col.text.orNull, image_url: col.text.orNull,
    duo_count: col.int, has_pending_invitation: col.bool,
  },
  sql: (promotionId: number, userId: number, max: number, pattern: string | null, limit: number | null) => Prisma.sql`
    SELECT f.user_id, f.first_name, f.last_name, f.image_url, f.duo_count, f.has_pending_invitation FROM (
      SELECT u.id AS user_id, p.first_name, p.last_name, p.image_url,
        ((SELECT count(*) FROM duos d WHERE d.sender_id = u.id AND d.state IN ('pending', 'active') AND d.promotion_id = ${promotionId})
       + (SELECT count(*) FROM duos d WHERE d.receiver_id = u.id AND d.state IN ('pending', 'active') AND d.promotion_id = ${promotionId})
       + (SELECT count(*) FROM duo_pair_queues q WHERE q.user_id = u.id AND q.state = 'queued' AND q.promotion_id = ${promotionId}))::int AS duo_count,
        EXISTS (SELECT 1 FROM duos d WHERE d.promotion_id = ${promotionId} AND d.state = 'pending' AND d.started_at IS NULL
          AND ((d.sender_id = u.id AND d.receiver_id = ${userId}) OR (d.sender_id = ${userId} AND d.receiver_id = u.id))) AS has_pending_invitation
      FROM (${acceptedFriendIdsSql(Prisma.sql, Prisma.sql`${promotionId}`, Prisma.sql`${userId}`)}) fr
      JOIN users u ON u.id = fr.friend_id AND u.promotion_id = ${promotionId} AND u.deleted_at IS NULL
      LEFT JOIN profiles p ON p.user_id = u.id
      ${pattern === null ? Prisma.empty : Prisma.sql`WHERE lower(p.first_name || ' ' || p.last_name) LIKE ${pattern}`}
    ) f
    ORDER BY (f.duo_count >= ${max}), lower(coalesce(f.first_name, '')), lower(coalesce(f.last_name, '')), f.user_id
    LIMIT ${limit}`,
  examples: [[1, 1, 2, null, null], [1, 1, 2, '%ann%', 20]],
});
