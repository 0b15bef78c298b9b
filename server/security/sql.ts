// The raw SQL of the guess throttle (docs/decisions/004-guess-throttling.md, 006-sql-style.md): the advisory locks
// of a reservation and the counted-before-checked insert, both run on the reservation's transaction client.
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery } from '@/server/platform/sql';

/**
 * Tries the client's and (when there is one) the target's transaction-scoped advisory locks, never waiting for them.
 * The keys are the lock names of the kind (guess-throttle.ts lockKey).
 */
export const tryGuessLocksSql = defineQuery({
  name: 'security.tryGuessLocks',
  columns: { ok: col.bool },
  // clientKey null: the kind's per-client count is a loose backstop (signed-in floods), not worth serializing on.
  sql: (clientKey: string | null, ip: string, targetKey: string, target: string | null) => Prisma.sql`
      SELECT (${clientKey}::text IS NULL OR pg_try_advisory_xact_lock(hashtext(${clientKey}::text), hashtext(${ip})))
        AND (${target}::text IS NULL OR pg_try_advisory_xact_lock(hashtext(${targetKey}), hashtext(${target}::text))) AS ok`,
  examples: [['renew.guess.sign_in.client', '127.0.0.1', 'renew.guess.sign_in.target', '1:a@example.com']],
});

export interface GuessCount {
  kind: string;
  ip: string;
  target: string | null;
  promotionId: number | null;
  /** The window's start. */
  since: Date;
  perClient: number;
  perTarget: number;
}

/**
 * In a statement after the locks (its snapshot holds every attempt committed by the reservations before): the
 * window's attempts by client and by target, and the insert of this attempt only while both are under their limits.
 * id is null when nothing was inserted.
 */
export const reserveGuessSql = defineQuery({
  name: 'security.reserveGuess',
  columns: { id: col.bigint.orNull, by_client: col.int, by_target: col.int },
  sql: ({ kind, ip, target, promotionId, since, perClient, perTarget }: GuessCount) => Prisma.sql`
      WITH counts AS (
        SELECT count(*) FILTER (WHERE ip = ${ip})::int AS by_client,
               count(*) FILTER (WHERE target = ${target}::text)::int AS by_target
        FROM guess_attempts
        WHERE kind = ${kind} AND created_at >= ${since} AND (ip = ${ip} OR target = ${target}::text)
      ), inserted AS (
        INSERT INTO guess_attempts (kind, promotion_id, ip, target)
        SELECT ${kind}, ${promotionId}::int, ${ip}, ${target}::text FROM counts
        WHERE by_client < ${perClient} AND by_target < ${perTarget}
        RETURNING id
      )
      SELECT (SELECT id FROM inserted) AS id, by_client, by_target FROM counts`,
  examples: [[{ kind: 'sign_in', ip: '127.0.0.1', target: '1:a@example.com', promotionId: 1, since: new Date(0), perClient: 50, perTarget: 10 }]],
});
