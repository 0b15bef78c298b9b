// SCIM 2.0 discovery: one schema, by its URN.
import * as responses from '@/lib/openapi/response-schemas';
import { scimDiscoveryParamsSchema } from '@/lib/scim/schemas';
import { scimRoute } from '@/server/http/scim';
import { schema } from '@/server/scim/discovery';

export const GET = scimRoute({ response: responses.scimDiscoveryResourceSchema, params: scimDiscoveryParamsSchema }, ({ baseUrl, params }) => schema(baseUrl, params.id));
