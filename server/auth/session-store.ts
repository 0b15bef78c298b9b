// The server side of a session (prisma/schema/sessions.prisma): one user_sessions row per signed-in browser.
// The cookie names its row (sid); logout deletes that row only, so the same cookie replayed later is refused,
// while the user's other devices stay signed in. Expired rows are pruned a batch at a time whenever a session
// opens, so the table never holds much more than the live sessions and no scheduled job is needed.
import { randomBytes } from 'node:crypto';
import { db } from '@/server/db';

const PRUNE_BATCH = 100;

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export async function openSession(input: {
  id: string; userId: number; promotionId: number | null; stay: boolean; expiresAt: Date; impersonatorId?: number | null; deviceId?: string | null;
}): Promise<void> {
  await db.userSession.create({
    data: {
      id: input.id, user_id: input.userId, promotion_id: input.promotionId, stay: input.stay, expires_at: input.expiresAt,
      impersonator_id: input.impersonatorId ?? null, device_id: input.deviceId ?? null,
    },
  });
  await pruneExpiredSessions();
}

/** Deletes up to PRUNE_BATCH expired sessions, oldest first (served by user_sessions(expires_at)). */
export async function pruneExpiredSessions(): Promise<number> {
  const expired = await db.userSession.findMany({
    where: { expires_at: { lt: new Date() } }, orderBy: { expires_at: 'asc' }, take: PRUNE_BATCH, select: { id: true },
  });
  if (expired.length === 0) return 0;
  return (await db.userSession.deleteMany({ where: { id: { in: expired.map((row) => row.id) } } })).count;
}

/** Ends every view-as session an administrator opened (their sign-out), served by user_sessions(impersonator_id). */
export async function endImpersonationsBy(impersonatorId: number): Promise<number> {
  return (await db.userSession.deleteMany({ where: { impersonator_id: impersonatorId } })).count;
}

/** Ends one session (logout). Idempotent. The delete trigger tells the realtime sidecar to close its sockets. */
export async function endSession(id: string): Promise<void> {
  await db.userSession.deleteMany({ where: { id } });
}
