// The SCIM endpoints' wrapper (docs/scim.md): route() as every API route (declared scope/action and zod inputs, so
// the matrix, the fuzz test and the OpenAPI document see them), with SCIM's own edges:
// - the organization's bearer token is checked before anything is read (401 for none, a wrong or another's token);
// - answers are application/scim+json, and every error — the handler's ScimError or the wrapper's own refusals —
//   has SCIM's error schema (RFC 7644 §3.12) instead of the app's {"errors": [...]} envelope.
import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { ScimError, scimErrorBody, scimUnauthorized, type ScimType } from '@/server/scim/errors';
import { organizationOfScimToken } from '@/server/scim/tokens';
import { toErrorResponse } from './errors';
import { route, type RouteContext, type RouteHandler } from './route';

const SCIM_CONTENT_TYPE = 'application/scim+json';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface ScimContext<P, Q, B> {
  organizationId: number;
  /** https://host/scim/v2, for meta.location */
  baseUrl: string;
  params: P;
  query: Q;
  body: B;
}

export function scimJson(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': SCIM_CONTENT_TYPE } });
}

function scimError(status: number, detail: string, scimType?: ScimType, headers?: HeadersInit): Response {
  const response = scimJson(scimErrorBody(status, detail, scimType), status);
  new Headers(headers).forEach((value, name) => {
    if (name.toLowerCase() !== 'content-type') response.headers.set(name, value);
  });
  return response;
}

/** The wrapper's own refusals and mapped errors, re-dressed in SCIM's error schema. 422 (a body not a User) is 400. */
async function asScimError(response: Response): Promise<Response> {
  if (response.status < 400 || (response.headers.get('content-type') ?? '').includes(SCIM_CONTENT_TYPE)) return response;
  let detail = response.statusText || 'The request failed.';
  try {
    const body = (await response.json()) as { errors?: unknown };
    if (Array.isArray(body.errors) && body.errors.length) detail = body.errors.map(String).join(' ');
  } catch {
    // no JSON body: keep the status text
  }
  const status = response.status === 422 ? 400 : response.status;
  const scimType: ScimType | undefined = response.status === 422 ? 'invalidValue' : response.status === 400 || response.status === 415 ? 'invalidSyntax' : undefined;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return scimError(status, detail, scimType, headers);
}

function baseUrlOf(request: NextRequest): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? env().APP_HOST;
  return `${env().APP_PROTOCOL}://${host}/scim/v2`;
}

const organizations = new WeakMap<Request, number>();

export function scimRoute<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: { params?: P; query?: Q; body?: B; status?: number; /** For the OpenAPI document, as route()'s. */ response?: Schema },
  handler: (ctx: ScimContext<Infer<P>, Infer<Q>, Infer<B>>) => Promise<unknown> | unknown,
): RouteHandler {
  const inner = route({ ...spec, scope: 'public', action: 'scim.provision' }, async (ctx: RouteContext<'public', Infer<P>, Infer<Q>, Infer<B>>) => {
    try {
      const organizationId = organizations.get(ctx.request);
      if (organizationId === undefined) throw scimUnauthorized();
      const result = await handler({ organizationId, baseUrl: baseUrlOf(ctx.request), params: ctx.params, query: ctx.query, body: ctx.body });
      return result === undefined ? new Response(null, { status: 204 }) : scimJson(result, spec.status ?? 200);
    } catch (error) {
      if (error instanceof ScimError) return scimError(error.status, error.message, error.scimType);
      throw error;
    }
  });
  const outer = async (request: NextRequest, context: Parameters<RouteHandler>[1]): Promise<Response> => {
    let organizationId: number | null;
    try {
      organizationId = await organizationOfScimToken(request.headers.get('authorization'));
    } catch (error) {
      return asScimError(toErrorResponse(error, { method: request.method, path: new URL(request.url).pathname }));
    }
    if (organizationId === null) {
      const refused = scimUnauthorized();
      return scimError(401, refused.message, undefined, { 'WWW-Authenticate': 'Bearer realm="SCIM"', 'Cache-Control': 'no-store' });
    }
    organizations.set(request, organizationId);
    return asScimError(await inner(request, context));
  };
  return Object.assign(outer, { declared: inner.declared });
}
