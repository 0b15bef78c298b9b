// Sign-in attempts and wrong guesses only matter for their throttling windows (15 minutes; decisions 002 and 004).
// A nightly job deletes what is older than a day, so both tables stay small however busy sign-in gets.
import { db } from '@/server/db';

export const ATTEMPT_RETENTION_HOURS = 24;

export async function pruneAttempts(now: Date = new Date()): Promise<{ loginAttempts: number; guessAttempts: number }> {
  const before = new Date(now.getTime() - ATTEMPT_RETENTION_HOURS * 60 * 60_000);
  const [login, guess] = await Promise.all([
    db.loginAttempt.deleteMany({ where: { created_at: { lt: before } } }),
    db.guessAttempt.deleteMany({ where: { created_at: { lt: before } } }),
  ]);
  return { loginAttempts: login.count, guessAttempts: guess.count };
}
