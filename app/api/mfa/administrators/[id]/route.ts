import { route } from '@/server/http/route';
import { auditSource } from '@/server/audit/record';
import { resetAdministratorMfa } from '@/server/mfa/admin';
import { idParamSchema } from '@/lib/schemas';

// DELETE /api/mfa/administrators/{id}: a master resets another administrator's two-step verification (a lost phone
// without recovery codes): the secret and the codes go, audited; they set it up again at their next sign-in. 204;
// one's own: 403; not an administrator: 404; MFA not on: 409.
export const DELETE = route({ status: 204, scope: 'dashboard', action: 'mfa.reset_others', params: idParamSchema },
  async (ctx) => {
    const { actorId, ip } = auditSource(ctx);
    await resetAdministratorMfa({ actor: { id: actorId }, ip }, ctx.params.id);
  });
