import { route } from '@/server/http/route';
import { consentOf, recordConsent } from '@/server/privacy/consent';
import { consentBodySchema } from '@/lib/privacy/schemas';

// GET /users/me/consent: the privacy policy version accepted (and whether the current one is pending: the
// participant's interruption queue asks once) and the cookie choice (docs/privacy.md).
export const GET = route({ scope: 'signed-in', action: 'account.read' }, ({ user }) => consentOf(user.id));

// PUT /users/me/consent {privacy_policy_version?, cookie_choice?}: records either, with its time, audited.
export const PUT = route({ scope: 'signed-in', action: 'account.update', body: consentBodySchema }, ({ user, body, ip }) =>
  recordConsent(user, body, ip === 'unknown' ? null : ip));
