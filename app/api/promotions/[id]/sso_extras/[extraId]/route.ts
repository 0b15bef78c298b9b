import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { deleteSsoExtra, findSsoExtra, updateSsoExtra } from '@/server/sso-extras/extras';
import { ssoExtraParamsSchema, ssoExtraWriteSchema } from '@/lib/sso-extras/schemas';

const spec = { scope: 'dashboard', action: 'promotions.manage', params: ssoExtraParamsSchema } as const;

// GET /promotions/{id}/sso_extras/{extraId}: 404 'Could not load SSO Extra'.
export const GET = route({ ...spec, response: responses.ssoExtraSchema }, async ({ params }) => {
  await requireAdminPromotion(params.id);
  return findSsoExtra(params.id, params.extraId);
});

// PUT /promotions/{id}/sso_extras/{extraId}: 404 'Could not save SSO Extra.'.
export const PUT = route({ response: responses.ssoExtraSchema, ...spec, body: ssoExtraWriteSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return updateSsoExtra(auditSource(ctx), ctx.params.id, ctx.params.extraId, ctx.body);
});

// DELETE /promotions/{id}/sso_extras/{extraId}: 404 'Could not delete SSO Extra.'.
export const DELETE = route({ ...spec, status: 204 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  await deleteSsoExtra(auditSource(ctx), ctx.params.id, ctx.params.extraId);
});
