// The OpenAPI document from the route table: imports every app/api/**/route.ts (as the authorization matrix does) and
// writes what their route() declarations say to server/openapi/openapi.generated.json. Run by `npm run api:routes`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOpenApiDocument, responseCoverage, type DocumentedRoute } from '@/server/openapi/document';
import type { RouteHandler } from '@/server/http/route';

const ROOT = path.resolve(import.meta.dirname, '..');
export const OPENAPI_OUT = path.join(ROOT, 'server/openapi/openapi.generated.json');

type Manifest = readonly { pattern: string; methods: readonly string[] }[];

/** `manifest`: scanApiRoutes() of scripts/api-routes.ts (or the generated API_ROUTES). */
export async function documentedRoutes(manifest: Manifest): Promise<DocumentedRoute[]> {
  // Route modules read the environment as they load (the database pool is made lazily, never connected here).
  process.env.DATABASE_URL ??= 'postgresql://openapi@127.0.0.1:1/not-connected';
  process.env.AUTH_SECRET ??= 'only-for-reading-route-declarations-not-a-secret';
  const out: DocumentedRoute[] = [];
  for (const { pattern, methods } of manifest) {
    const file = path.join(ROOT, 'app', pattern.replace(/^\//, ''), 'route.ts');
    const mod = (await import(pathToFileURL(file).href)) as Record<string, RouteHandler | undefined>;
    for (const method of methods) {
      const declared = mod[method]?.declared;
      // The JSON 404 for unknown paths and the health probes do not go through route(): nothing to document.
      if (declared) out.push({ pattern, method, declared });
    }
  }
  return out;
}

export function renderOpenApi(routes: DocumentedRoute[]): string {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  return `${JSON.stringify(buildOpenApiDocument(routes, version), null, 1)}\n`;
}

export async function writeOpenApi(manifest: Manifest): Promise<void> {
  const routes = await documentedRoutes(manifest);
  writeFileSync(OPENAPI_OUT, renderOpenApi(routes));
  const { described, total } = responseCoverage(routes);
  console.log(`Wrote ${path.relative(ROOT, OPENAPI_OUT)}: ${total} operations, ${described} with a described response (${Math.round((100 * described) / total)} %)`);
}
