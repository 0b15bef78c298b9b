import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { organizationInputSchema } from '@/lib/organizations/schemas';
import { findOrganization } from '@/server/organizations/queries';
import { updateOrganization } from '@/server/organizations/mutations';
import { serializeOrganization } from '@/server/organizations/serialize';
import { auditSource } from '@/server/audit/record';
import type { Organization } from '@/lib/organizations/types';

export const GET = route({ response: responses.organizationSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async ({ actor, params }): Promise<Organization> => serializeOrganization(await findOrganization(actor, params.id)),
);

// The whole form is sent; the wskey is not part of it (rotated by POST …/wskey).
export const PUT = route({ response: responses.organizationSchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema, body: organizationInputSchema },
  async (ctx): Promise<Organization> =>
    serializeOrganization(await updateOrganization({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id, ctx.body)),
);
