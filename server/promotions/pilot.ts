// The pilot password: before launch a promotion is closed to logged-out visitors except
// its welcome and legal pages, unless they entered the pilot password, which sets a signed, host-only cookie
// pilot_{promotionId}. No database or Next imports here, so proxy.ts and pages can call hasPilotAccess cheaply.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { PILOT_COOKIE_MAX_AGE_SECONDS, pilotCookieName } from '@/lib/onboarding/constants';
import { verifyPassword } from '@/server/auth/password';
import { Invalid } from '@/server/platform/errors';
import { withGuessThrottle } from '@/server/security/guess-throttle';
import { ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';

/** The part of a ResolvedPromotion these helpers read (a ResolvedPromotion fits). */
export interface PilotPromotion {
  id: number;
  row: { pilot_password_hash: string | null };
}

export interface PilotCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };
}

// The current pilot password hash is part of what is signed: changing the password revokes every pilot cookie.
function signature(promotionId: number, issuedAt: number, passwordHash: string): Buffer {
  return createHmac('sha256', env().AUTH_SECRET).update(`pilot|${promotionId}|${issuedAt}|${passwordHash}`).digest();
}

function readCookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** True when the Cookie header carries a valid pilot cookie for this promotion's current pilot password. */
export function hasPilotAccess(cookieHeader: string | null | undefined, promotion: PilotPromotion | null | undefined): boolean {
  const hash = promotion?.row.pilot_password_hash;
  if (!promotion || !hash) return false;
  const value = readCookieValue(cookieHeader, pilotCookieName(promotion.id));
  const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const now = Math.floor(Date.now() / 1000);
  if (issuedAt > now + 60 || now - issuedAt > PILOT_COOKIE_MAX_AGE_SECONDS) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(promotion.id, issuedAt, hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Pages and registration: launched, or a valid pilot cookie. */
export function hasPrelaunchAccess(
  cookieHeader: string | null | undefined,
  promotion: PilotPromotion & { timeline: { has_launched: boolean } },
): boolean {
  return promotion.timeline.has_launched || hasPilotAccess(cookieHeader, promotion);
}

export function createPilotCookie(promotion: PilotPromotion, now: Date = new Date()): PilotCookie {
  const hash = promotion.row.pilot_password_hash;
  if (!hash) throw new Error('A promotion without a pilot password has no pilot cookie.');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return {
    name: pilotCookieName(promotion.id),
    value: `${issuedAt}.${signature(promotion.id, issuedAt, hash).toString('base64url')}`,
    // No domain attribute: host-only, so one promotion's cookie never reaches another subdomain.
    options: { httpOnly: true, sameSite: 'lax', secure: env().APP_PROTOCOL === 'https', path: '/', maxAge: PILOT_COOKIE_MAX_AGE_SECONDS },
  };
}

/** Checks a pilot password; a promotion without one accepts none. */
export async function pilotPasswordMatches(promotion: PilotPromotion, password: string): Promise<boolean> {
  return verifyPassword(password, promotion.row.pilot_password_hash);
}

/** POST /promotions/{id}/authenticate's check: 422 'Incorrect Pilot Password.', wrong guesses throttled per client address. */
export async function assertPilotPassword(promotion: PilotPromotion, password: string, ip: string): Promise<void> {
  await withGuessThrottle('pilot_password', ip, promotion.id, [Invalid], async () => {
    if (!(await pilotPasswordMatches(promotion, password))) throw new Invalid(ONBOARDING_MESSAGES.incorrectPilotPassword);
  });
}
