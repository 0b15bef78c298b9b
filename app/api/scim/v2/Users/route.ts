// SCIM 2.0 Users of the token's organization: list (filter, startIndex/count) and create (docs/scim.md).
import * as responses from '@/lib/openapi/response-schemas';
import { scimListQuerySchema, scimUserSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { createScimUser, listScimUsers } from '@/server/scim/users';

export const GET = scimRoute({ response: responses.scimUserListSchema, query: scimListQuerySchema }, ({ organizationId, baseUrl, query }) => listScimUsers(organizationId, query, baseUrl));

export const POST = scimRoute({ response: responses.scimUserSchema, body: scimUserSchema, status: 201 }, ({ organizationId, baseUrl, body }) => createScimUser(organizationId, body, baseUrl));
