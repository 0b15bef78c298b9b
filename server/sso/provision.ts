// The account an SSO sign-in opens (docs/sso.md): found by (promotion, sso_identifier), or — the first time — an
// existing account of the same, provider-verified email without an SSO identifier is linked, or a participant is
// created just in time the way registration creates one (profile, email subscriptions, friend and team invitations
// waiting for the address, the eligibility record when the promotion requires one, the registration limit). Each
// sign-in refreshes the names and applies the promotion's SSO extras.
import 'server-only';
import { db, type Tx } from '@/server/db';
import { DomainEvents, type EventRecorder } from '@/server/events';
import { countRegistrations, registrationBlock } from '@/server/registration/availability';
import { registrationLockSql } from '@/server/registration/sql';
import { findEligibilityByIdentifier } from '@/server/eligibility/queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { SsoErrorReason } from '@/lib/sso/messages';
import { evaluateExtras, storeExtras, type MappedClaims } from './claims';

export class SsoFailure extends Error {
  constructor(readonly reason: SsoErrorReason, detail?: string) {
    super(detail ?? reason);
  }
}

const REGISTRATION_LOCK = 'renew.registration';
const accountSelect = { id: true, session_version: true, is_locked: true, sso_identifier: true } as const;
type Account = { id: number; session_version: number; is_locked: boolean; sso_identifier: string | null };

async function createParticipant(tx: Tx, promotion: ResolvedPromotion, mapped: MappedClaims & { sso_identifier: string; email: string }, events: EventRecorder): Promise<Account> {
  if (promotion.row.max_registrations !== null) {
    await registrationLockSql.run(tx, REGISTRATION_LOCK, promotion.id);
    if ((await countRegistrations(promotion.id, tx)) >= promotion.row.max_registrations) throw new SsoFailure('registration_closed');
  }
  let eligibilityId: number | null = null;
  if (promotion.flags.is_eligibility_displayed) {
    // The SSO identifier is the eligibility identifier: the organization's own directory vouches for it.
    const row = await findEligibilityByIdentifier(promotion.id, mapped.sso_identifier, tx);
    if (!row || row.user_id !== null) throw new SsoFailure('not_eligible');
    eligibilityId = row.id;
  }
  const user = await tx.user.create({
    data: {
      promotion_id: promotion.id, email: mapped.email, role: 'User', password_hash: null, flags: {}, sso_identifier: mapped.sso_identifier,
      profile: { create: { first_name: mapped.first_name ?? '', last_name: mapped.last_name ?? '' } },
    },
    select: accountSelect,
  });
  await tx.emailSubscription.create({ data: { user_id: user.id, promotion_id: promotion.id } });
  await tx.friendship.updateMany({
    where: { promotion_id: promotion.id, friend_email: mapped.email, friendee_id: null, status: 'P' }, data: { friendee_id: user.id },
  });
  await tx.teamInvite.updateMany({
    where: { promotion_id: promotion.id, email: mapped.email, user_id: null, status: 'U' }, data: { user_id: user.id },
  });
  if (eligibilityId !== null) {
    const linked = await tx.eligibility.updateMany({ where: { id: eligibilityId, promotion_id: promotion.id, user_id: null }, data: { user_id: user.id } });
    if (linked.count !== 1) throw new SsoFailure('not_eligible');
  }
  events.record('user.registered', { userId: user.id, promotionId: promotion.id });
  return user;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

/**
 * The account to sign in. Two first sign-ins of one person racing (two tabs) meet at the unique indexes on
 * (promotion, email) and (promotion, sso_identifier): the loser runs again and finds the winner's account.
 */
export async function provisionAccount(promotion: ResolvedPromotion, mapped: MappedClaims, claims: Record<string, unknown>, cookieHeader: string | null): Promise<Account> {
  try {
    return await provisionOnce(promotion, mapped, claims, cookieHeader);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return provisionOnce(promotion, mapped, claims, cookieHeader);
  }
}

/** Created or linked if need be, with names and extras brought up to date. */
async function provisionOnce(promotion: ResolvedPromotion, mapped: MappedClaims, claims: Record<string, unknown>, cookieHeader: string | null): Promise<Account> {
  if (!mapped.sso_identifier) throw new SsoFailure('missing_identifier');
  const identifier = mapped.sso_identifier;
  const extras = await db.ssoExtra.findMany({
    where: { promotion_id: promotion.id }, select: { name: true, data_type: true, path: true }, orderBy: { id: 'asc' },
  });
  const outcomes = evaluateExtras(claims, extras);
  const events = new DomainEvents();
  const account = await events.transaction(async (tx, recorder) => {
    let found: Account | null = await tx.user.findFirst({ where: { promotion_id: promotion.id, sso_identifier: identifier, deleted_at: null }, select: accountSelect });
    if (!found) {
      if (!mapped.email) throw new SsoFailure('missing_email');
      const sameEmail = await tx.user.findFirst({ where: { promotion_id: promotion.id, email: mapped.email, deleted_at: null }, select: accountSelect });
      if (sameEmail) {
        // Linking takes over an account: only for an address the provider itself says it verified.
        if (sameEmail.sso_identifier !== null || !mapped.email_verified) throw new SsoFailure('email_in_use');
        found = await tx.user.update({ where: { id: sameEmail.id }, data: { sso_identifier: identifier }, select: accountSelect });
      } else {
        if (await registrationBlock(promotion, cookieHeader, tx)) throw new SsoFailure('registration_closed');
        found = await createParticipant(tx, promotion, { ...mapped, sso_identifier: identifier, email: mapped.email }, recorder);
      }
    }
    if (found.is_locked) throw new SsoFailure('locked');
    const names: Record<string, string> = {};
    if (mapped.first_name) names.first_name = mapped.first_name;
    if (mapped.last_name) names.last_name = mapped.last_name;
    if (Object.keys(names).length) await tx.profile.updateMany({ where: { user_id: found.id }, data: names });
    await storeExtras(tx, found.id, outcomes);
    await tx.user.update({ where: { id: found.id }, data: { last_sign_in_at: new Date() }, select: { id: true } });
    return found;
  });
  await events.dispatch();
  return account;
}
