// The API's direct path (docs/operations.md "The API's direct path"; why: docs/benchmarks.md "Session 15: where an API
// request's time goes"). A profile of the web server under the cheap reads put a quarter of its CPU in Next's request
// pipeline (the router's route resolution, the base server, the app-route module's preparation and work stores) around
// handlers that need none of it. So an /api request whose route the generated table (server/http/api-routes.generated.ts) knows is answered here:
// the same route module Next would run (loaded from Next's own build, so there is one copy of every module and cache
// in the process), called with a NextRequest's members (./direct-request.ts: made as a handler reads them) and the same
// params, its answer written by Next's own sendResponse (a JSON answer in one piece), behind
// the same compression and the same headers Next's routing adds (next.config's headers, the App Router's Vary).
// Every route keeps the one wrapper (route(): scope, action, zod, envelope, no-store and Vary: Cookie).
//
// Whatever this path would not reproduce exactly is left to Next: HEAD and OPTIONS (Next implements them per route),
// paths Next would redirect or rewrite or that hold %-escapes, dot segments or Next's own request headers (RSC,
// prefetch, middleware), the catch-all 404 of unknown paths, and a route that exports a caching setting. The whole
// path stays off when the build has a setting it does not handle (basePath, i18n, trailingSlash, …), when the route
// table and the build disagree, and when API_FAST_PATH=off.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type http from 'node:http';
import { API_ROUTES } from '../http/api-routes.generated';
import { matchApiRoute } from '../http/method-guard';
import { log } from '../observability/log';
import { currentRequestContext } from '../observability/request-context';
import { plainBodyOf } from '../http/json-response';
import { DirectRequest, type DirectRequestClasses } from './direct-request';

const require = createRequire(import.meta.url);

/** API_FAST_PATH: on or off; unset, on in production. */
export function apiFastPathEnabled(setting: string | undefined, nodeEnv: string | undefined): boolean {
  const value = setting?.trim().toLowerCase();
  if (!value) return nodeEnv === 'production';
  if (['on', '1', 'true'].includes(value)) return true;
  if (['off', '0', 'false'].includes(value)) return false;
  throw new Error(`API_FAST_PATH must be on or off (it is "${setting}").`);
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** An /api path as Next serves it unchanged: no empty, dot or trailing segments, no %-escapes, no backslashes. */
const PLAIN_PATH = /^\/api(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)+$/;
/** Request headers that change how Next routes or renders a request (the App Router's and the middleware's). */
const NEXT_HEADERS = /^(?:rsc|next-[a-z-]+|x-nextjs-[a-z-]+|x-middleware-[a-z-]+|x-now-route-matches|x-matched-path|x-invoke-[a-z-]+)$/;

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => unknown;
interface RouteEntry { handlers: Record<string, Handler | undefined>; file: string }
interface HeaderRule { regex: RegExp; headers: { key: string; value: string }[]; conditional: boolean }

// Next's own adapters (node_modules/next/dist, present in the release's standalone tree), so the request a handler
// sees and the way its answer is written are Next's, not a copy of them.
interface NextInternals extends DirectRequestClasses {
  NodeNextRequest: new (request: http.IncomingMessage) => object;
  NodeNextResponse: new (response: http.ServerResponse) => { appendHeader(name: string, value: string): unknown };
  sendResponse(request: object, response: object, answer: Response): Promise<void>;
  addRequestMeta(request: http.IncomingMessage, key: string, value: unknown): void;
  compression: () => (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
  releaseCompressionStream(response: http.ServerResponse): void;
}

function loadNextInternals(): NextInternals {
  const node = require('next/dist/server/base-http/node.js') as Pick<NextInternals, 'NodeNextRequest' | 'NodeNextResponse'>;
  const adapter = require('next/dist/server/web/spec-extension/adapters/next-request.js') as Pick<NextInternals, 'signalFromNodeResponse'>;
  return {
    NodeNextRequest: node.NodeNextRequest,
    NodeNextResponse: node.NodeNextResponse,
    signalFromNodeResponse: adapter.signalFromNodeResponse,
    RequestCookies: (require('next/dist/server/web/spec-extension/cookies.js') as Pick<NextInternals, 'RequestCookies'>).RequestCookies,
    NextURL: (require('next/dist/server/web/next-url.js') as Pick<NextInternals, 'NextURL'>).NextURL,
    toNodeOutgoingHttpHeaders: (require('next/dist/server/web/utils.js') as Pick<NextInternals, 'toNodeOutgoingHttpHeaders'>).toNodeOutgoingHttpHeaders,
    sendResponse: (require('next/dist/server/send-response.js') as Pick<NextInternals, 'sendResponse'>).sendResponse,
    addRequestMeta: (require('next/dist/server/request-meta.js') as Pick<NextInternals, 'addRequestMeta'>).addRequestMeta,
    compression: require('next/dist/compiled/compression') as NextInternals['compression'],
    releaseCompressionStream: (require('next/dist/server/lib/release-compression-stream.js') as Pick<NextInternals, 'releaseCompressionStream'>).releaseCompressionStream,
  };
}

// Headers Next's sendResponse never copies from a handler's answer (the body's framing is the server's), and the ones
// it lets appear more than once; the rest are copied only when not already set (next.config's headers win).
const FRAMING_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'x-middleware-set-cookie']);
const REPEATABLE_HEADERS = new Set(['www-authenticate', 'proxy-authenticate', 'vary']);

/**
 * A JSON answer route() marked with its text (server/http/json-response.ts), written as sendResponse would write it
 * (status, the same header rules) but in one piece with its length: no stream to read, no chunked framing.
 */
function writePlain(response: http.ServerResponse, answer: Response, text: string, belowThreshold = false): void {
  response.statusCode = answer.status;
  if (answer.statusText) response.statusMessage = answer.statusText;
  answer.headers.forEach((value, name) => {
    if (FRAMING_HEADERS.has(name) || name === 'set-cookie') return;
    if (REPEATABLE_HEADERS.has(name) || response.getHeader(name) === undefined) response.appendHeader(name, value);
  });
  for (const cookie of answer.headers.getSetCookie()) response.appendHeader('set-cookie', cookie);
  response.setHeader('content-length', Buffer.byteLength(text));
  // What Next's compression does to an answer below its threshold: names Accept-Encoding in Vary, and sends it as it is.
  if (belowThreshold) varyOnAcceptEncoding(response);
  response.end(text);
}

// Next's compression middleware (next/dist/compiled/compression, its default threshold) passes a JSON answer under
// 1 KB through unchanged, after adding Accept-Encoding to its Vary. Those are most API answers.
const COMPRESSION_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/** The answer is JSON the middleware would not compress: under the threshold, and transformable. */
function compressionSkips(answer: Response, text: string): boolean {
  return /^application\/json\b/i.test(answer.headers.get('content-type') ?? '')
    && !NO_TRANSFORM.test(answer.headers.get('cache-control') ?? '')
    && Buffer.byteLength(text) < COMPRESSION_THRESHOLD;
}

/** The middleware's `vary(res, 'Accept-Encoding')` (the vary package): one Vary line, the field added unless there; `*` stays `*`. */
function varyOnAcceptEncoding(response: http.ServerResponse): void {
  const current = response.getHeader('vary');
  const header = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const fields = header.split(',').map((f) => f.trim().toLowerCase()).filter(Boolean);
  if (fields.includes('*')) response.setHeader('vary', '*');
  else if (fields.includes('accept-encoding')) response.setHeader('vary', header);
  else response.setHeader('vary', header ? `${header}, Accept-Encoding` : 'Accept-Encoding');
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface RoutesManifest {
  basePath: string;
  caseSensitive?: boolean;
  headers: { regex: string; headers: { key: string; value: string }[]; has?: unknown[]; missing?: unknown[] }[];
  redirects: { regex: string }[];
  rewrites: { beforeFiles: { regex: string }[]; afterFiles: { regex: string }[]; fallback: { regex: string }[] } | { regex: string }[];
  rsc: { varyHeader: string };
}

interface NextConfigSubset {
  basePath?: string;
  i18n?: unknown;
  trailingSlash?: boolean;
  compress?: boolean;
  skipProxyUrlNormalize?: boolean;
  poweredByHeader?: boolean;
  experimental?: { trustHostHeader?: boolean };
}

export interface ApiDirect {
  /** Answers the request and resolves true, or resolves false without touching it: Next is to answer it. */
  serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<boolean>;
}

export interface ApiDirectOptions {
  /** The app's directory (the checkout, or the release's standalone tree) and Next's build directory in it. */
  appDir: string;
  buildDir: string;
  /** What the web server handed next(): Next builds each request's URL from them. */
  hostname: string;
  port: number;
}

/** The direct path over a build, or the reason it stays off (the server then hands every request to Next). */
export function createApiDirect(options: ApiDirectOptions): ApiDirect | { off: string } {
  const { appDir, buildDir, hostname, port } = options;
  const serverDir = path.join(buildDir, 'server');
  if (!existsSync(path.join(buildDir, 'required-server-files.json'))) return { off: `no Next build in ${buildDir}` };
  const config = readJson<{ config: NextConfigSubset }>(path.join(buildDir, 'required-server-files.json')).config;
  const unsupported = [
    config.basePath && 'basePath', config.i18n && 'i18n', config.trailingSlash && 'trailingSlash',
    config.skipProxyUrlNormalize && 'skipProxyUrlNormalize', config.experimental?.trustHostHeader && 'experimental.trustHostHeader',
    // Next's X-Powered-By would be missing here.
    config.poweredByHeader !== false && 'poweredByHeader',
  ].filter(Boolean);
  if (unsupported.length) return { off: `the build sets ${unsupported.join(', ')}` };
  // Next serves public files before routes.
  if (existsSync(path.join(appDir, 'public/api'))) return { off: 'public/api exists' };

  const appPaths = readJson<Record<string, string>>(path.join(serverDir, 'app-paths-manifest.json'));
  const built = Object.keys(appPaths).filter((key) => /^\/api(\/.*)?\/route$/.test(key)).map((key) => key.slice(0, -'/route'.length)).sort();
  const table = API_ROUTES.map((r) => r.pattern).sort();
  if (built.join('\n') !== table.join('\n')) return { off: 'the route table differs from the build (npm run api:routes, then build)' };

  let next: NextInternals;
  try {
    next = loadNextInternals();
  } catch (error) {
    return { off: `Next's adapters did not load (${(error as Error).message.split('\n')[0]})` };
  }

  const routes = readJson<RoutesManifest>(path.join(buildDir, 'routes-manifest.json'));
  if (!routes.rsc?.varyHeader) return { off: "the build's routes manifest names no App Router Vary header" };
  const flags = routes.caseSensitive ? '' : 'i';
  // A rule with conditions, or with a value Next fills from the path (`:name`), is left to Next's router.
  const headerRules: HeaderRule[] = routes.headers.map((rule) => ({
    regex: new RegExp(rule.regex, flags), headers: rule.headers,
    conditional: Boolean(rule.has?.length || rule.missing?.length) || rule.headers.some((h) => /:[A-Za-z_]/.test(`${h.key}${h.value}`)),
  }));
  const rewrites = Array.isArray(routes.rewrites) ? routes.rewrites : [...routes.rewrites.beforeFiles, ...routes.rewrites.afterFiles, ...routes.rewrites.fallback];
  const rerouted = [...routes.redirects, ...rewrites].map((rule) => new RegExp(rule.regex, flags));
  const functions = existsSync(path.join(serverDir, 'functions-config-manifest.json'))
    ? readJson<{ functions: Record<string, { matchers?: { regexp: string }[] }> }>(path.join(serverDir, 'functions-config-manifest.json')).functions : {};
  const middleware = readJson<{ middleware: Record<string, { matchers?: { regexp: string }[] }> }>(path.join(serverDir, 'middleware-manifest.json')).middleware;
  const proxied = [...Object.values(functions), ...Object.values(middleware)].flatMap((f) => f.matchers ?? []).map((m) => new RegExp(m.regexp));
  const prerender = readJson<{ routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> }>(path.join(buildDir, 'prerender-manifest.json'));
  const prerendered = new Set([...Object.keys(prerender.routes), ...Object.keys(prerender.dynamicRoutes)]);
  const compress = config.compress !== false ? next.compression() : null;
  const varyHeader = routes.rsc.varyHeader;
  const formattedHost = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;

  // A route's module, loaded on its first request (as Next does), or null when Next must answer it.
  const loaded = new Map<string, Promise<RouteEntry | null>>();
  const load = (pattern: string): Promise<RouteEntry | null> => {
    let entry = loaded.get(pattern);
    if (!entry) {
      entry = (async () => {
        const file = appPaths[`${pattern}/route`];
        if (!file || prerendered.has(pattern) || /^\/api\/\[\.\.\./.test(pattern)) return null;
        const compiled = require(path.join(serverDir, file)) as { routeModule: { ensureUserland(): Promise<void>; userland: Record<string, unknown> } };
        await compiled.routeModule.ensureUserland();
        const userland = compiled.routeModule.userland;
        // Caching or another runtime: Next's machinery is the point of those.
        const dynamic = userland.dynamic;
        if ((dynamic !== undefined && dynamic !== 'auto' && dynamic !== 'force-dynamic') || userland.revalidate !== undefined || (userland.runtime !== undefined && userland.runtime !== 'nodejs')) return null;
        const handlers = Object.fromEntries([...METHODS].map((m) => [m, typeof userland[m] === 'function' ? (userland[m] as Handler) : undefined]));
        return { handlers, file };
      })().catch((error: unknown) => {
        log.error({ error, route: pattern }, `web: ${pattern} left to Next: its module did not load here`);
        return null;
      });
      loaded.set(pattern, entry);
    }
    return entry;
  };

  const takes = (request: http.IncomingMessage, pathname: string): boolean => {
    if (!METHODS.has(request.method ?? '') || !PLAIN_PATH.test(pathname)) return false;
    for (const name of Object.keys(request.headers)) if (NEXT_HEADERS.test(name)) return false;
    if (rerouted.some((r) => r.test(pathname)) || proxied.some((r) => r.test(pathname))) return false;
    return !headerRules.some((rule) => rule.conditional && rule.regex.test(pathname));
  };

  async function answer(request: http.IncomingMessage, response: http.ServerResponse, pathname: string, pattern: string, handler: Handler, params: Record<string, string | string[]>, file: string) {
    const context = currentRequestContext();
    if (context) context.via = 'direct';
    // What Next's router and base server do to an app route's request before its handler runs, in their order.
    request.on('error', () => {});
    response.on('error', () => {});
    // Next's compression wraps the response before anything is written; here only once the answer is known, because
    // a small JSON answer, which it would pass through untouched, needs none of its wrapping (compressionSkips).
    let wrapped = false;
    const compressed = () => {
      if (!compress || wrapped) return;
      wrapped = true;
      compress(request, response, () => {});
      response.once('close', () => {
        if (!response.writableFinished) next.releaseCompressionStream(response);
      });
    };
    for (const rule of headerRules) if (rule.regex.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
    const forwardedProto = request.headers['x-forwarded-proto'];
    const encrypted = Boolean((request.socket as { encrypted?: boolean }).encrypted);
    const isHttps = forwardedProto ? forwardedProto === 'https' : encrypted;
    request.headers['x-forwarded-host'] ??= request.headers.host ?? hostname;
    request.headers['x-forwarded-port'] ??= String(port);
    request.headers['x-forwarded-proto'] ??= isHttps ? 'https' : 'http';
    request.headers['x-forwarded-for'] ??= request.socket.remoteAddress;
    const protocol = encrypted || String(forwardedProto ?? '').includes('https') ? 'https' : 'http';
    const initUrl = `${protocol}://${formattedHost}:${port}${request.url}`;
    // Next's own request wrapper is made only for an answer its sendResponse writes (it reads the initURL meta).
    const nodeRequest = () => {
      next.addRequestMeta(request, 'initURL', initUrl);
      return new next.NodeNextRequest(request);
    };
    const nodeResponse = new next.NodeNextResponse(response);
    nodeResponse.appendHeader('vary', varyHeader);
    // What the handler reads of it, made on demand (./direct-request.ts); its URL as the NextRequest's (a parsed initURL).
    const nextRequest = new DirectRequest(request, response, new URL(initUrl).href, next) as unknown as Request;
    try {
      const result = await handler(nextRequest, { params: Promise.resolve(params) });
      if (!(result instanceof Response)) {
        throw new Error(`No response is returned from route handler '${file}'. Ensure you return a \`Response\` or a \`NextResponse\` in all branches of your handler.`);
      }
      const plain = plainBodyOf(result);
      if (plain === undefined) {
        compressed();
        await next.sendResponse(nodeRequest(), nodeResponse, result);
      } else if (compress && compressionSkips(result, plain)) {
        writePlain(response, result, plain, true);
      } else {
        compressed();
        writePlain(response, result, plain);
      }
    } catch (error) {
      // As Next answers a handler that threw: logged, then an empty 500 (or the end of a response already under way).
      log.error({ error, route: pattern }, `web: ${request.method} ${pattern} failed`);
      if (response.headersSent) {
        if (!response.writableEnded && !response.destroyed) response.end();
      } else {
        compressed();
        await next.sendResponse(nodeRequest(), nodeResponse, new Response(null, { status: 500 }));
      }
    }
  }

  return {
    async serve(request, response) {
      const pathname = (request.url ?? '/').split('?')[0]!;
      if (!takes(request, pathname)) return false;
      const match = matchApiRoute(pathname);
      if (!match) return false;
      const entry = await load(match.pattern);
      const handler = entry?.handlers[request.method!];
      if (!entry || !handler) return false;
      await answer(request, response, pathname, match.pattern, handler, match.params, entry.file);
      return true;
    },
  };
}
