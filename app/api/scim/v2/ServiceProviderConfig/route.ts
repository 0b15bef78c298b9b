// SCIM 2.0 discovery: what this service provider supports (docs/scim.md).
import { scimRoute } from '@/server/http/scim';
import { serviceProviderConfig } from '@/server/scim/discovery';

export const GET = scimRoute({}, ({ baseUrl }) => serviceProviderConfig(baseUrl));
