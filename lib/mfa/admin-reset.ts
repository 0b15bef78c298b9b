// A master's reset of another administrator's MFA (docs/mfa.md "Reset by a master"): the texts, the input and the
// answer, shared by the server and the dashboard screen.
import { z } from 'zod';

export const MFA_RESET_MESSAGES = {
  notYourOwn: 'Your own two-step verification is turned off on /account/security.',
  administratorNotFound: 'Administrator could not be found.',
  notEnabled: 'Two-step verification is not on for this administrator.',
} as const;

/** GET /api/mfa/administrators?q: administrators with MFA on, by email (at most MFA_ADMINISTRATORS_LIMIT). */
export const mfaAdministratorsQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const MFA_ADMINISTRATORS_LIMIT = 100;

export interface MfaAdministrator {
  id: number;
  email: string;
  name: string;
  role: string;
  /** The promotion a coordinator level belongs to; null for the dashboard roles. */
  promotion_name: string | null;
  enabled_at: string;
}
