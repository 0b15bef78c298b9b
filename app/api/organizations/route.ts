import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { listEnvelope, toPage } from '@/server/platform/pagination';
import { organizationCreateSchema, organizationListQuerySchema } from '@/lib/organizations/schemas';
import { listOrganizations } from '@/server/organizations/queries';
import { createOrganization } from '@/server/organizations/mutations';
import { serializeOrganization } from '@/server/organizations/serialize';
import { auditSource } from '@/server/audit/record';
import type { OrganizationList, OrganizationWithKey } from '@/lib/organizations/types';

// Masters list every organization, a reseller its own (?reseller_id narrows; page_size 0 means all).
export const GET = route({ response: responses.organizationListSchema, scope: 'dashboard', action: 'organizations.administer', query: organizationListQuerySchema },
  async ({ actor, query, url }): Promise<OrganizationList> => {
    const page = toPage(query);
    const { rows, total } = await listOrganizations(actor, { resellerId: query.reseller_id, q: query.q }, page);
    return listEnvelope(rows.map(serializeOrganization), total, page, url);
  },
);

// The answer carries the new wskey, this once.
export const POST = route({ response: responses.organizationWithKeySchema, scope: 'dashboard', action: 'organizations.administer', body: organizationCreateSchema, status: 201 },
  async (ctx): Promise<OrganizationWithKey> => {
    const { row, wskey } = await createOrganization({ actor: ctx.actor, ip: auditSource(ctx).ip }, ctx.body);
    return { ...serializeOrganization(row), wskey };
  },
);
