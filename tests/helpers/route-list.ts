// Every API route of the product, read from the file tree (app/api/**/route.ts) and the handlers' own declarations,
// so the authorization matrix and the fuzz test cannot miss a route that someone adds later.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DeclaredRoute, RouteHandler } from '@/server/http/route';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Routes that deliberately do not go through route(): the JSON 404 for unknown paths; the health probes (they must
 * answer without the database the wrapper reads). */
export const UNDECLARED_ROUTES = new Set(['/api/[...path]', '/api/health', '/api/ready']);

export interface ApiRoute {
  /** '/api/users/[id]' */
  pattern: string;
  method: Method;
  handler: RouteHandler;
  declared: DeclaredRoute;
  /** Dynamic segment names in order: ['id'] */
  segments: string[];
}

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');

function routeFiles(): string[] {
  return (readdirSync(API_DIR, { recursive: true }) as string[])
    .filter((file) => file.split(path.sep).at(-1) === 'route.ts')
    .map((file) => path.join(API_DIR, file))
    .sort();
}

export function patternOf(file: string): string {
  const dir = path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/');
  return dir ? `/api/${dir}` : '/api';
}

export async function loadApiRoutes(): Promise<{ routes: ApiRoute[]; undeclared: string[] }> {
  const routes: ApiRoute[] = [];
  const undeclared: string[] = [];
  for (const file of routeFiles()) {
    const pattern = patternOf(file);
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = mod[method] as RouteHandler | undefined;
      if (!handler) continue;
      if (!handler.declared) {
        if (!UNDECLARED_ROUTES.has(pattern)) undeclared.push(`${method} ${pattern}`);
        continue;
      }
      const segments = [...pattern.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!);
      routes.push({ pattern, method, handler, declared: handler.declared, segments });
    }
  }
  return { routes, undeclared };
}

/** The concrete path for a pattern and its parameter values. */
export function pathFor(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
