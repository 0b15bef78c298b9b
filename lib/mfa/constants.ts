// MFA by TOTP for administrative roles (docs/mfa.md): the numbers, texts and answers shared by the server and the
// screens.
import { PARTICIPANT_ROLES, type Role } from '@/lib/roles';

/** TOTP as every authenticator app reads it (RFC 6238 defaults): SHA-1, 6 digits, 30-second steps. */
export const TOTP = { algorithm: 'SHA1', digits: 6, period: 30, issuer: 'Renew' } as const;
/** Codes of the step before and after are accepted too (a phone's clock a little off). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the answer of a right password waits for its second factor. */
export const MFA_PENDING_SECONDS = 5 * 60;
/** Where an administrator sets MFA up (both hosts: coordinators on their promotion's, dashboard roles on the dashboard). */
export const MFA_SETUP_PATH = '/account/security';

/** Administrative roles: every role above a plain participant (not posters, who only write on walls). */
export const MFA_ROLES: readonly Role[] = ['Coordinator', 'Location Coordinator', 'Regional Coordinator', 'Super Coordinator', 'Reseller', 'Master'];
export const isMfaRole = (role: Role) => MFA_ROLES.includes(role);
/** Roles that also take part in their promotion: their participant pages and calls stay open while MFA is pending. */
export const takesPart = (role: Role) => PARTICIPANT_ROLES.includes(role);

export const MFA_MESSAGES = {
  notForRole: 'Two-step verification is for administrators.',
  alreadyEnabled: 'Two-step verification is already on.',
  notEnabled: 'Two-step verification is not on.',
  noEnrolment: 'Start the setup again: no setup is waiting for a code.',
  wrongCode: 'That code is not right. Check the time on your device and try again.',
  codeUsed: 'That code has already been used. Wait for the next one.',
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  wrongPassword: 'The password is not right.',
  proofRequired: 'Enter a current code or your password.',
  pendingExpired: 'Your sign-in has expired. Log in again.',
  required: `Your organization requires two-step verification for administrators. Set it up on ${MFA_SETUP_PATH} to continue.`,
  /** The same, on the setup page itself. */
  requiredHere: 'Your organization requires two-step verification for administrators. Set it up below to use the administration.',
  organizationNotFound: 'Organization could not be found',
  /** The stored secret no longer opens (the installation's AUTH_SECRET was rotated): only a reset helps. */
  unreadable: 'Your two-step verification must be set up again. Ask a master to reset it.',
  codeEmpty: 'Code is required.',
  codeTooLong: 'Code is too long.',
} as const;

/** GET /api/mfa: the account's own state; the secret is never part of it. */
export interface MfaStatus {
  enabled: boolean;
  enabled_at: string | null;
  /** Unused recovery codes left. */
  recovery_codes_left: number;
  /** An organization (or, for masters, the installation) requires MFA of this account. */
  required: boolean;
  /** This role may use MFA at all. */
  available: boolean;
}

/** POST /api/mfa/enrolment: shown once, while the setup waits for its first code. */
export interface MfaEnrolment {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as an SVG QR code (data: URL). */
  qr_code: string;
}

/** Recovery codes: shown once, by the confirmation of an enrolment and by a regeneration. */
export interface MfaRecoveryCodes {
  recovery_codes: string[];
}

/** POST /api/users/authenticate when the password was right and a second factor is needed (202, no session yet). */
export interface MfaChallenge {
  mfa_required: true;
  mfa_token: string;
  expires_in: number;
}

export interface OrganizationMfaPolicy {
  organization_id: number;
  require_mfa: boolean;
  /** Administrators of the organization's promotions (coordinator levels) without MFA. */
  unenrolled_administrators: number;
}
