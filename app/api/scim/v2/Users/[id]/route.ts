// SCIM 2.0 one User of the token's organization: read, replace, patch, delete (docs/scim.md).
import { scimIdParamsSchema, scimPatchSchema, scimUserSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { deleteScimUser, getScimUser, patchScimUser, replaceScimUser } from '@/server/scim/users';

export const GET = scimRoute({ params: scimIdParamsSchema }, ({ organizationId, baseUrl, params }) => getScimUser(organizationId, params.id, baseUrl));

export const PUT = scimRoute({ params: scimIdParamsSchema, body: scimUserSchema }, ({ organizationId, baseUrl, params, body }) =>
  replaceScimUser(organizationId, params.id, body, baseUrl));

export const PATCH = scimRoute({ params: scimIdParamsSchema, body: scimPatchSchema }, ({ organizationId, baseUrl, params, body }) =>
  patchScimUser(organizationId, params.id, body, baseUrl));

export const DELETE = scimRoute({ params: scimIdParamsSchema }, ({ organizationId, params }) => deleteScimUser(organizationId, params.id));
