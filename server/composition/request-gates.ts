// The features' request gates, registered with the route wrapper (server/http/gates.ts). server/http/route.ts imports
// this module for its effect, so every process that answers requests has them; features never import it.
import { registerRequestGates, type RequestGate } from '@/server/http/gates';
import { IMPERSONATION_MESSAGES } from '@/lib/impersonation/constants';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import { auditImpersonatedRequest, refusedWhileImpersonating } from '@/server/impersonation/sessions';
import { refusedWithoutMfa } from '@/server/mfa/enforcement';

/** Header on the MFA refusal, so a client can tell it from other 403s and offer the setup page. */
export const MFA_REFUSAL_HEADER = 'x-renew-mfa';

/** An administrator viewing as someone: personal actions are closed, and every change is audited under their name. */
const viewAs: RequestGate = {
  session: (session, action) => (refusedWhileImpersonating(session, action) ? { message: IMPERSONATION_MESSAGES.refusedWhileImpersonating } : null),
  answered: (session, mutation) => auditImpersonatedRequest(session, mutation),
};

/** An administrator whose organization requires MFA and who has not set it up: only the setup and signing out. */
const mfaOwed: RequestGate = {
  actor: async (actor, action) =>
    (await refusedWithoutMfa(actor, action)) ? { message: MFA_MESSAGES.required, headers: { [MFA_REFUSAL_HEADER]: 'setup-required' } } : null,
};

registerRequestGates([viewAs, mfaOwed]);
