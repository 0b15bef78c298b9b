// Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"; docs/decisions/002-sign-in-protection.md):
// a browser that signed in to an account gets a signed token naming that account and a random device id. Failures
// from such a trusted device count against the device only, so an attacker's failures (from browsers without the
// cookie) lock the account for untrusted clients while its owner still signs in, and the owner's sessions stay open.
//
// The token is a JWT (HS256, jose) under a key derived from AUTH_SECRET for this purpose alone; it says nothing
// secret (the account id and a random id), and it proves nothing on its own: the password is still checked.
import { hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { env } from '@/lib/env';

/** A trusted device stays trusted this long after its last successful sign-in (each sign-in renews the cookie). */
export const DEVICE_COOKIE_DAYS = 180;
const DEVICE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
const ISSUER = 'renew/device';

export function deviceCookieName(): string {
  return env().APP_PROTOCOL === 'https' ? '__Secure-renew.device' : 'renew.device';
}

export interface DeviceCookieSpec {
  /** The device id the cookie carries (the session opened with it records it). */
  deviceId: string;
  name: string;
  value: string;
  // Strict: the cookie matters only to the sign-in calls of our own pages; /api covers the password step and MFA's.
  options: { httpOnly: true; sameSite: 'strict'; secure: boolean; path: '/api'; maxAge: number };
}

/** A trusted device: the account its cookie names and the device's own random id. */
export interface TrustedDevice {
  userId: number;
  deviceId: string;
}

const key = () => new Uint8Array(hkdfSync('sha256', env().AUTH_SECRET, '', 'renew/device-cookie/v1', 32));

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/** The cookie that makes this browser a trusted device of the account (a new device id unless one is given). */
export async function deviceCookie(userId: number, deviceId: string = newDeviceId()): Promise<DeviceCookieSpec> {
  const value = await new SignJWT({ did: deviceId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_SECONDS}s`)
    .sign(key());
  return {
    deviceId,
    name: deviceCookieName(),
    value,
    options: { httpOnly: true, sameSite: 'strict', secure: env().APP_PROTOCOL === 'https', path: '/api', maxAge: DEVICE_SECONDS },
  };
}

/** The device a cookie value names; null when missing, forged, expired or malformed. */
export async function readDeviceCookie(value: string | null | undefined): Promise<TrustedDevice | null> {
  if (!value || value.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(value, key(), { algorithms: ['HS256'], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.did !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(payload.did)) return null;
    return { userId, deviceId: payload.did };
  } catch {
    return null;
  }
}

/**
 * The cookie to set after a completed sign-in: the device id the browser already holds for this account, renewed, or
 * a new one (a browser trusted by another account becomes this account's device).
 */
export async function deviceCookieAfterSignIn(presented: string | null | undefined, userId: number): Promise<DeviceCookieSpec> {
  const held = await readDeviceCookie(presented);
  return deviceCookie(userId, held && held.userId === userId ? held.deviceId : undefined);
}

/** The guess-throttle target of a trusted device's sign-in failures (instead of the account's email). */
export function deviceTarget(deviceId: string): string {
  return `device:${deviceId}`;
}
