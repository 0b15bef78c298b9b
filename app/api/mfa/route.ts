import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { mfaStatusOf } from '@/server/mfa/queries';
import type { MfaStatus } from '@/lib/mfa/constants';

// GET /api/mfa: the signed-in administrator's own MFA state (docs/mfa.md); never the secret.
export const GET = route({ response: responses.mfaStatusSchema, scope: 'signed-in', action: 'mfa.manage' }, async ({ actor }): Promise<MfaStatus> => mfaStatusOf(actor));
