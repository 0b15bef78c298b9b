// Which first-load JavaScript is the framework and which is the product's own code, read from an existing production
// build (the .next directory of `next build` with Turbopack; nothing is built here). Issue 31 restates the bundle
// budgets on our own code above the framework (docs/benchmarks.md "First-load JavaScript"), because React and Next
// alone (~133 KiB gzip) already exceed the old whole-page budgets.
//
// How a script is split (Turbopack's production chunks carry no source paths, so the build's manifests decide):
// - The framework: the chunks of build-manifest.json `rootMainFiles` (react-dom, Next's app router, the client glue,
//   Turbopack's runtime: what every App Router page loads before any of ours), whole; and, inside the other chunks,
//   the modules Next's own client components (layout router, error boundaries… — the client reference manifests name
//   them with their node_modules/next path and module id) bring in and nothing of ours imports.
// - Our code: every other module — our components and everything they import, including the libraries we chose
//   (Radix, TanStack Query, sonner…), which is what a product decision can change.
// A chunk's gzip size is shared among its modules in proportion to their decoded size (gzip of a chunk is not the
// sum of its modules'). A chunk that cannot be read (not Turbopack's format) counts as ours.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** The parts of one chunk, in gzip bytes. */
export interface ChunkSplit {
  gzip: number;
  framework: number;
  own: number;
}

export interface BuildAttribution {
  dir: string;
  /** Chunk file name (e.g. `3e-qsswguhcwt.js`) → its split. */
  chunks: Map<string, ChunkSplit>;
  /** Route pattern (`/home`, `/activities/[filter]`) → its first-load chunk names, as the build reports them. */
  routes: Map<string, string[]>;
}

/** Packages whose client modules are the framework (Next's own client components and what they import). */
const FRAMEWORK_PATH = /^\[project\]\/node_modules\/(next|react|react-dom|scheduler)\//;

const chunkName = (file: string) => file.split('/').pop()!;

/** A Turbopack chunk's modules: it is `(globalThis.TURBOPACK||…).push([script, id, factory, id, factory, …])`. */
export function readChunkModules(code: string): Map<number, { size: number; imports: number[] }> | null {
  const pushed: unknown[][] = [];
  const context = { TURBOPACK: { push: (entry: unknown[]) => pushed.push(entry) }, document: undefined };
  try {
    vm.runInNewContext(code, context, { timeout: 2000 });
  } catch {
    return null;
  }
  const modules = new Map<number, { size: number; imports: number[] }>();
  for (const entry of pushed) {
    if (!Array.isArray(entry)) continue;
    for (let i = 1; i + 1 < entry.length; i += 2) {
      const [id, factory] = [entry[i], entry[i + 1]];
      if (typeof id !== 'number' || typeof factory !== 'function') continue;
      const source = Function.prototype.toString.call(factory);
      // Imports are runtime calls with the module's numeric id: e.i(339756), e.r(…), t(146348)…
      const imports = [...source.matchAll(/\(\s*(\d{3,})\s*\)/g)].map((m) => Number(m[1]));
      modules.set(id, { size: source.length, imports });
    }
  }
  return modules.size > 0 ? modules : null;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function* files(dir: string, name: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, name);
    else if (entry.name === name) yield full;
  }
}

/** Every client module the build's client reference manifests name: module id → source path. */
function clientModulePaths(buildDir: string): Map<number, string> {
  const paths = new Map<number, string>();
  for (const file of files(path.join(buildDir, 'server', 'app'), 'page_client-reference-manifest.js')) {
    // The file assigns globalThis.__RSC_MANIFEST[page]: in a fresh context, globalThis is the context object.
    const context: { __RSC_MANIFEST?: Record<string, { clientModules?: Record<string, { id: number | string }> }> } = {};
    try {
      vm.runInNewContext(readFileSync(file, 'utf8'), context, { timeout: 2000 });
    } catch {
      continue;
    }
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const [modulePath, info] of Object.entries(manifest.clientModules ?? {})) {
        const id = Number(info.id);
        if (Number.isFinite(id)) paths.set(id, modulePath.replace(/ <.*$/, ''));
      }
    }
  }
  return paths;
}

/** Reads a build directory (`.next`, or an e2e build's); throws when it is not a production build. */
export function readBuildAttribution(buildDir: string): BuildAttribution {
  const manifestFile = path.join(buildDir, 'build-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${buildDir} holds no production build (no build-manifest.json).`);
  const manifest = readJson<{ rootMainFiles?: string[] }>(manifestFile);
  const rootMain = new Set((manifest.rootMainFiles ?? []).map(chunkName));
  const chunkDir = path.join(buildDir, 'static', 'chunks');

  // A module may sit in several chunks (Turbopack repeats shared code per chunk group): sizes per chunk, imports once.
  const chunkModules = new Map<string, Map<number, number>>();
  const modules = new Map<number, number[]>();
  const gzipOf = new Map<string, number>();
  const unreadable = new Set<string>();
  for (const entry of readdirSync(chunkDir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const code = readFileSync(path.join(chunkDir, entry.name));
    gzipOf.set(entry.name, gzipSync(code, { level: 6 }).length);
    if (rootMain.has(entry.name)) continue;
    const found = readChunkModules(code.toString('utf8'));
    if (!found) {
      unreadable.add(entry.name);
      continue;
    }
    chunkModules.set(entry.name, new Map([...found].map(([id, m]) => [id, m.size])));
    for (const [id, m] of found) modules.set(id, m.imports);
  }

  // Reachability from Next's client components and from ours, over the imports every chunk's modules make.
  const known = clientModulePaths(buildDir);
  const reach = (roots: number[]) => {
    const seen = new Set<number>();
    const stack = roots.filter((id) => modules.has(id));
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of modules.get(id) ?? []) if (modules.has(next) && !seen.has(next)) stack.push(next);
    }
    return seen;
  };
  const frameworkRoots = [...known].filter(([, p]) => FRAMEWORK_PATH.test(p)).map(([id]) => id);
  const ownRoots = [...known].filter(([, p]) => !FRAMEWORK_PATH.test(p)).map(([id]) => id);
  const byFramework = reach(frameworkRoots);
  const byOwn = reach(ownRoots);
  const isFramework = (id: number) => byFramework.has(id) && !byOwn.has(id);

  const decoded = new Map<string, { framework: number; own: number }>();
  for (const [name, sizes] of chunkModules) {
    const part = { framework: 0, own: 0 };
    for (const [id, size] of sizes) {
      if (isFramework(id)) part.framework += size;
      else part.own += size;
    }
    decoded.set(name, part);
  }
  const chunks = new Map<string, ChunkSplit>();
  for (const [name, gzip] of gzipOf) {
    if (rootMain.has(name)) chunks.set(name, { gzip, framework: gzip, own: 0 });
    else if (unreadable.has(name) || !decoded.has(name)) chunks.set(name, { gzip, framework: 0, own: gzip });
    else {
      const { framework, own } = decoded.get(name)!;
      const share = framework / (framework + own || 1);
      chunks.set(name, { gzip, framework: Math.round(gzip * share), own: gzip - Math.round(gzip * share) });
    }
  }

  const routes = new Map<string, string[]>();
  const statsFile = path.join(buildDir, 'diagnostics', 'route-bundle-stats.json');
  if (existsSync(statsFile)) {
    for (const r of readJson<Array<{ route: string; firstLoadChunkPaths: string[] }>>(statsFile)) routes.set(r.route, r.firstLoadChunkPaths.map(chunkName));
  }
  return { dir: buildDir, chunks, routes };
}

/** The build's route pattern a path is served by: `/leaderboard/individual` exactly, or `/activities/[filter]`. */
export function routePatternOf(routes: Iterable<string>, pathname: string): string | null {
  const all = [...routes];
  if (all.includes(pathname)) return pathname;
  const parts = pathname.split('/');
  const matches = all.filter((pattern) => {
    const p = pattern.split('/');
    if (p.length !== parts.length && !p.some((s) => s.startsWith('[...') || s.startsWith('[[...'))) return false;
    return p.every((s, i) => s.startsWith('[...') || s.startsWith('[[...') || (s.startsWith('[') ? parts[i] !== undefined && parts[i] !== '' : s === parts[i]));
  });
  // The most specific: fewest dynamic segments.
  matches.sort((a, b) => (a.match(/\[/g) ?? []).length - (b.match(/\[/g) ?? []).length);
  return matches[0] ?? null;
}

/** The framework and own parts of a list of scripts (chunk names, or their URLs); unknown scripts are listed apart. */
export function splitScripts(build: BuildAttribution, scripts: Array<{ url: string; gzip: number }>): { framework: number; own: number; unknown: string[] } {
  let framework = 0;
  let own = 0;
  const unknown: string[] = [];
  for (const s of scripts) {
    const split = build.chunks.get(chunkName(new URL(s.url, 'http://x').pathname));
    if (!split) {
      unknown.push(s.url);
      own += s.gzip;
      continue;
    }
    // The measured gzip (the browser's bytes) shared as the build's split shares it.
    const share = split.gzip ? split.framework / split.gzip : 0;
    framework += Math.round(s.gzip * share);
    own += s.gzip - Math.round(s.gzip * share);
  }
  return { framework, own, unknown };
}
