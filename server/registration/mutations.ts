// POST /users: a participant signs up. One transaction creates the user,
// the profile, the email subscriptions (all on), links the eligibility record and stores the Initial Assessment
// answers as an evaluation (server/evaluations recordEvaluation). The unique index users_promotion_id_email_key
// decides races on the same email. An eligibility record is claimed only through its identifier (server/eligibility/claims.ts).
import type { Prisma, Tx } from '@/server/db';
import { Forbidden, Invalid } from '@/server/platform/errors';
import { hashPassword } from '@/server/auth/password';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { eligibilityMessages, ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import type { RegistrationInput } from '@/lib/onboarding/schemas';
import { parseIsoDate } from '@/lib/promotion-dates';
import { eligibilityLabel } from '@/server/eligibility/queries';
import { DomainEvents, type EventRecorder } from '@/server/events';
import { recordEvaluation } from '@/server/evaluations/mutations';
import { emailTarget, failsWith, withGuessReservation } from '@/server/security/guess-throttle';
import { countRegistrations, registrationStatus } from './availability';
import { checkRegistration, type CheckedRegistration } from './validate';
import { registrationLockSql } from './sql';
import { SSO_MESSAGES } from '@/lib/sso/messages';
import { consentAtRegistration } from '@/server/privacy/consent';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

// Serialises registrations of one promotion while it has a maximum, so two last-seat sign-ups cannot both pass.
const REGISTRATION_LOCK = 'renew.registration';

function profileData(input: RegistrationInput) {
  const p = input.profile;
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    gender: p.gender ?? null,
    birthday: p.birthday ? parseIsoDate(p.birthday) : null,
    phone: p.phone ?? null,
    address: (p.address ?? undefined) as Prisma.InputJsonValue | undefined,
    time_zone: p.time_zone ?? null,
  };
}

async function createAccount(tx: Tx, promotion: ResolvedPromotion, input: RegistrationInput, checked: CheckedRegistration, passwordHash: string, events: EventRecorder) {
  if (promotion.row.max_registrations !== null) {
    await registrationLockSql.run(tx, REGISTRATION_LOCK, promotion.id);
    if ((await countRegistrations(promotion.id, tx)) >= promotion.row.max_registrations) throw new Forbidden(M.registrationFull);
  }
  let user: { id: number; session_version: number };
  try {
    user = await tx.user.create({
      data: {
        promotion_id: promotion.id, email: input.email, role: 'User', password_hash: passwordHash, flags: {},
        location_id: checked.locationId, opted_in_individual_leaderboard: input.opted_in_individual_leaderboard ?? false,
        ...consentAtRegistration(),
        profile: { create: profileData(input) },
      },
      select: { id: true, session_version: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid(M.emailTaken);
    throw error;
  }
  // Column defaults are "every subscription on".
  await tx.emailSubscription.create({ data: { user_id: user.id, promotion_id: promotion.id } });
  // Friend requests sent to this address before the account existed now wait for it among its received requests.
  await tx.friendship.updateMany({
    where: { promotion_id: promotion.id, friend_email: input.email.toLowerCase(), friendee_id: null, status: 'P' }, data: { friendee_id: user.id },
  });
  // Team invitations sent to this address before the account existed now wait for it among its invitations.
  await tx.teamInvite.updateMany({
    where: { promotion_id: promotion.id, email: input.email.toLowerCase(), user_id: null, status: 'U' }, data: { user_id: user.id },
  });
  if (checked.eligibility) {
    // Conditional: someone else may have claimed the record since it was checked.
    const linked = await tx.eligibility.updateMany({
      where: { id: checked.eligibility.id, promotion_id: promotion.id, user_id: null }, data: { user_id: user.id },
    });
    if (linked.count !== 1) throw new Invalid(eligibilityMessages(await eligibilityLabel(promotion.id)).inUse);
  }
  events.record('user.registered', { userId: user.id, promotionId: promotion.id });
  if (checked.evaluation) {
    await recordEvaluation(tx, {
      userId: user.id, promotionId: promotion.id, definitionId: checked.evaluation.definitionId, weekNumber: promotion.timeline.current_week,
      questions: checked.evaluation.questions, answers: checked.evaluation.answers,
    }, events);
  }
  return user;
}

/**
 * Registers and returns the new account's id and session version; throws Forbidden (blocked), Invalid (input) or TooManyRequests.
 * A refused form tells whether an email has an account and whether an identifier exists, so refusals (422) count
 * against the client address and the email (server/security/guess-throttle.ts); accepted registrations do not, so
 * an office behind one address can sign up together.
 */
export async function registerUser(promotion: ResolvedPromotion, input: RegistrationInput, cookieHeader: string | null, ip: string) {
  const guess = { kind: 'registration' as const, ip, target: emailTarget(promotion.id, input.email), promotionId: promotion.id };
  // Badges the Initial Assessment earns are told after the commit (server/composition/after-commit.ts).
  const events = new DomainEvents();
  const user = await withGuessReservation(guess, failsWith([Invalid]), async () => {
    // Single sign-on programs make accounts at the first sign-in through the provider (server/sso/provision.ts).
    if (promotion.organization.is_sso_enabled) throw new Forbidden(SSO_MESSAGES.registerWithSso);
    const status = await registrationStatus(promotion, cookieHeader);
    if (!status.can_register) throw new Forbidden(status.message ?? M.registrationClosed);
    const { problems, checked } = await checkRegistration(promotion, input);
    if (problems.length) throw new Invalid(problems);
    const passwordHash = await hashPassword(input.password);
    return events.transaction((tx, recorder) => createAccount(tx, promotion, input, checked, passwordHash, recorder));
  });
  await events.dispatch();
  return user;
}
