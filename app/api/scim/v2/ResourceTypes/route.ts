// SCIM 2.0 discovery: the resource types (Users only; docs/scim.md).
import * as responses from '@/lib/openapi/response-schemas';
import { scimRoute } from '@/server/http/scim';
import { resourceTypes } from '@/server/scim/discovery';

export const GET = scimRoute({ response: responses.scimDiscoveryListSchema }, ({ baseUrl }) => resourceTypes(baseUrl));
