// The realtime benchmark's own promotion: N participants with open sessions, inserted set-based (one statement per
// table) instead of N sign-ins, and the token each socket presents. Dropped before and after a run, so nothing stays.
import pg from 'pg';
import { SESSION_TOKEN_HOURS } from '../server/auth/session.ts';
import { newSessionId } from '../server/auth/session-store.ts';
import { encodeSessionJwt } from '../server/auth/session-jwt.ts';

export const REALTIME_SUBDOMAIN = 'realtime-bench';

export interface RealtimeFixture {
  promotionId: number;
  channel: string;
  /** Host header of the promotion's pages on the sidecar's port (Node cannot resolve *.localhost). */
  host: string;
  participants: { id: number; token: string }[];
}

/** Deletes the bench promotion (participants, sessions and profiles go with it by cascade) and its organization. */
export async function dropRealtimeFixture(pool: pg.Pool): Promise<void> {
  await pool.query(
    `WITH gone AS (DELETE FROM promotions WHERE subdomain = $1 RETURNING organization_id)
     DELETE FROM organizations o USING gone WHERE o.id = gone.organization_id
       AND NOT EXISTS (SELECT 1 FROM promotions p WHERE p.organization_id = o.id)`,
    [REALTIME_SUBDOMAIN],
  );
}

export async function createRealtimeFixture(
  pool: pg.Pool,
  options: { participants: number; appHost: string; port: number; secret: string },
): Promise<RealtimeFixture> {
  await dropRealtimeFixture(pool);
  const channel = `promotion_${REALTIME_SUBDOMAIN}_${Date.now().toString(36)}`;
  const { rows: [promotion] } = await pool.query(
    `WITH org AS (INSERT INTO organizations (name, updated_at) VALUES ('Realtime Bench Organization', now()) RETURNING id)
     INSERT INTO promotions (name, subdomain, websocket_channel, organization_id, starts_on, ends_on, launch_on, updated_at)
     SELECT 'Realtime bench', $1, $2, org.id, current_date - 7, current_date + 48, current_date - 14, now() FROM org
     RETURNING id`,
    [REALTIME_SUBDOMAIN, channel],
  );
  const promotionId = promotion.id as number;
  const { rows: users } = await pool.query(
    `INSERT INTO users (promotion_id, role, email, flags, updated_at)
     SELECT $1, 'User', 'realtime-bench-' || i || '@example.com', '{"has_been_home": true}', now()
       FROM generate_series(1, $2) AS i
     RETURNING id`,
    [promotionId, options.participants],
  );
  const ids = users.map((u) => u.id as number);
  await pool.query(
    `INSERT INTO profiles (user_id, first_name, last_name, updated_at) SELECT id, 'Bench', 'User ' || id, now() FROM unnest($1::int[]) AS id`,
    [ids],
  );

  // The same session row and token claims as createSessionCookie (server/auth/session.ts), minted in bulk.
  const maxAge = SESSION_TOKEN_HOURS * 60 * 60;
  const expiresAt = new Date(Date.now() + maxAge * 1000);
  const sessionIds = ids.map(() => newSessionId());
  await pool.query(
    `INSERT INTO user_sessions (id, user_id, promotion_id, stay, expires_at)
     SELECT sid, uid, $3, false, $4 FROM unnest($1::text[], $2::int[]) AS s(sid, uid)`,
    [sessionIds, ids, promotionId, expiresAt],
  );
  const participants = await Promise.all(
    ids.map(async (id, i) => ({
      id,
      token: await encodeSessionJwt({ sub: String(id), sid: sessionIds[i], stay: false, sv: 0, pid: promotionId }, options.secret, maxAge),
    })),
  );
  return { promotionId, channel, host: `${REALTIME_SUBDOMAIN}.${options.appHost}:${options.port}`, participants };
}
