// The one wrapper every route handler goes through (docs/architecture.md "A request's path"), composed of small steps
// so that no route can skip one: refuse cross-site mutations → resolve the host's promotion → authenticate → the
// request gates on the session (./gates.ts: actions closed while viewing as someone) → resolve the declared scope →
// check the declared action against lib/permissions.ts → the gates on the actor (an administrator who owes MFA, see
// docs/mfa.md) → parse input → run → map errors to {"errors": [...]}, in the request's language (./locale.ts) → no-store
// and Vary: Cookie (cache-headers.ts).
// Authorization comes before input parsing, so a refusal never depends on what the request carried.
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import { HTTP_MESSAGES } from '@/lib/requests/messages';
import { can, type Action, type MemberAction, type PublicAction } from '@/lib/permissions';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { resolveIdentity } from './identity';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { AppError, errorResponse, toErrorResponse } from './errors';
import { privateByDefault } from './cache-headers';
import { refuseUnstorableInput } from './input-guards';
import { readFormOrJsonBody, readJsonBody } from './request-body';
import { refusal, resolveScope, REFUSAL_HEADER, SCOPE_MESSAGES, type PublicScope, type Scope, type ScopeContexts } from './scope';
import { requestGates, type GateRefusal } from './gates';
// The features' gates (viewing as someone, MFA owed), registered by the composition root before any request.
import '@/server/composition/request-gates';
import type { SessionClaims } from '@/server/auth/session';
import { noteRequestActor } from '@/server/observability/request-context';
import { recordApiAnswer } from './response-log';
import { apiLocale, zodErrorMapFor, type KnownSoFar } from './locale';
import { jsonResponse } from './json-response';
import type { AnyLocale } from '@/lib/i18n/locales';
import { errorLocalizer } from '@/server/i18n/error-messages';
// What follows each domain event, wired once per process before any handler runs (docs/decisions/015-outbox.md).
import '@/server/composition/wire';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

interface InputSpec<P, Q, B> {
  params?: P;
  query?: Q;
  body?: B;
  /** The body may also be a plain HTML form's fields (urlencoded or multipart), e.g. a download a form posts to. */
  formBody?: boolean;
  /** Status of a successful answer with a body (default 200); 204 declares a handler that answers no body. */
  status?: number;
  /** The JSON a success answers (lib/openapi/response-schemas.ts), for the OpenAPI document and its contract test. */
  response?: Schema;
  /** A success that is not JSON: a file of this media type ('text/csv', 'application/pdf', '*\/*'), or 'redirect'. */
  produces?: string;
  /** Other successes the handler answers itself (Response.json): a 200 for what already existed, a 202 challenge. */
  also?: { status: number; response: Schema }[];
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
  /** The request's language (./locale.ts: the saved choice, the cookie, the host promotion's default, Accept-Language). */
  locale: AnyLocale;
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
  /** What a success answers (absent: the document describes a generic JSON body) and with which status. */
  response?: Schema;
  status?: number;
  /** A success that is not JSON (a file of this media type) or a redirect (`status` names which). */
  produces?: string;
  /** Other success statuses and what each answers. */
  also?: { status: number; response: Schema }[];
  /** A path served by a second route on the dashboard host (server/http/by-host.ts): what that one declares. */
  onDashboard?: DeclaredRoute;
}
export type RouteHandler = ((request: NextRequest, context: NextRouteContext) => Promise<Response>) & { declared: DeclaredRoute };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A gate's refusal: a 403 marked as the action's (server/http/gates.ts). */
const gateRefusal = (r: GateRefusal) => new AppError(403, r.message, { ...r.headers, [REFUSAL_HEADER]: 'action' });

/** Step: a cookie-authenticated mutation must come from a page of the same host; `Origin: null` is no page's. */
function refuseCrossSite(request: NextRequest): void {
  if (!MUTATING.has(request.method)) return;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin) {
    let originHost = '';
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

/** Parses with zod's messages in the request's language; the mapper answers a refusal as 422 (errors.ts zodMessages). */
function parseWith<S extends Schema | undefined>(schema: S, value: unknown, errorMap: z.core.$ZodErrorMap | undefined): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value, errorMap ? { error: errorMap } : undefined);
  if (!result.success) throw result.error;
  return result.data as Infer<S>;
}

/** Next decodes path segments lazily; a malformed %-escape rejects here (it answered a plain-text 500). */
async function rawParams(context: NextRouteContext): Promise<Record<string, string | string[] | undefined>> {
  try {
    return (await context.params) ?? {};
  } catch {
    throw new AppError(400, HTTP_MESSAGES.pathInvalid);
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
    response: spec.response, status: spec.status, produces: spec.produces, also: spec.also,
  };
  const run = async (request: NextRequest, context: NextRouteContext): Promise<Response> => {
    let url: URL | undefined;
    let signedIn: { session: SessionClaims; promotionId: number | null } | undefined;
    const response = privateByDefault(await answer(request, context, (seen) => (signedIn = seen), (u) => (url = u)));
    await recordApiAnswer(request, response);
    // A signed-in change, whatever its answer, to the gates that record it (a view-as is audited under the administrator).
    if (signedIn && MUTATING.has(request.method)) {
      const mutation = {
        method: request.method, path: url?.pathname ?? '', status: response.status,
        ip: request.headers.get(CLIENT_ADDRESS_HEADER) || null, promotionId: signedIn.promotionId,
      };
      for (const gate of requestGates()) await gate.answered?.(signedIn.session, mutation);
    }
    return response;
  };
  const answer = async (
    request: NextRequest,
    context: NextRouteContext,
    onSignedIn: (seen: { session: SessionClaims; promotionId: number | null }) => void,
    onUrl: (url: URL) => void,
  ): Promise<Response> => {
    let url: URL | undefined;
    const known: KnownSoFar = {};
    try {
      url = new URL(request.url);
      onUrl(url);
      refuseCrossSite(request);
      const { host, auth } = await resolveIdentity(request.headers.get('x-forwarded-host') ?? request.headers.get('host'), request.headers.get('cookie'));
      known.host = host;
      known.saved = auth.ok ? auth.value.user.locale : null;
      // The access line names who asked and where (server/observability/http.ts): ids only, never an email.
      noteRequestActor(auth.ok ? auth.value.user.id : null, host.promotion?.id ?? null);
      if (auth.ok) {
        onSignedIn({ session: auth.value.session, promotionId: host.promotion?.id ?? null });
        for (const gate of requestGates()) {
          const refused = gate.session?.(auth.value.session, spec.action);
          if (refused) throw gateRefusal(refused);
        }
      }

      const params = await rawParams(context);
      const query = queryObject(url);
      const scoped = await resolveScope({
        scope: spec.scope, host, auth: auth.ok ? auth.value : null, promotionId: namedPromotionId(spec.promotionParam, params, query),
      });
      if (!can(scoped.actor?.role ?? null, spec.action)) throw refusal(403, SCOPE_MESSAGES.notAllowed, 'action');
      for (const gate of requestGates()) {
        const refused = await gate.actor?.(scoped.actor, spec.action);
        if (refused) throw gateRefusal(refused);
      }

      const body = spec.body ? await (spec.formBody ? readFormOrJsonBody(request) : readJsonBody(request)) : undefined;
      refuseUnstorableInput(params, query, body);
      const locale = apiLocale(request, known);
      const errorMap = zodErrorMapFor(locale);
      const ctx = {
        ...(scoped as ScopeContexts[S]),
        request, url, host,
        params: parseWith(spec.params, params, errorMap),
        query: parseWith(spec.query, query, errorMap),
        body: parseWith(spec.body, body, errorMap),
        ip: request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown',
        locale,
      } as RouteContext<S, Infer<P>, Infer<Q>, Infer<B>>;
      const result = await handler(ctx);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return jsonResponse(result, { status: spec.status ?? 200 });
    } catch (error) {
      return toErrorResponse(error, { method: request.method, path: url?.pathname ?? '(unparsable URL)' }, errorLocalizer(apiLocale(request, known)));
    }
  };
  return Object.assign(run, { declared });
}

export { errorResponse };
