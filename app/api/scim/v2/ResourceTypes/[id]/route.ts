// SCIM 2.0 discovery: one resource type.
import * as responses from '@/lib/openapi/response-schemas';
import { scimDiscoveryParamsSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { resourceType } from '@/server/scim/discovery';

export const GET = scimRoute({ response: responses.scimDiscoveryResourceSchema, params: scimDiscoveryParamsSchema }, ({ baseUrl, params }) => resourceType(baseUrl, params.id));
