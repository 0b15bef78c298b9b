import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { confirmEnrolmentSchema } from '@/lib/mfa/schemas';
import { confirmEnrolment } from '@/server/mfa/mutations';
import type { MfaRecoveryCodes } from '@/lib/mfa/constants';

// POST /api/mfa/enrolment/confirm {code}: the first valid code turns MFA on; the recovery codes are shown once.
export const POST = route({ response: responses.mfaRecoveryCodesSchema, scope: 'signed-in', action: 'mfa.manage', body: confirmEnrolmentSchema },
  async ({ actor, user, ip, body }): Promise<MfaRecoveryCodes> => confirmEnrolment({ actor, email: user.email, ip }, body.code),
);
