// The one wrapper every route handler goes through (STYLE.md "A request's path"), composed of small steps:
// refuse cross-site mutations → resolve the host's promotion → authenticate → parse input → authorize → run → map errors.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import { can, type Permission } from '@/lib/permissions';
import type { Role } from '@/lib/roles';
import { authenticate, readCookie, type Authenticated } from '@/server/auth/current-user';
import { resolveHostContext, type HostContext, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { AppError, errorResponse, toErrorResponse, zodMessages } from './errors';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteSpec<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  /** 'required' (default): 401 without a valid session. 'optional': user may be null. */
  auth?: 'required' | 'optional';
  /** Roles allowed, as declared in lib/permissions.ts. */
  permission?: Permission;
  /** The route only makes sense on a promotion's host (404 on the dashboard host or an unknown subdomain). */
  requirePromotion?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  status?: number;
}

export interface RouteContext<P, Q, B, U> {
  request: NextRequest;
  url: URL;
  host: HostContext;
  promotion: ResolvedPromotion | null;
  user: U;
  session: Authenticated['session'] | null;
  params: P;
  query: Q;
  body: B;
  ip: string;
}

type Handler<P, Q, B, U> = (ctx: RouteContext<P, Q, B, U>) => Promise<unknown> | unknown;
type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Step: a cookie-authenticated mutation must come from a page of the same host. */
function refuseCrossSite(request: NextRequest): void {
  if (!MUTATING.has(request.method)) return;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin && origin !== 'null') {
    let originHost = '';
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError(403, MESSAGES.crossSite);
    }
    if (originHost !== host) throw new AppError(403, MESSAGES.crossSite);
  } else if (request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new AppError(403, MESSAGES.crossSite);
  }
}

function clientIp(request: NextRequest): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}

function parseWith<S extends Schema | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(422, zodMessages(result.error));
  return result.data as Infer<S>;
}

async function readBody(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, MESSAGES.invalidJson);
  }
}

function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: RouteSpec<P, Q, B> & { auth: 'optional' }, handler: Handler<Infer<P>, Infer<Q>, Infer<B>, Authenticated['user'] | null>): (request: NextRequest, context: NextRouteContext) => Promise<Response>;
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: RouteSpec<P, Q, B>, handler: Handler<Infer<P>, Infer<Q>, Infer<B>, Authenticated['user']>): (request: NextRequest, context: NextRouteContext) => Promise<Response>;
export function route(
  spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>,
  handler: Handler<any, any, any, any>,
) {
  return async (request: NextRequest, context: NextRouteContext): Promise<Response> => {
    const url = new URL(request.url);
    try {
      refuseCrossSite(request);
      const host = await resolveHostContext(request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
      if (spec.requirePromotion && !host.promotion) throw new AppError(404, 'Promotion could not be loaded.');

      const auth = await authenticate(readCookie(request.headers.get('cookie')), host);
      if (!auth.ok && spec.auth !== 'optional') throw new AppError(401, MESSAGES.logInRequired);
      const user = auth.ok ? auth.value.user : null;

      const params = parseWith(spec.params, await context.params);
      const query = parseWith(spec.query, queryObject(url));
      const body = spec.body ? parseWith(spec.body, await readBody(request)) : undefined;

      if (spec.permission && (!user || !can(user.role as Role, spec.permission))) {
        throw new AppError(403, 'You are not allowed to do that.');
      }

      const result = await handler({
        request, url, host, promotion: host.promotion, user, session: auth.ok ? auth.value.session : null,
        params, query, body, ip: clientIp(request),
      });
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result, { status: spec.status ?? 200 });
    } catch (error) {
      return toErrorResponse(error, { method: request.method, path: url.pathname });
    }
  };
}

export { errorResponse };
