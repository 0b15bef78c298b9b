// The one throttle for everything a visitor can ask before signing in that answers "right or wrong" or "exists or
// not" (docs/decisions/004-guess-throttling.md): sign-in, the pilot password, eligibility identifiers, the email
// check, forgotten-password requests and registration. Limits are per client address and, where there is one, per
// target (the email asked about), so neither many guesses from one address nor one account attacked from many
// addresses gets far.
//
// An attempt is counted BEFORE it is evaluated: one transaction holds an advisory lock per client and per target,
// counts the window and inserts the attempt only while both counts are under their limits. A parallel burst is
// therefore evaluated at most `limit` times, however many requests arrive at once. Kinds where only wrong answers
// count take the attempt back (releaseGuess) once the answer turns out right.
import { db } from '@/server/db';
import { TooManyRequests, type DomainError } from '@/server/platform/errors';
import { MESSAGES } from '@/lib/messages';
import { ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';
import { FORGOT_REQUESTS_PER_HOUR } from '@/lib/onboarding/constants';
import { FILE_MESSAGES } from '@/lib/files/messages';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { SOCIAL_FLOOD_MESSAGES } from '@/lib/throttle/messages';
import { reserveGuessSql, tryGuessLocksSql } from './sql';

export type GuessKind =
  | 'sign_in' | 'pilot_password' | 'eligibility_identifier' | 'email_check' | 'password_reset_request' | 'registration'
  // Signed-in floods, one target per user (`user:{id}`): photo uploads and the wall's posts, likes and reports;
  // friend requests and email invitations, emails to a friend, messages.
  | 'file_upload' | 'wall_post' | 'wall_like' | 'wall_report' | 'friend_request' | 'friend_email' | 'message_send'
  // duo invitations; team invitations and join requests (by email too)
  | 'duo_request' | 'team_invite'
  // Support: contact requests (a visitor may send one; each mails the coordinators) and feedback
  | 'contact_request' | 'feedback'
  // Single sign-on starts: each stores a sign-in state row (server/sso/states.ts)
  | 'sso_start';

export interface GuessPolicy {
  /** Counted attempts per client address within the window before 429. */
  perClient: number;
  /** Counted attempts per target within the window before 429 (kinds that have a target). */
  perTarget?: number;
  windowMinutes: number;
  message: string;
  /**
   * false: the per-client count is a loose backstop (signed-in floods, limited per account), so reservations do not
   * serialize on the client's lock — a whole office behind one address sends messages at once without queueing on
   * one lock (or being refused as a burst). The per-client count may then overshoot by the requests in flight.
   */
  exactPerClient?: boolean;
}

/**
 * What counts and how much (decision 004 explains the numbers). Sign-in, pilot passwords, identifiers, the email check
 * and registration count only failures (wrong password, wrong guess, "already taken", a refused form); every
 * forgotten-password request counts, since each one sends an email.
 */
export const GUESS_POLICIES = {
  sign_in: { perClient: 50, perTarget: 10, windowMinutes: 15, message: MESSAGES.tooManyAttempts },
  pilot_password: { perClient: 10, windowMinutes: 15, message: MESSAGES.tooManyGuesses },
  // Every lookup counts, hits too (a hit tells a stranger the identifier exists): room for a person who mistypes
  // their employee number a few times and the registration form's name prefill, not for walking the roster.
  eligibility_identifier: { perClient: 20, windowMinutes: 15, message: MESSAGES.tooManyGuesses },
  email_check: { perClient: 20, perTarget: 5, windowMinutes: 15, message: MESSAGES.tooManyChecks },
  // Per target: the spec's 5 reset emails per account per hour.
  password_reset_request: { perClient: 20, perTarget: FORGOT_REQUESTS_PER_HOUR, windowMinutes: 60, message: ONBOARDING_MESSAGES.tooManyResetRequests },
  registration: { perClient: 20, perTarget: 10, windowMinutes: 15, message: MESSAGES.tooManyChecks },
  // Signed-in floods count every attempt per user; the per-client limit is high because a whole office shares an
  // address. The window is each kind's own (a minute for posts and likes, ten for uploads and reports).
  file_upload: { perClient: 1000, exactPerClient: false, perTarget: 30, windowMinutes: 10, message: FILE_MESSAGES.tooManyUploads },
  wall_post: { perClient: 1000, exactPerClient: false, perTarget: 10, windowMinutes: 1, message: WALL_MESSAGES.tooManyPosts },
  wall_like: { perClient: 1000, exactPerClient: false, perTarget: 60, windowMinutes: 1, message: WALL_MESSAGES.tooManyLikes },
  wall_report: { perClient: 1000, exactPerClient: false, perTarget: 10, windowMinutes: 10, message: WALL_MESSAGES.tooManyReports },
  // Each request to an address without an account sends an email: 30 an hour is plenty for inviting a team.
  friend_request: { perClient: 1000, exactPerClient: false, perTarget: 30, windowMinutes: 60, message: SOCIAL_FLOOD_MESSAGES.tooManyFriendRequests },
  friend_email: { perClient: 1000, exactPerClient: false, perTarget: 10, windowMinutes: 60, message: SOCIAL_FLOOD_MESSAGES.tooManyFriendEmails },
  // A lively chat sends a message every few seconds; a script sends hundreds. An office of thousands behind one
  // address chats far more than 1000 messages a minute, so the address backstop is higher here.
  message_send: { perClient: 20_000, exactPerClient: false, perTarget: 30, windowMinutes: 1, message: SOCIAL_FLOOD_MESSAGES.tooManyMessages },
  duo_request: { perClient: 1000, exactPerClient: false, perTarget: 20, windowMinutes: 60, message: SOCIAL_FLOOD_MESSAGES.tooManyDuoRequests },
  team_invite: { perClient: 1000, exactPerClient: false, perTarget: 30, windowMinutes: 60, message: SOCIAL_FLOOD_MESSAGES.tooManyTeamInvites },
  // Support (docs/learn-and-support.md): a person writes to the program team a few times at most; each contact request
  // mails every coordinator, so a script must not turn the form into a mail cannon. Per client address (visitors
  // have nothing else) and per sender address; feedback per client and per signed-in user.
  contact_request: { perClient: 20, perTarget: 5, windowMinutes: 60, message: SUPPORT_MESSAGES.tooManyContactRequests },
  feedback: { perClient: 60, perTarget: 10, windowMinutes: 60, message: SUPPORT_MESSAGES.tooManyFeedbacks },
  // A person starts a sign-in a few times; an office behind one address starts many in a morning, so the address
  // backstop is loose (not serialized) and high. Each start stores a state row for 10 minutes.
  sso_start: { perClient: 600, exactPerClient: false, windowMinutes: 10, message: MESSAGES.tooManyAttempts },
} satisfies Record<GuessKind, GuessPolicy>;

/** Per-client limits by kind. */
export const GUESS_LIMITS = Object.fromEntries(Object.entries(GUESS_POLICIES).map(([kind, p]) => [kind, p.perClient])) as Record<GuessKind, number>;
export const GUESS_WINDOW_MINUTES = 15;

export interface Guess {
  kind: GuessKind;
  ip: string;
  /** A lower-case email, prefixed with its account scope where the same email means different accounts per host. */
  target?: string | null;
  promotionId?: number | null;
}

export interface Reservation {
  id: bigint;
  /** Counted attempts in the window including this one. */
  byClient: number;
  byTarget: number;
}

const lockKey = (kind: GuessKind, side: 'client' | 'target') => `renew.guess.${kind}.${side}`;

/** Tries to take the locks before giving up on a contended client or target (then 429, as over the limit). */
const LOCK_TRIES = 12;
/** Waiting for a pooled connection under a burst, like any query would (Prisma's default for transactions is 2 s). */
const TRANSACTION_MAX_WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One short transaction: try the client's and the target's advisory locks (never waiting for them, so no pooled
 * connection sits blocked behind a burst), then — in a new statement, whose snapshot holds every attempt committed by
 * the reservations before — count the window and insert this attempt only while both counts are under their limits.
 * Null when a lock is busy.
 */
function tryReserve(guess: Guess, policy: GuessPolicy, target: string | null) {
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  const perTarget = policy.perTarget ?? 2_147_483_647;
  return db.$transaction(async (tx) => {
    const clientKey = policy.exactPerClient === false ? null : lockKey(guess.kind, 'client');
    const locked = await tryGuessLocksSql.first(tx, clientKey, guess.ip, lockKey(guess.kind, 'target'), target);
    if (!locked?.ok) return null;
    const row = await reserveGuessSql.first(tx, {
      kind: guess.kind, ip: guess.ip, target, promotionId: guess.promotionId ?? null, since, perClient: policy.perClient, perTarget,
    });
    return row ?? null;
  }, { maxWait: TRANSACTION_MAX_WAIT_MS });
}

/**
 * Counts this attempt (before it is evaluated) or answers 429 with Retry-After when the client or the target has used up
 * its attempts; a refused attempt is not stored. A client or target whose lock stays busy through LOCK_TRIES short
 * waits is itself a burst and gets the same 429.
 */
export async function reserveGuess(guess: Guess): Promise<Reservation> {
  const policy: GuessPolicy = GUESS_POLICIES[guess.kind];
  const target = guess.target ?? null;
  for (let attempt = 0; attempt < LOCK_TRIES; attempt++) {
    const row = await tryReserve(guess, policy, target);
    if (row && row.id !== null) return { id: row.id, byClient: row.by_client + 1, byTarget: target === null ? 0 : row.by_target + 1 };
    if (row) break;
    await sleep(2 + Math.random() * 10);
  }
  throw new TooManyRequests(policy.message, policy.windowMinutes * 60);
}

/** Takes back an attempt that does not count after all (a right answer). */
export async function releaseGuess(reservation: Reservation): Promise<void> {
  await db.guessAttempt.deleteMany({ where: { id: reservation.id } });
}

/**
 * Runs a check that throws a DomainError on a wrong answer. The attempt is reserved first and stays counted when
 * `counts` says the outcome counts (by default: an error of one of the `wrong` kinds); otherwise it is released.
 */
export async function withGuessReservation<T>(guess: Guess, counts: (error: unknown) => boolean, check: () => Promise<T>): Promise<T> {
  const reservation = await reserveGuess(guess);
  let outcome: unknown = null;
  try {
    return await check();
  } catch (error) {
    outcome = error;
    throw error;
  } finally {
    if (!(outcome !== null && counts(outcome))) await releaseGuess(reservation);
  }
}

/** A kind of refusal, as its class (Invalid, Unauthorized…). */
type ErrorKind = abstract new (...args: never[]) => DomainError;

/** An outcome predicate: an error of one of these kinds counts. */
export const failsWith = (wrong: ErrorKind[]) => (error: unknown) => wrong.some((kind) => error instanceof kind);

/** withGuessReservation for checks without a target whose wrong answers are the kinds of error given. */
export function withGuessThrottle<T>(kind: GuessKind, ip: string, promotionId: number | null, wrong: ErrorKind[], check: () => Promise<T>): Promise<T> {
  return withGuessReservation({ kind, ip, promotionId }, failsWith(wrong), check);
}

/** The target of a signed-in user's own flood (uploads, wall posts, likes, reports). */
export function userTarget(userId: number): string {
  return `user:${userId}`;
}

/** The target of an email lookup: the same address is a different account on another host. */
export function emailTarget(promotionId: number | null, email: string): string {
  return `${promotionId ?? 'dashboard'}:${email.trim().toLowerCase()}`;
}
