// SCIM 2.0 discovery: what this service provider supports (docs/scim.md).
import * as responses from '@/lib/openapi/response-schemas';
import { scimRoute } from '@/server/http/scim';
import { serviceProviderConfig } from '@/server/scim/discovery';

export const GET = scimRoute({ response: responses.scimDiscoveryResourceSchema }, ({ baseUrl }) => serviceProviderConfig(baseUrl));
