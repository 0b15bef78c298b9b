import { route } from '@/server/http/route';
import { startEnrolment } from '@/server/mfa/mutations';
import type { MfaEnrolment } from '@/lib/mfa/constants';

// POST /api/mfa/enrolment: a new secret as text and QR code, waiting for its first code (docs/mfa.md). The only answer
// that ever carries the secret.
export const POST = route({ scope: 'signed-in', action: 'mfa.manage', status: 201 },
  async ({ actor, user, ip }): Promise<MfaEnrolment> => startEnrolment({ actor, email: user.email, ip }),
);
