// The web server's own route matching (server/http/method-guard.ts, which the API's direct path dispatches by) picks
// the route Next would pick, with the same params: Next's own sorting and route regexes are the reference, over every
// pattern of the generated table and paths that pit each dynamic segment against the static names beside it.
import { describe, expect, it } from 'vitest';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
import { API_ROUTES } from '@/server/http/api-routes.generated';
import { matchApiRoute } from '@/server/http/method-guard';
import { apiFastPathEnabled } from '@/server/web/api-direct';

const patterns = API_ROUTES.map((r) => r.pattern);
// Each dynamic route's matcher, built once (building them per path made this test take seconds).
const dynamic = getSortedRoutes(patterns.filter((p) => p.includes('['))).map((pattern) => ({ pattern, match: getRouteMatcher(getRouteRegex(pattern)) }));

/** Next's choice: a static route by its exact path, else the first dynamic route (in Next's order) whose regex matches. */
function nextChoice(path: string): { pattern: string; params: Record<string, unknown> } | null {
  if (patterns.includes(path) && !path.includes('[')) return { pattern: path, params: {} };
  for (const { pattern, match } of dynamic) {
    const params = match(path);
    if (params) return { pattern, params };
  }
  return null;
}

/** Paths for each pattern: every dynamic segment filled with a number, then in turn with each static name seen at its depth. */
function samplePaths(): string[] {
  const namesAt = new Map<number, Set<string>>();
  for (const p of patterns) p.split('/').forEach((s, i) => { if (s && !s.startsWith('[')) (namesAt.get(i) ?? namesAt.set(i, new Set()).get(i)!).add(s); });
  const paths = new Set<string>();
  for (const p of patterns) {
    const segments = p.split('/');
    const fill = (s: string) => (s.startsWith('[...') ? 'a/b' : s.startsWith('[') ? '12' : s);
    paths.add(segments.map(fill).join('/'));
    segments.forEach((s, i) => {
      if (!s.startsWith('[') || s.startsWith('[...')) return;
      for (const name of namesAt.get(i) ?? []) paths.add(segments.map((t, j) => (j === i ? name : fill(t))).join('/'));
    });
  }
  return [...paths];
}

describe('API route matching', () => {
  it("matches every path to the route Next matches, with Next's params", () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(patterns.length);
    for (const path of paths) {
      const ours = matchApiRoute(path);
      const theirs = nextChoice(path);
      expect(ours?.pattern ?? null, path).toBe(theirs?.pattern ?? null);
      if (ours) expect(ours.params, path).toEqual(theirs!.params);
    }
  });

  it('reads API_FAST_PATH: on in production unless set off', () => {
    expect(apiFastPathEnabled(undefined, 'production')).toBe(true);
    expect(apiFastPathEnabled(undefined, 'development')).toBe(false);
    expect(apiFastPathEnabled('off', 'production')).toBe(false);
    expect(apiFastPathEnabled('0', 'production')).toBe(false);
    expect(apiFastPathEnabled('on', 'test')).toBe(true);
    expect(() => apiFastPathEnabled('sometimes', 'production')).toThrow(/API_FAST_PATH must be on or off/);
  });
});
