import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { startImpersonation } from '@/server/impersonation/sessions';
import { idParamSchema } from '@/lib/schemas';

// POST /api/users/{id}/impersonate: a one-time ticket to open the user's promotion site as them (docs/impersonation.md).
export const POST = route({ response: responses.impersonationLaunchSchema, scope: 'signed-in', action: 'users.impersonate', params: idParamSchema, status: 201 }, async (ctx) => {
  return startImpersonation(ctx.user, ctx.params.id, ctx.promotion?.id ?? null);
});
