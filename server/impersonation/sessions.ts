// Impersonation (docs/impersonation.md): an administrator opens a promotion's site as one of its participants.
//
// 1. On the dashboard, POST /api/users/{id}/impersonate checks whom (policy.ts) and issues a one-time ticket: 32 random
//    bytes, of which only the SHA-256 is stored, redeemable for IMPERSONATION_TICKET_SECONDS on that promotion's host.
// 2. The new window waits the spec's 3 s and opens GET /api/impersonation/redeem?ticket=… on the promotion's host.
//    Redeeming deletes the row first (single use even for two racing requests), then checks the host, the expiry and
//    — again — the administrator and the target, and opens an ordinary session of the target whose token and row
//    name the administrator (impersonator_id) and which ends after IMPERSONATION_MINUTES.
// 3. While it lasts, the route wrapper records every change made under it in the audit trail under the
//    administrator, and refuses what only the person may do (auditImpersonatedRequest, refusedWhileImpersonating).
// 4. The banner's Stop (POST /api/impersonation/stop) ends the session at once.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { recordAudit } from '@/server/audit/record';
import { createSessionCookie, type CookieSpec, type SessionClaims } from '@/server/auth/session';
import { endSession } from '@/server/auth/session-store';
import { Gone, Invalid } from '@/server/platform/errors';
import { appUrl } from '@/server/mail/urls';
import { promotionById } from '@/server/tenancy/promotion-context';
import { findUserById, type UserRow } from '@/server/users/queries';
import { isRole, type Role } from '@/lib/roles';
import { can, type Action } from '@/lib/permissions';
import {
  IMPERSONATION_MESSAGES as M,
  IMPERSONATION_MINUTES,
  IMPERSONATION_REDIRECT_MS,
  IMPERSONATION_TICKET_SECONDS,
  type ImpersonationLaunch,
} from '@/lib/impersonation/constants';
import { resolveImpersonationTarget } from './target';
import { PRIVATE_TO_THE_PERSON } from '@/lib/privacy/field-policy';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export const REDEEM_PATH = '/api/impersonation/redeem';

/** Step 1: the ticket and where the new window goes. */
export async function startImpersonation(caller: UserRow, userId: number, hostPromotionId: number | null): Promise<ImpersonationLaunch> {
  const target = await resolveImpersonationTarget(caller, userId, hostPromotionId);
  const promotion = await promotionById(target.promotion_id);
  if (!promotion) throw new Invalid(M.noPromotion);
  const ticket = randomBytes(32).toString('base64url');
  await db.impersonationTicket.deleteMany({ where: { expires_at: { lt: new Date() } } });
  await db.impersonationTicket.create({
    data: {
      id: hashOf(ticket), impersonator_id: caller.id, user_id: target.id, promotion_id: promotion.id,
      expires_at: new Date(Date.now() + IMPERSONATION_TICKET_SECONDS * 1000),
    },
  });
  return {
    user_id: target.id,
    name: target.name,
    promotion_name: promotion.row.name,
    url: appUrl(promotion.subdomain, `${REDEEM_PATH}?ticket=${encodeURIComponent(ticket)}`),
    // The spec's 1 s with SSO: the view still opens by the one-time ticket, as the administrator cannot sign in as the
    // participant at the organization's provider (docs/sso.md "Impersonation").
    redirect_after_ms: promotion.organization.is_sso_enabled ? IMPERSONATION_REDIRECT_MS.sso : IMPERSONATION_REDIRECT_MS.plain,
    expires_in_minutes: IMPERSONATION_MINUTES,
  };
}

/** Step 2: the session cookie of the target, or 410 when the ticket is unknown, used, expired or for another host. */
export async function redeemImpersonation(ticket: string, hostPromotionId: number, ip: string | null): Promise<CookieSpec> {
  let row;
  try {
    row = await db.impersonationTicket.delete({ where: { id: hashOf(ticket) } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw new Gone(M.ticketInvalid);
    throw error;
  }
  if (row.expires_at.getTime() < Date.now() || row.promotion_id !== hostPromotionId) throw new Gone(M.ticketInvalid);
  // The administrator may have lost the right since the ticket was issued: checked again as of now.
  const admin = await findUserById(row.impersonator_id);
  if (!admin || admin.deleted_at || admin.is_locked || !isRole(admin.role) || !can(admin.role as Role, 'users.impersonate')) {
    throw new Gone(M.ticketInvalid);
  }
  const target = await resolveImpersonationTarget(admin, row.user_id, null);
  const user = await findUserById(target.id);
  if (!user) throw new Gone(M.ticketInvalid);
  const cookie = await createSessionCookie({
    userId: user.id, stay: false, sessionVersion: user.session_version, promotionId: hostPromotionId,
    impersonatorId: admin.id, maxAgeSeconds: IMPERSONATION_MINUTES * 60,
  });
  await recordAudit(db, {
    actorId: admin.id, action: 'impersonate', recordType: 'User', recordId: user.id, promotionId: hostPromotionId,
    after: { viewing_as: target.name, minutes: IMPERSONATION_MINUTES }, ip,
  });
  return cookie;
}

/** Step 4: the banner's Stop. Only an impersonation session may be stopped this way. */
export async function stopImpersonation(session: SessionClaims, user: Pick<UserRow, 'id' | 'promotion_id'>, ip: string | null): Promise<void> {
  if (session.impersonatorId === null) throw new Invalid(M.notImpersonating);
  await endSession(session.sessionId);
  await recordAudit(db, {
    actorId: session.impersonatorId, action: 'impersonate_stop', recordType: 'User', recordId: user.id,
    promotionId: user.promotion_id, ip,
  });
}

/**
 * What only the person may do, refused while an administrator views as them: deleting the account, downloading
 * everything about it, starting another impersonation from inside one, and their two-step verification (set up by
 * the viewer, it would lock the person out of their own next sign-in; the viewer has no code to turn it off with).
 */
const PERSONAL_ACTIONS: ReadonlySet<Action> = new Set<Action>(['account.delete', 'my_data.export', 'users.impersonate', 'mfa.manage']);

export function refusedWhileImpersonating(session: SessionClaims | null | undefined, action: Action): boolean {
  return !!session && session.impersonatorId !== null && (PERSONAL_ACTIONS.has(action) || PRIVATE_TO_THE_PERSON.has(action));
}

/** Step 3: one audit row per change made while viewing as someone, under the administrator. */
export async function auditImpersonatedRequest(
  session: SessionClaims,
  request: { method: string; path: string; status: number; ip: string | null; promotionId: number | null },
): Promise<void> {
  if (session.impersonatorId === null) return;
  await recordAudit(db, {
    actorId: session.impersonatorId, action: 'impersonated_request', recordType: 'User', recordId: session.userId,
    promotionId: request.promotionId, after: { method: request.method, path: request.path, status: request.status }, ip: request.ip,
  });
}
