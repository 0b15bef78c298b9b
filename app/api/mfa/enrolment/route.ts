import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { startEnrolment } from '@/server/mfa/mutations';
import type { MfaEnrolment } from '@/lib/mfa/constants';

// POST /api/mfa/enrolment: a new secret as text and QR code, waiting for its first code (docs/mfa.md). The only answer
// that ever carries the secret.
export const POST = route({ response: responses.mfaEnrolmentSchema, scope: 'signed-in', action: 'mfa.manage', status: 201 },
  async ({ actor, user, ip }): Promise<MfaEnrolment> => startEnrolment({ actor, email: user.email, ip }),
);
