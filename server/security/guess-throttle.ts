// Throttling of wrong guesses at public secrets that are not passwords (docs/decisions/004-guess-throttling.md):
// the pilot password and eligibility identifiers (employee numbers and the like). Both are answered before anyone
// signs in, so without a limit a script could walk through them. Only wrong guesses count, per client address.
import { db } from '@/server/db';
import { AppError, tooManyRequests } from '@/server/http/errors';
import { MESSAGES } from '@/lib/messages';

export type GuessKind = 'pilot_password' | 'eligibility_identifier';

/** Wrong guesses per client address within GUESS_WINDOW_MINUTES before 429. Identifiers get more room: people mistype them. */
export const GUESS_LIMITS: Record<GuessKind, number> = { pilot_password: 10, eligibility_identifier: 20 };
export const GUESS_WINDOW_MINUTES = 15;

/** 429 with Retry-After when this client has used up its wrong guesses of this kind. */
export async function assertGuessAllowed(kind: GuessKind, ip: string): Promise<void> {
  const since = new Date(Date.now() - GUESS_WINDOW_MINUTES * 60_000);
  const wrong = await db.guessAttempt.count({ where: { kind, ip, created_at: { gte: since } } });
  if (wrong >= GUESS_LIMITS[kind]) {
    throw tooManyRequests(MESSAGES.tooManyGuesses, GUESS_WINDOW_MINUTES * 60);
  }
}

export async function recordWrongGuess(kind: GuessKind, ip: string, promotionId: number | null): Promise<void> {
  await db.guessAttempt.create({ data: { kind, ip, promotion_id: promotionId } });
}

/** Runs a check that throws AppError(status) on a wrong guess, counting those wrong guesses against the client. */
export async function withGuessThrottle<T>(kind: GuessKind, ip: string, promotionId: number | null, wrongStatuses: number[], check: () => Promise<T>): Promise<T> {
  await assertGuessAllowed(kind, ip);
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && wrongStatuses.includes(error.status)) await recordWrongGuess(kind, ip, promotionId);
    throw error;
  }
}
