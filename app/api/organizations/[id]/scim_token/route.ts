import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { auditSource } from '@/server/audit/record';
import { deleteScimToken, readScimToken, rotateScimToken } from '@/server/scim/token-admin';

// The organization's SCIM token (docs/scim.md): its state; a new one, whose secret is in this answer and nowhere after;
// revoking it (provisioning stops, the provisioned records stay).
export const GET = route({ response: responses.scimTokenStateSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  ({ actor, params }) => readScimToken(actor, params.id));

export const POST = route({ response: responses.scimTokenIssuedSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema, status: 201 },
  (ctx) => rotateScimToken({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id));

export const DELETE = route({ status: 204, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  (ctx) => deleteScimToken({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id));
