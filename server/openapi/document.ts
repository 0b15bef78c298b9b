// The OpenAPI 3.1 document of the whole REST surface, built from what every route declares to route(): its scope and
// action (who may call it), its input schemas and, where declared, the schema of what a success answers. zod 4 writes
// the JSON Schemas (draft 2020-12, the dialect of OpenAPI 3.1). `npm run api:routes` writes the result to
// server/openapi/openapi.generated.json, which GET /api/openapi.json serves; tests/integration/openapi-document.test.ts
// fails when the committed file differs from what the routes declare now.
import { z } from 'zod';
import { ACTIONS, ANYONE, type Action } from '@/lib/permissions';
import type { DeclaredRoute } from '@/server/http/route';
import type { Scope } from '@/server/http/scope';
// Answers of the main GETs, recorded from the demo data (tests/integration/openapi-examples.test.ts writes them).
import demoExamples from './examples.generated.json';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface DocumentedRoute {
  /** '/api/users/[id]' */
  pattern: string;
  method: string;
  declared: DeclaredRoute;
}

const SCOPE_TEXT: Record<Scope, string> = {
  public: 'anyone, on any host',
  'public-promotion': "anyone, on a promotion's host",
  'signed-in': 'any session, on the host it was signed in on',
  participant: "a participant of the host's promotion",
  promotion: "the host's promotion (on the dashboard, the promotion the request names) and an account that belongs to it or administers it",
  wall: "as `promotion`, and wall experts (posters) from the dashboard",
  dashboard: 'a session on the dashboard host',
};

/** What a route without a declared response schema answers: described, but not yet pinned field by field. */
const UNDESCRIBED = 'UndescribedJson';

/** SCIM 2.0 (RFC 7644) answers application/scim+json, errors included, in its own error schema. */
const isScim = (pattern: string) => pattern.startsWith('/api/scim/');
const mediaType = (pattern: string) => (isScim(pattern) ? 'application/scim+json' : 'application/json');

/** '/api/users/[id]' → '/api/users/{id}'; a catch-all segment is one path parameter too. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');
}

function operationId(method: string, pattern: string): string {
  const words = pattern.replace(/^\/api\/?/, '').split('/').filter(Boolean)
    .map((part) => part.replace(/^\[(?:\.\.\.)?(\w+)\]$/, 'by_$1'))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function rolesOf(action: Action): string {
  const audience = ACTIONS[action];
  return audience === ANYONE ? 'anyone (no session needed)' : audience.join(', ');
}

/**
 * Converts zod schemas into JSON Schemas whose named parts (`.meta({ id })`) become shared components: zod puts them
 * under `$defs`, which this lifts into `components.schemas` and points the references at.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
    delete json.$defs;
    // Unnamed definitions (a recursive part zod had to name) are owned by this operation; named ones are shared.
    const rename = new Map(Object.keys(defs).map((key) => [key, /^__schema\d+$/.test(key) ? `${owner}_${key.replace(/^_+/, '')}` : key]));
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value && typeof value === 'object') {
        const out: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
            const name = inner.slice('#/$defs/'.length);
            out.$ref = `#/components/schemas/${rename.get(name) ?? name}`;
          } else if (key === '$ref' && inner === '#') {
            // A schema that refers to itself as a whole: give it a name so the reference survives being inlined.
            out.$ref = `#/components/schemas/${owner}_root`;
          } else out[key] = rewrite(inner);
        }
        // A tuple: OpenAPI tools (Spectral's array-items) want an `items` schema beside prefixItems, not `false`.
        if ('prefixItems' in out && (out.items === false || out.items === undefined)) out.items = out.items === false ? { not: {} } : {};
        return out;
      }
      return value;
    };
    for (const [key, def] of Object.entries(defs)) this.components[rename.get(key)!] ??= rewrite(def) as JsonSchema;
    const converted = rewrite(json) as JsonSchema;
    if (JSON.stringify(converted).includes(`#/components/schemas/${owner}_root`)) this.components[`${owner}_root`] = converted;
    return converted;
  }
}

function objectProperties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  if (schema.type === 'object' && schema.properties) return { properties: schema.properties as Record<string, JsonSchema>, required: (schema.required as string[]) ?? [] };
  return { properties: {}, required: [] };
}

function parameters(route: DocumentedRoute, collect: SchemaCollector, owner: string): Operation[] {
  const { params, query } = route.declared.inputs;
  const pathSchema = params ? objectProperties(collect.convert(params, 'input', owner)) : { properties: {}, required: [] };
  const names = [...route.pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!);
  const out: Operation[] = names.map((name) => ({ name, in: 'path', required: true, schema: pathSchema.properties[name] ?? { type: 'string' } }));
  if (query) {
    const q = objectProperties(collect.convert(query, 'input', owner));
    for (const [name, schema] of Object.entries(q.properties)) {
      out.push({ name, in: 'query', required: q.required.includes(name), schema });
    }
  }
  return out;
}

function describe(route: DocumentedRoute): string {
  const lines = (d: DeclaredRoute, where: string) => [
    `**${where}scope** \`${d.scope}\`: ${SCOPE_TEXT[d.scope]}.`,
    `**Action** \`${d.action}\`: ${rolesOf(d.action)}.`,
  ];
  const parts = [...lines(route.declared, route.declared.onDashboard ? 'On a promotion host, ' : '')];
  if (route.declared.onDashboard) parts.push(...lines(route.declared.onDashboard, 'On the dashboard, '));
  if (!route.declared.response && !bodilessSuccess(route.declared)) parts.push('The success body is not yet described field by field.');
  return parts.join('\n\n');
}

const fileSchema = (media: string) => ({ type: 'string', contentMediaType: media === '*/*' ? 'application/octet-stream' : media });

/** A success with no JSON body: none at all (204), a redirect, or a file of a declared media type. */
function bodilessSuccess(declared: DeclaredRoute): Record<string, unknown> | null {
  const { response, status, produces } = declared;
  if (response) return null;
  if (produces === 'redirect') {
    return { [String(status ?? 303)]: { description: 'A redirect (a browser flow).', headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } } } };
  }
  if (produces) {
    return { [String(status ?? 200)]: { description: 'A file.', content: { [produces]: { schema: fileSchema(produces) } } } };
  }
  if (status === 204) return { '204': { description: 'Done; no body.' } };
  return null;
}

function successResponses(route: DocumentedRoute, collect: SchemaCollector, owner: string): Record<string, unknown> {
  const { response, status } = route.declared;
  const bodiless = bodilessSuccess(route.declared);
  if (bodiless) return bodiless;
  if (!response) {
    return { '2XX': { description: 'Success (a JSON body not yet described field by field, or no body).', content: { [mediaType(route.pattern)]: { schema: { $ref: `#/components/schemas/${UNDESCRIBED}` } } } } };
  }
  const example = (demoExamples as Record<string, { summary: string; value: unknown } | undefined>)[`${route.method} ${route.pattern}`];
  const content: Record<string, unknown> = {
    [mediaType(route.pattern)]: { schema: collect.convert(response, 'output', owner), ...(example ? { examples: { demo: example } } : {}) },
  };
  // JSON or a file, as the request asks (?format=json, else the PDF).
  const { produces } = route.declared;
  if (produces && produces !== 'redirect') content[produces] = { schema: fileSchema(produces) };
  const out: Record<string, unknown> = { [String(status ?? 200)]: { description: produces ? 'Success: JSON, or the file.' : 'Success.', content } };
  for (const other of route.declared.also ?? []) {
    out[String(other.status)] = { description: other.status === 202 ? 'Accepted: one more step is needed.' : 'Success.', content: { [mediaType(route.pattern)]: { schema: collect.convert(other.response, 'output', owner) } } };
  }
  return out;
}

function errorResponses(route: DocumentedRoute): Record<string, unknown> {
  if (isScim(route.pattern)) return { '401': { $ref: '#/components/responses/ScimUnauthorized' }, default: { $ref: '#/components/responses/ScimError' } };
  const out: Record<string, unknown> = {};
  const { inputs, scope } = route.declared;
  if (!scope.startsWith('public')) out['401'] = { $ref: '#/components/responses/Unauthenticated' };
  out['403'] = { $ref: '#/components/responses/Forbidden' };
  out['404'] = { $ref: '#/components/responses/NotFound' };
  if (inputs.params || inputs.query || inputs.body) out['422'] = { $ref: '#/components/responses/Invalid' };
  out.default = { $ref: '#/components/responses/Error' };
  return out;
}

function operation(route: DocumentedRoute, collect: SchemaCollector): Operation {
  const id = operationId(route.method, route.pattern);
  const { declared } = route;
  const tag = route.pattern.split('/')[2] ?? 'api';
  const op: Operation = {
    operationId: id,
    tags: [tag],
    summary: `${route.method} ${openApiPath(route.pattern)}`,
    description: describe(route),
    'x-scope': declared.scope,
    'x-action': declared.action,
    'x-roles': ACTIONS[declared.action] === ANYONE ? ['anyone'] : [...(ACTIONS[declared.action] as readonly string[])],
    ...(declared.onDashboard ? { 'x-dashboard': { scope: declared.onDashboard.scope, action: declared.onDashboard.action } } : {}),
    security: declared.scope.startsWith('public') ? [{}, { session: [] }] : [{ session: [] }],
  };
  const params = parameters(route, collect, id);
  if (params.length) op.parameters = params;
  if (declared.inputs.body) {
    op.requestBody = { required: true, content: { [mediaType(route.pattern)]: { schema: collect.convert(declared.inputs.body, 'input', id) } } };
  }
  op.responses = { ...successResponses(route, collect, id), ...errorResponses(route) };
  return op;
}

const errorEnvelope = {
  type: 'object',
  description: 'Every refusal and error: one or more messages a person can read.',
  properties: { errors: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['errors'],
  additionalProperties: false,
  examples: [{ errors: ['You must be signed in.'] }],
};

const scimError = {
  type: 'object',
  description: 'A SCIM error (RFC 7644 §3.12).',
  properties: {
    schemas: { type: 'array', items: { const: 'urn:ietf:params:scim:api:messages:2.0:Error' } },
    status: { type: 'string' },
    scimType: { type: 'string' },
    detail: { type: 'string' },
  },
  required: ['schemas', 'status'],
};
const scimErrorResponse = (description: string) => ({ description, content: { 'application/scim+json': { schema: { $ref: '#/components/schemas/ScimError' } } } });

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });

export function buildOpenApiDocument(routes: DocumentedRoute[], version: string): Record<string, unknown> {
  const collect = new SchemaCollector();
  const paths: Record<string, Record<string, Operation>> = {};
  const sorted = [...routes].sort((a, b) => a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.pattern);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, collect);
  }
  const tags = [...new Set(sorted.map((r) => r.pattern.split('/')[2] ?? 'api'))].sort()
    .map((name) => ({ name, description: `Routes under /api/${name}.` }));
  return {
    openapi: '3.1.1',
    info: {
      title: 'Renew API',
      version,
      summary: 'The REST API of Renew, the workplace wellness platform.',
      description: [
        'Every route is served on the host it belongs to: a promotion\'s host (`{promotion}.example.com`) for participants, the dashboard host for administrators. The same session cookie authenticates every call; mutations must come from a page of the same host (the `Origin` header).',
        'Each operation names its **scope** (whose promotion, which host) and its **action** (which roles may call it) in its description and in `x-scope`, `x-action` and `x-roles`.',
        'Errors answer `{"errors": ["…"]}`. Lists answer `{"data": [...], "meta": {"total_records", "links": {"next", "prev", "current"}, …}}` and take `page` and `page_size` (0 = all) where the route pages.',
      ].join('\n\n'),
      contact: { name: 'Renew' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The host this document is served from.' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token', description: 'The session cookie signing in sets (`__Secure-next-auth.session-token` over HTTPS).' },
      },
      schemas: {
        ErrorEnvelope: errorEnvelope,
        ScimError: scimError,
        // Only while some route has not declared its answer (an unused component is a Spectral warning).
        ...(routes.some((r) => !r.declared.response && !bodilessSuccess(r.declared))
          ? { [UNDESCRIBED]: { description: 'A JSON value this route answers; its fields are not described in this document yet.' } } : {}),
        ...collect.components,
      },
      responses: {
        Unauthenticated: errorResponse('No session, or it ended.'),
        Forbidden: errorResponse("The caller's role may not perform this action, or the request came from another site."),
        NotFound: errorResponse('No such object in this promotion (another promotion\'s object is a 404 too).'),
        Invalid: errorResponse('The input failed validation: one message per problem.'),
        Error: errorResponse('Any other refusal or error (400 malformed request, 409 conflict, 429 throttled, 500).'),
        ScimUnauthorized: scimErrorResponse("No bearer token, or not this organization's."),
        ScimError: scimErrorResponse('Any other SCIM error (400 invalidFilter, 404, 409 uniqueness, …).'),
      },
    },
  };
}

/** Routes with a declared response (a schema, no body, a file or a redirect), over all documented routes. */
export function responseCoverage(routes: DocumentedRoute[]): { described: number; total: number } {
  return { described: routes.filter((r) => r.declared.response || bodilessSuccess(r.declared)).length, total: routes.length };
}
