// The response contract: every answer a test receives is checked against the OpenAPI document built from the same
// route declarations (server/openapi/document.ts), with ajv in JSON Schema 2020-12 (OpenAPI 3.1's dialect). A
// field renamed, dropped or retyped in a handler without its declared response schema, or a status the document does
// not name, is drift: the authorization matrix fails on it. One ajv instance compiles each response schema once.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { buildOpenApiDocument, openApiPath, type DocumentedRoute } from '@/server/openapi/document';

type Json = Record<string, any>;

// ajv-formats is CommonJS with its function on `default` when imported from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

export interface ContractAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

export class ResponseContract {
  private readonly document: Json;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** Operations whose answers were checked, with the statuses seen: what the contract test covered. */
  readonly checked = new Map<string, Set<number>>();
  /** Successful answers checked against a schema of their own (not the generic one): what the contract really pinned. */
  successesValidated = 0;

  constructor(routes: DocumentedRoute[]) {
    this.document = JSON.parse(JSON.stringify(buildOpenApiDocument(routes, 'contract')).replaceAll('"#/components/schemas/', '"components#/schemas/'));
    // Zod writes JS regular expressions; without the u flag ajv reads them as JS does.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, unicodeRegExp: false, validateFormats: true });
    addFormats(this.ajv);
    // Shared schemas live under their own id, so each response compiles alone with only what it refers to.
    this.ajv.addSchema({ $id: 'components', schemas: this.document.components.schemas });
  }

  /** The schema the document gives this status (exact, then 2XX-style range, then default), or why there is none. */
  private responseFor(route: DocumentedRoute, status: number, answerType: string): { key: string; cacheKey: string; schema: Json | null; media: string | null } | { missing: string } {
    const path = openApiPath(route.pattern);
    const operation = this.document.paths[path]?.[route.method.toLowerCase()];
    if (!operation) return { missing: 'no operation in the document' };
    const responses = operation.responses as Json;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return { missing: `status ${status} is not in the document` };
    const shared = responses[key].$ref as string | undefined;
    const response = shared ? this.document.components.responses[shared.split('/').at(-1)!] : responses[key];
    // The entry of the answer's own media type when the document names several (JSON or a PDF), else the first.
    const types = response.content ? Object.keys(response.content) : [];
    const media = types.includes(answerType) ? answerType : (types[0] ?? null);
    const schema = media ? ((response.content[media] as Json).schema as Json) : null;
    const onlyRef = schema && Object.keys(schema).length === 1 && typeof schema.$ref === 'string' ? (schema.$ref as string) : undefined;
    return { key, cacheKey: shared ?? onlyRef ?? `${path} ${route.method} ${key} ${media}`, schema, media };
  }

  /** Problems with this answer (empty when it matches the document). */
  check(route: DocumentedRoute, answer: ContractAnswer): string[] {
    const name = `${route.method} ${route.pattern}`;
    (this.checked.get(name) ?? this.checked.set(name, new Set()).get(name)!).add(answer.status);
    const found = this.responseFor(route, answer.status, (answer.headers.get('content-type') ?? '').split(';')[0]!.trim());
    if ('missing' in found) return [`${name} ${answer.status}: ${found.missing}`];
    const isJson = /^application\/(?:[\w.-]+\+)?json/.test(answer.headers.get('content-type') ?? '');
    // A browser flow's redirect (single sign-on): no body, a Location; the document describes JSON answers only.
    if (answer.status >= 300 && answer.status < 400 && answer.headers.get('location') && !isJson) return [];
    // A file the document declares by its media type: the answer must be that type (any type for '*/*'), not JSON.
    if (found.media && !/json/.test(found.media)) {
      const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
      return found.media === '*/*' ? (isJson ? [`${name} ${answer.status}: JSON where the document names a file`] : [])
        : type === found.media ? [] : [`${name} ${answer.status}: ${type || 'no content type'} where the document names ${found.media}`];
    }
    if (!found.schema) return isJson && answer.json !== null ? [`${name} ${answer.status}: a JSON body where the document names none`] : [];
    // A file, a CSV or an empty 204 on a route whose success is not described yet: nothing to check against.
    if (!isJson) return found.key === '2XX' ? [] : [`${name} ${answer.status}: not JSON (${answer.headers.get('content-type')})`];
    let validate = this.compiled.get(found.cacheKey);
    if (!validate) {
      validate = this.ajv.compile(found.schema);
      this.compiled.set(found.cacheKey, validate);
    }
    if (answer.status < 300 && found.key !== '2XX') this.successesValidated += 1;
    if (validate(answer.json)) return [];
    const why = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    return [`${name} ${answer.status}: ${why} — ${JSON.stringify(answer.json)?.slice(0, 160)}`];
  }
}
