// SCIM 2.0 Users of the token's organization: list (filter, startIndex/count) and create (docs/scim.md).
import { scimListQuerySchema, scimUserSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { createScimUser, listScimUsers } from '@/server/scim/users';

export const GET = scimRoute({ query: scimListQuerySchema }, ({ organizationId, baseUrl, query }) => listScimUsers(organizationId, query, baseUrl));

export const POST = scimRoute({ body: scimUserSchema, status: 201 }, ({ organizationId, baseUrl, body }) => createScimUser(organizationId, body, baseUrl));
