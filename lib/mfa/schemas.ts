// MFA inputs (docs/mfa.md), shared by the routes and the forms.
import { z } from 'zod';
import { MFA_MESSAGES } from './constants';

/** A 6-digit code (spaces allowed, as apps show "123 456") or a recovery code (letters and digits, dashes allowed). */
export const mfaCodeSchema = z.string().trim().min(1, MFA_MESSAGES.codeEmpty).max(40, MFA_MESSAGES.codeTooLong);

export const confirmEnrolmentSchema = z.object({ code: mfaCodeSchema });

/** Turning MFA off: a current code or the account's password. */
export const disableMfaSchema = z.object({
  code: z.string().trim().max(40).optional(),
  password: z.string().max(200).optional(),
});

export const regenerateCodesSchema = z.object({ code: mfaCodeSchema });

export const verifySignInSchema = z.object({
  mfa_token: z.string().min(1).max(2000),
  code: mfaCodeSchema,
});

export const organizationMfaSchema = z.object({ require_mfa: z.boolean() });
