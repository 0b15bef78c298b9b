// TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps, as every authenticator app reads them.
import 'server-only';
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP, TOTP_DRIFT_STEPS } from '@/lib/mfa/constants';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'Renew') {
  return new Totp({ issuer: TOTP.issuer, label, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period, secret: Secret.fromBase32(secret) });
}

export function otpauthUrl(secret: string, accountName: string): string {
  return totpOf(secret, accountName).toString();
}

export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step a 6-digit code belongs to (±TOTP_DRIFT_STEPS around now), or null when it is no valid code. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP.period) + delta;
}

/** Looks like a 6-digit code (else it is read as a recovery code). */
export const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
