import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { regenerateCodesSchema } from '@/lib/mfa/schemas';
import { regenerateRecoveryCodes } from '@/server/mfa/mutations';
import type { MfaRecoveryCodes } from '@/lib/mfa/constants';

// POST /api/mfa/recovery_codes {code}: ten new recovery codes (the old ones stop working), shown once.
export const POST = route({ response: responses.mfaRecoveryCodesSchema, scope: 'signed-in', action: 'mfa.manage', body: regenerateCodesSchema },
  async ({ actor, user, ip, body }): Promise<MfaRecoveryCodes> => regenerateRecoveryCodes({ actor, email: user.email, ip }, body.code),
);
