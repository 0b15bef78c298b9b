import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { wholeList } from '@/server/platform/pagination';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { createSsoExtra, listSsoExtras } from '@/server/sso-extras/extras';
import { idParamSchema } from '@/lib/schemas';
import { ssoExtraWriteSchema } from '@/lib/sso-extras/schemas';

// GET /promotions/{id}/sso_extras
export const GET = route({ response: responses.ssoExtraListSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, url }) => {
  await requireAdminPromotion(params.id);
  return wholeList(await listSsoExtras(params.id), url);
});

// POST /promotions/{id}/sso_extras {name, data_type (default string), path (default custom_fields.{name})}
export const POST = route({ response: responses.ssoExtraSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema, body: ssoExtraWriteSchema, status: 201 }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return createSsoExtra(auditSource(ctx), ctx.params.id, ctx.body);
});
