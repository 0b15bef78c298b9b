// GET /api/openapi.json — the OpenAPI 3.1 document of this API, generated from the route table by `npm run api:routes`
// (server/openapi/document.ts). Public like any published API contract: it names routes, schemas and roles, no data.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import document from '@/server/openapi/openapi.generated.json';

export const GET = route({ response: responses.openApiDocumentSchema, scope: 'public', action: 'api.describe' }, () => document);
