// SCIM 2.0 one User of the token's organization: read, replace, patch, delete (docs/scim.md).
import { scimIdParamsSchema, scimPatchSchema, scimProjectionQuerySchema, scimUserSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { deleteScimUser, getScimUser, patchScimUser, replaceScimUser } from '@/server/scim/users';

// GET takes attributes / excludedAttributes (RFC 7644 §3.4.2.5, server/scim/projection.ts).
export const GET = scimRoute({ params: scimIdParamsSchema, query: scimProjectionQuerySchema }, ({ organizationId, baseUrl, params, query }) =>
  getScimUser(organizationId, params.id, baseUrl, query));

export const PUT = scimRoute({ params: scimIdParamsSchema, body: scimUserSchema }, ({ organizationId, baseUrl, params, body }) =>
  replaceScimUser(organizationId, params.id, body, baseUrl));

export const PATCH = scimRoute({ params: scimIdParamsSchema, body: scimPatchSchema }, ({ organizationId, baseUrl, params, body }) =>
  patchScimUser(organizationId, params.id, body, baseUrl));

export const DELETE = scimRoute({ params: scimIdParamsSchema }, ({ organizationId, params }) => deleteScimUser(organizationId, params.id));
