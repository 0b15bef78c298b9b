import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { idParamSchema } from '@/lib/schemas';
import { rotateWskey } from '@/server/organizations/mutations';
import { serializeOrganization } from '@/server/organizations/serialize';
import { auditSource } from '@/server/audit/record';
import type { OrganizationWithKey } from '@/lib/organizations/types';

// Rotates the single sign-on key: the old one stops working, the new one is in this answer and nowhere after.
export const POST = route({ response: responses.organizationWithKeySchema, scope: 'dashboard', action: 'organizations.administer', params: idParamSchema },
  async (ctx): Promise<OrganizationWithKey> => {
    const { row, wskey } = await rotateWskey({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.params.id);
    return { ...serializeOrganization(row), wskey };
  },
);
