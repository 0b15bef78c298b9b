// The one wrapper every route handler goes through (STYLE.md "A request's path"), composed of small steps:
// refuse cross-site mutations → resolve the host's promotion → authenticate → resolve the declared scope → check the
// declared action against lib/permissions.ts → refuse an administrator who owes MFA anything but its setup and sign-out
// (docs/mfa.md) → parse input → run → map errors to {"errors": [...]} → no-store and Vary: Cookie (cache-headers.ts).
// Authorization comes before input parsing, so a refusal never depends on what the request carried.
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import { can, type Action, type MemberAction, type PublicAction } from '@/lib/permissions';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { resolveIdentity } from './identity';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { AppError, errorResponse, toErrorResponse, zodMessages } from './errors';
import { privateByDefault } from './cache-headers';
import { refuseUnstorableInput } from './input-guards';
import { readJsonBody } from './request-body';
import { refusal, resolveScope, REFUSAL_HEADER, SCOPE_MESSAGES, type PublicScope, type Scope, type ScopeContexts } from './scope';
import { auditImpersonatedRequest, refusedWhileImpersonating } from '@/server/impersonation/sessions';
import { IMPERSONATION_MESSAGES } from '@/lib/impersonation/constants';
import { refusedWithoutMfa } from '@/server/mfa/policy';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import type { SessionClaims } from '@/server/auth/session';
import { noteRequestActor } from '@/server/observability/request-context';
// What follows each domain event, wired once per process before any handler runs (docs/decisions/015-outbox.md).
import '@/server/composition/wire';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

interface InputSpec<P, Q, B> {
  params?: P;
  query?: Q;
  body?: B;
  /** Status of a successful answer with a body (default 200). */
  status?: number;
}

export type RouteSpec<S extends Scope, P, Q, B> = InputSpec<P, Q, B> & {
  scope: S;
  /** Visitors' scopes take visitors' actions; every other scope an action of signed-in roles. */
  action: S extends PublicScope ? PublicAction : MemberAction;
  /** Path or query parameter naming the promotion (`promotion` and `participant` scopes): another promotion is a 404. */
  promotionParam?: string;
};

export type RouteContext<S extends Scope, P, Q, B> = ScopeContexts[S] & {
  request: NextRequest;
  url: URL;
  host: HostContext;
  params: P;
  query: Q;
  body: B;
  /** The real client address (server/http/client-address.ts), which throttles key on. */
  ip: string;
};

type Handler<S extends Scope, P, Q, B> = (ctx: RouteContext<S, P, Q, B>) => Promise<unknown> | unknown;
type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** What a route declares, readable by the authorization matrix and fuzz tests. */
export interface DeclaredRoute {
  scope: Scope;
  action: Action;
  promotionParam?: string;
  /** The input schemas, for the fuzz test to aim at every field. */
  inputs: { params?: Schema; query?: Schema; body?: Schema };
  /** A path served by a second route on the dashboard host (server/http/by-host.ts): what that one declares. */
  onDashboard?: DeclaredRoute;
}
export type RouteHandler = ((request: NextRequest, context: NextRouteContext) => Promise<Response>) & { declared: DeclaredRoute };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Step: a cookie-authenticated mutation must come from a page of the same host; `Origin: null` is no page's. */
function refuseCrossSite(request: NextRequest): void {
  if (!MUTATING.has(request.method)) return;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin) {
    let originHost = '';
/** Header on the MFA refusal, so a client can tell it from other 403s and offer the setup page. */
const MFA_REFUSAL_HEADER = 'x-renew-mfa';

    try {
      originHost = origin === 'null' ? '' : new URL(origin).host;
    } catch {
      throw new AppError(403, MESSAGES.crossSite);
    }
    if (originHost !== host) throw new AppError(403, MESSAGES.crossSite);
  } else if (request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new AppError(403, MESSAGES.crossSite);
  }
}

function parseWith<S extends Schema | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(422, zodMessages(result.error));
  return result.data as Infer<S>;
}

/** Next decodes path segments lazily; a malformed %-escape rejects here (it answered a plain-text 500). */
async function rawParams(context: NextRouteContext): Promise<Record<string, string | string[] | undefined>> {
  try {
    return (await context.params) ?? {};
  } catch {
    throw new AppError(400, 'The request path is not valid.');
  }
}

function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function namedPromotionId(name: string | undefined, params: Record<string, unknown>, query: Record<string, string>): string | undefined {
  if (!name) return undefined;
  const value = params[name] ?? query[name];
  return typeof value === 'string' ? value : undefined;
}

export function route<S extends Scope, P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  spec: RouteSpec<S, P, Q, B>,
  handler: Handler<S, Infer<P>, Infer<Q>, Infer<B>>,
): RouteHandler {
  const declared: DeclaredRoute = {
    scope: spec.scope, action: spec.action, promotionParam: spec.promotionParam,
    inputs: { params: spec.params, query: spec.query, body: spec.body },
  };
  const run = async (request: NextRequest, context: NextRouteContext): Promise<Response> => {
    let url: URL | undefined;
    let impersonated: { session: SessionClaims; promotionId: number | null } | undefined;
    const response = privateByDefault(await answer(request, context, (seen) => (impersonated = seen), (u) => (url = u)));
    // An administrator viewing as someone: every change they make is in the audit trail under their own name.
    if (impersonated && MUTATING.has(request.method)) {
      await auditImpersonatedRequest(impersonated.session, {
        method: request.method, path: url?.pathname ?? '', status: response.status,
        ip: request.headers.get(CLIENT_ADDRESS_HEADER) || null, promotionId: impersonated.promotionId,
      });
    }
    return response;
  };
  const answer = async (
    request: NextRequest,
    context: NextRouteContext,
    onImpersonation: (seen: { session: SessionClaims; promotionId: number | null }) => void,
    onUrl: (url: URL) => void,
  ): Promise<Response> => {
    let url: URL | undefined;
    try {
      url = new URL(request.url);
      onUrl(url);
      refuseCrossSite(request);
      const { host, auth } = await resolveIdentity(request.headers.get('x-forwarded-host') ?? request.headers.get('host'), request.headers.get('cookie'));
      // The access line names who asked and where (server/observability/http.ts): ids only, never an email.
      noteRequestActor(auth.ok ? auth.value.user.id : null, host.promotion?.id ?? null);
      if (auth.ok && auth.value.session.impersonatorId !== null) {
        onImpersonation({ session: auth.value.session, promotionId: host.promotion?.id ?? null });
        if (refusedWhileImpersonating(auth.value.session, spec.action)) throw refusal(403, IMPERSONATION_MESSAGES.refusedWhileImpersonating, 'action');
      }

      const params = await rawParams(context);
      const query = queryObject(url);
      const scoped = await resolveScope({
        scope: spec.scope, host, auth: auth.ok ? auth.value : null, promotionId: namedPromotionId(spec.promotionParam, params, query),
      });
      if (!can(scoped.actor?.role ?? null, spec.action)) throw refusal(403, SCOPE_MESSAGES.notAllowed, 'action');
      // An administrator whose organization requires MFA and who has not set it up: only the setup and signing out.
      if (await refusedWithoutMfa(scoped.actor, spec.action)) {
        throw new AppError(403, MFA_MESSAGES.required, { [REFUSAL_HEADER]: 'action', [MFA_REFUSAL_HEADER]: 'setup-required' });
      }

      const body = spec.body ? await readJsonBody(request) : undefined;
      refuseUnstorableInput(params, query, body);
      const ctx = {
        ...(scoped as ScopeContexts[S]),
        request, url, host,
        params: parseWith(spec.params, params),
        query: parseWith(spec.query, query),
        body: parseWith(spec.body, body),
        ip: request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
      } as RouteContext<S, Infer<P>, Infer<Q>, Infer<B>>;
      const result = await handler(ctx);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return Response.json(result, { status: spec.status ?? 200 });
    } catch (error) {
      return toErrorResponse(error, { method: request.method, path: url?.pathname ?? '(unparsable URL)' });
    }
  };
  return Object.assign(run, { declared });
}

export { errorResponse };
