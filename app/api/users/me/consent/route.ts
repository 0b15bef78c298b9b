import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { Forbidden } from '@/server/platform/errors';
import { CONSENT_MESSAGES, consentOf, recordConsent } from '@/server/privacy/consent';
import { consentBodySchema } from '@/lib/privacy/schemas';

// GET /users/me/consent: the privacy policy version accepted (and whether the current one is pending: the
// participant's interruption queue asks once) and the cookie choice (docs/privacy.md).
export const GET = route({ response: responses.consentStateSchema, scope: 'signed-in', action: 'account.read' }, ({ user, session }) => consentOf(user.id, session.impersonatorId !== null));

// PUT /users/me/consent {privacy_policy_version?, cookie_choice?}: records either, with its time, audited. Consent is
// the person's own: refused while an administrator views the program as them.
export const PUT = route({ response: responses.consentStateSchema, scope: 'signed-in', action: 'account.update', body: consentBodySchema }, ({ user, body, ip, session }) => {
  if (session.impersonatorId !== null) throw new Forbidden(CONSENT_MESSAGES.personOnly);
  return recordConsent(user, body, ip === 'unknown' ? null : ip);
});
