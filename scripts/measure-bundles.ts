// First-load JavaScript per route, from a running production build (docs/benchmarks.md "First-load JavaScript").
//
//   npm start                       # or any `next start`-style server of a production build
//   npm run bench:bundles           # BASE_URL=http://acme.localhost:3000 by default
//
// A real Chromium (Debian's, as the e2e run uses) opens each route signed in as its user, the service worker blocked
// (a cached script would not be counted), and records every script the page fetched: "first load" is what was
// requested before the page's `load` event (what the browser had to fetch, parse and run before the page was usable);
// scripts requested afterwards (the realtime client, lazy parts) are listed apart. The realtime client waits for the
// page's `load` event (lib/realtime/socket-client.ts), so it is always on the later side. Each script's bytes are the
// response's decoded body, gzip-compressed here (zlib level 6, what the server's compression sends), so the figure
// does not depend on whether the server in front compresses.
//
//
// Framework and own code (issue 31): each route's first load is split into the framework (React, Next, Turbopack's
// runtime) and the product's own code above it, read from the served build's directory (NEXT_DIR, default .next;
// scripts/lib/bundle-attribution.ts says how), and the own code is held to the restated budgets (welcome 35 KiB, home
// 60 KiB). The build is only read: nothing is built. FROM_BUILD=1 skips the browser and the server and reports each
// route's first load as the build itself lists it (.next/diagnostics/route-bundle-stats.json): no redirect is
// followed there, and the figures can differ from a browser's by what loads after `load`.
//
// Options (environment): BASE_URL, DASHBOARD_URL (default: the dashboard host of BASE_URL), ONLY=/home,/welcome (a
// path not in the list below is opened signed out), CHUNKS=1 lists each route's scripts, JSON=path writes the figures,
// NEXT_DIR=.next-e2e-3330 the build the server serves, FROM_BUILD=1 the build alone.
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { PENDING_EVALUATION_SESSION_KEY } from '../lib/evaluations/constants.ts';
import { readBuildAttribution, routePatternOf, splitScripts, type BuildAttribution } from './lib/bundle-attribution.ts';

const DEMO_PASSWORD = 'Welcome1!';
const BASE_URL = (process.env.BASE_URL ?? 'http://acme.localhost:3000').replace(/\/$/, '');

function dashboardOf(origin: string): string {
  const url = new URL(origin);
  url.hostname = `dashboard.${url.hostname.split('.').slice(1).join('.') || url.hostname}`;
  return url.origin;
}
const DASHBOARD_URL = (process.env.DASHBOARD_URL ?? dashboardOf(BASE_URL)).replace(/\/$/, '');

interface RouteSpec {
  path: string;
  /** Who opens it: null signed out. */
  user: string | null;
  origin: string;
  /** Issue 17's budget in KiB gzip for the whole first load, when it sets one. */
  budget?: number;
  /** Issue 31's budget in KiB gzip for our own code above the framework, when it sets one. */
  ownBudget?: number;
}

const ROUTES: RouteSpec[] = [
  // '/' redirects to the welcome page: the same budgets.
  { path: '/', user: null, origin: BASE_URL, budget: 100, ownBudget: 35 },
  { path: '/welcome', user: null, origin: BASE_URL, budget: 100, ownBudget: 35 },
  { path: '/home', user: 'participant@example.com', origin: BASE_URL, budget: 150, ownBudget: 60 },
  { path: '/activities/all', user: 'participant@example.com', origin: BASE_URL },
  { path: '/leaderboard/individual', user: 'participant@example.com', origin: BASE_URL },
  { path: '/journey/my', user: 'participant@example.com', origin: BASE_URL },
  { path: '/stats', user: 'participant@example.com', origin: BASE_URL },
  { path: '/settings/profile', user: 'participant@example.com', origin: BASE_URL },
  { path: '/coordinator/dashboard', user: 'coordinator@example.com', origin: BASE_URL },
  { path: '/promotions', user: 'master@example.com', origin: DASHBOARD_URL },
];

export interface ScriptFigure {
  url: string;
  decoded: number;
  gzip: number;
}

export interface RouteFigure {
  route: string;
  finalUrl: string;
  scripts: number;
  gzip: number;
  decoded: number;
  budget: number | null;
  /** The first load's framework part and our own code's, in gzip bytes; null when the build could not be read. */
  framework: number | null;
  own: number | null;
  ownBudget: number | null;
  afterLoad: ScriptFigure[];
  chunks: ScriptFigure[];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function signedInContext(browser: Browser, origin: string, email: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  // The cookie bar is answered and the once-per-session evaluation prompt counted as done (as the e2e specs do), so
  // every route stays where it is asked to be.
  await context.addCookies([{ name: 'analytics_consent', value: 'decline', url: origin }]);
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PENDING_EVALUATION_SESSION_KEY);
  if (!email) return context;
  const page = await context.newPage();
  await page.goto(`${origin}/welcome`);
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password: DEMO_PASSWORD },
  );
  if (status !== 200) throw new Error(`Signing in as ${email} on ${origin} answered ${status}.`);
  await page.close();
  return context;
}

async function measure(context: BrowserContext, spec: RouteSpec): Promise<RouteFigure> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(response.url(), response.body().catch(() => null));
  });
  await page.goto(`${spec.origin}${spec.path}`, { waitUntil: 'load' });
  // What comes after `load` (the realtime client) has a moment to arrive, so it is listed apart rather than missed.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime }));
    return { loadAt: navigation.loadEventStart, scripts };
  });
  const startOf = new Map(timing.scripts.map((s) => [s.url, s.start]));
  const chunks: ScriptFigure[] = [];
  const afterLoad: ScriptFigure[] = [];
  for (const [url, body] of bodies) {
    const bytes = await body;
    if (!bytes) continue;
    const figure = { url, decoded: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    const start = startOf.get(url);
    (start !== undefined && start > timing.loadAt ? afterLoad : chunks).push(figure);
  }
  const finalUrl = page.url();
  await page.close();
  chunks.sort((a, b) => b.gzip - a.gzip);
  return {
    route: spec.path,
    finalUrl,
    scripts: chunks.length,
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    decoded: chunks.reduce((sum, c) => sum + c.decoded, 0),
    budget: spec.budget ?? null,
    framework: null,
    own: null,
    ownBudget: spec.ownBudget ?? null,
    afterLoad,
    chunks,
  };
}

/** The build the server serves, or null (then no framework/own split is printed, and why). */
function readBuild(): BuildAttribution | null {
  const dir = path.resolve(process.env.NEXT_DIR ?? '.next');
  if (!existsSync(path.join(dir, 'build-manifest.json'))) {
    console.log(`No production build at ${dir} (NEXT_DIR): the framework / own code split is left out.\n`);
    return null;
  }
  return readBuildAttribution(dir);
}

/** Fills each figure's framework and own parts from the build; scripts the build does not hold mean another build. */
function attribute(figures: RouteFigure[], build: BuildAttribution): void {
  const strangers = new Set<string>();
  for (const f of figures) {
    const split = splitScripts(build, f.chunks);
    split.unknown.forEach((u) => strangers.add(new URL(u, 'http://x').pathname));
    f.framework = split.framework;
    f.own = split.own;
  }
  if (strangers.size) {
    console.log(`${strangers.size} scripts are not in ${build.dir} (is NEXT_DIR the build this server serves?); they count as our own code.\n`);
  }
}

/** FROM_BUILD=1: each route's first load as the build lists it, with no browser and no server. */
function figuresFromBuild(build: BuildAttribution, routes: RouteSpec[]): RouteFigure[] {
  if (build.routes.size === 0) throw new Error(`${build.dir} has no diagnostics/route-bundle-stats.json to read the routes' first loads from.`);
  return routes.map((spec) => {
    const pattern = routePatternOf(build.routes.keys(), spec.path);
    const chunks = (pattern ? build.routes.get(pattern)! : []).map((name) => {
      const gzip = build.chunks.get(name)?.gzip ?? 0;
      return { url: `/_next/static/chunks/${name}`, decoded: 0, gzip };
    });
    const split = splitScripts(build, chunks);
    return {
      route: spec.path, finalUrl: `${spec.origin}${pattern ?? spec.path}`, scripts: chunks.length,
      gzip: chunks.reduce((s, c) => s + c.gzip, 0), decoded: 0, budget: spec.budget ?? null,
      framework: split.framework, own: split.own, ownBudget: spec.ownBudget ?? null, afterLoad: [], chunks,
    };
  });
}

async function main() {
  const only = process.env.ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  // A path outside the list (a throw-away server-only page, to measure the framework's floor) is opened signed out.
  const routes = only ? only.map((p) => ROUTES.find((r) => r.path === p) ?? { path: p, user: null, origin: BASE_URL }) : ROUTES;
  const build = readBuild();
  if (process.env.FROM_BUILD === '1') {
    if (!build) throw new Error('FROM_BUILD=1 needs a production build (NEXT_DIR).');
    report(figuresFromBuild(build, routes), `the build at ${build.dir}, as it lists each route's first load; no browser`, build);
    return;
  }
  // Loaded here, not at the top: FROM_BUILD=1 needs no browser.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const contexts = new Map<string, BrowserContext>();
  const figures: RouteFigure[] = [];
  try {
    for (const spec of routes) {
      const key = `${spec.origin} ${spec.user ?? ''}`;
      if (!contexts.has(key)) contexts.set(key, await signedInContext(browser, spec.origin, spec.user));
      figures.push(await measure(contexts.get(key)!, spec));
    }
  } finally {
    await browser.close();
  }
  if (build) attribute(figures, build);
  report(figures, `${BASE_URL}; gzip level 6 of the decoded scripts`, build);
}

const verdictOf = (kibBudget: number | null, bytes: number | null) =>
  kibBudget === null || bytes === null ? '' : `${kibBudget}${bytes / 1024 <= kibBudget ? ' ok' : ' OVER'}`;

function report(figures: RouteFigure[], source: string, build: BuildAttribution | null): void {
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`First-load JavaScript (${source}; load average ${load}, ${os.availableParallelism()} cores)\n`);
  console.log(
    `${'route'.padEnd(34)}${'scripts'.padStart(8)}${'gzip KiB'.padStart(10)}${'decoded KiB'.padStart(13)}${'budget'.padStart(9)}` +
      `${'framework'.padStart(11)}${'own code'.padStart(10)}${'own budget'.padStart(12)}  after load`,
  );
  for (const f of figures) {
    const after = f.afterLoad.length ? `${f.afterLoad.length} (${kib(f.afterLoad.reduce((s, c) => s + c.gzip, 0))} KiB gzip)` : '—';
    const finalPath = new URL(f.finalUrl).pathname;
    const route = f.route + (finalPath !== f.route ? ` → ${finalPath}` : '');
    console.log(
      `${route.padEnd(34)}${String(f.scripts).padStart(8)}${kib(f.gzip).padStart(10)}${(f.decoded ? kib(f.decoded) : '—').padStart(13)}` +
        `${verdictOf(f.budget, f.gzip).padStart(9)}${(f.framework === null ? '—' : kib(f.framework)).padStart(11)}` +
        `${(f.own === null ? '—' : kib(f.own)).padStart(10)}${verdictOf(f.ownBudget, f.own).padStart(12)}  ${after}`,
    );
  }
  if (process.env.CHUNKS === '1') {
    for (const f of figures) {
      console.log(`\n${f.route}`);
      // A script's address is relative when read from the build (FROM_BUILD=1); its own-code share when the build is known.
      const line = (c: ScriptFigure) => {
        const own = build?.chunks.get(c.url.split('/').pop()!)?.own;
        return `  ${kib(c.gzip).padStart(7)} KiB  ${(c.decoded ? kib(c.decoded) : '—').padStart(7)} KiB  ${(own === undefined ? '' : `own ${kib(own)}`).padStart(10)}  ${new URL(c.url, 'http://x').pathname}`;
      };
      console.log(`     gzip      decoded        own  script`);
      for (const c of f.chunks) console.log(line(c));
      for (const c of f.afterLoad) console.log(`${line(c)}  (after load)`);
    }
  }
  if (process.env.JSON) writeFileSync(process.env.JSON, JSON.stringify({ at: new Date().toISOString(), base: BASE_URL, load_average: os.loadavg(), figures }, null, 2));
  const over = figures.filter((f) => f.budget !== null && f.gzip / 1024 > f.budget);
  if (over.length) console.log(`\nOver budget: ${over.map((f) => f.route).join(', ')}`);
  const ownOver = figures.filter((f) => f.ownBudget !== null && f.own !== null && f.own / 1024 > f.ownBudget);
  if (ownOver.length) console.log(`Own code over budget: ${ownOver.map((f) => f.route).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
