// SCIM 2.0 discovery: the schemas of the resources served.
import * as responses from '@/lib/openapi/response-schemas';
import { scimRoute } from '@/server/http/scim';
import { schemas } from '@/server/scim/discovery';

export const GET = scimRoute({ response: responses.scimDiscoveryListSchema }, ({ baseUrl }) => schemas(baseUrl));
