import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { disableMfaSchema } from '@/lib/mfa/schemas';
import { disableMfa } from '@/server/mfa/mutations';
import { mfaStatusOf } from '@/server/mfa/queries';
import type { MfaStatus } from '@/lib/mfa/constants';

// POST /api/mfa/disable {code | password}: MFA off, with a current code (or a recovery code) or the password.
export const POST = route({ response: responses.mfaStatusSchema, scope: 'signed-in', action: 'mfa.manage', body: disableMfaSchema },
  async ({ actor, user, ip, body }): Promise<MfaStatus> => {
    await disableMfa({ actor, email: user.email, ip }, body);
    return mfaStatusOf(actor);
  },
);
