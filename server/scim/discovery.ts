// The discovery endpoints (RFC 7644 §4): what this service provider supports, its one resource type and its schema.
// Only Users: a Group has no sound home here, since locations belong to one promotion and a SCIM token to an
// organization of several promotions (docs/scim.md).
import 'server-only';
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS } from '@/lib/scim/schemas';
import { scimNotFound } from './errors';

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/api/openapi.json`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [{
      type: 'oauthbearertoken', name: 'OAuth Bearer Token', primary: true,
      description: 'The organization\'s SCIM token, issued on the organization form of the dashboard.',
    }],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

function userResourceType(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.resourceType],
    id: 'User', name: 'User', endpoint: '/Users', description: 'A person allowed to take part (an eligibility record).',
    schema: SCIM_SCHEMAS.user,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  };
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name, type: 'string', multiValued: false, required: false, caseExact: false, mutability: 'readWrite', returned: 'default', uniqueness: 'none', ...extra,
});

function userSchema(baseUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.schema],
    id: SCIM_SCHEMAS.user, name: 'User', description: 'User Account',
    attributes: [
      attribute('userName', { required: true, uniqueness: 'server', description: 'The eligibility identifier (Employee ID by default).' }),
      attribute('externalId', { caseExact: true }),
      attribute('displayName'),
      { ...attribute('name', { type: 'complex' }), subAttributes: [attribute('givenName'), attribute('familyName'), attribute('formatted')] },
      {
        ...attribute('emails', { type: 'complex', multiValued: true }),
        subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
      },
      attribute('active', { type: 'boolean' }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${SCIM_SCHEMAS.user}` },
  };
}

const list = <T>(resources: T[]) => ({
  schemas: [SCIM_SCHEMAS.listResponse], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources,
});

export const resourceTypes = (baseUrl: string) => list([userResourceType(baseUrl)]);
export const schemas = (baseUrl: string) => list([userSchema(baseUrl)]);

export function resourceType(baseUrl: string, id: string) {
  if (id !== 'User') throw scimNotFound(id);
  return userResourceType(baseUrl);
}

export function schema(baseUrl: string, id: string) {
  if (id !== SCIM_SCHEMAS.user) throw scimNotFound(id);
  return userSchema(baseUrl);
}
