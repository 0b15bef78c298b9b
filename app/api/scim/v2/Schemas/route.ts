// SCIM 2.0 discovery: the schemas of the resources served.
import { scimRoute } from '@/server/http/scim';
import { schemas } from '@/server/scim/discovery';

export const GET = scimRoute({}, ({ baseUrl }) => schemas(baseUrl));
