// SCIM 2.0 one User of the token's organization: read, replace, patch, delete (docs/scim.md).
import * as responses from '@/lib/openapi/response-schemas';
import { scimIdParamsSchema, scimPatchSchema, scimProjectionQuerySchema, scimUserSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { deleteScimUser, getScimUser, patchScimUser, replaceScimUser } from '@/server/scim/users';

// GET takes attributes / excludedAttributes (RFC 7644 §3.4.2.5, server/scim/projection.ts).
export const GET = scimRoute({ response: responses.scimUserSchema, params: scimIdParamsSchema, query: scimProjectionQuerySchema }, ({ organizationId, baseUrl, params, query }) =>
  getScimUser(organizationId, params.id, baseUrl, query));

export const PUT = scimRoute({ response: responses.scimUserSchema, params: scimIdParamsSchema, body: scimUserSchema }, ({ organizationId, baseUrl, params, body }) =>
  replaceScimUser(organizationId, params.id, body, baseUrl));

export const PATCH = scimRoute({ response: responses.scimUserSchema, params: scimIdParamsSchema, body: scimPatchSchema }, ({ organizationId, baseUrl, params, body }) =>
  patchScimUser(organizationId, params.id, body, baseUrl));

export const DELETE = scimRoute({ status: 204, params: scimIdParamsSchema }, ({ organizationId, params }) => deleteScimUser(organizationId, params.id));
