// bench:bundles' split of first-load JavaScript into the framework and our own code (issue 31), on a small build
// directory laid out as Turbopack's: rootMainFiles are the framework whole; inside a shared chunk, what only Next's
// client components import is the framework, and anything our components reach is ours.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBuildAttribution, readChunkModules, routePatternOf, splitScripts } from '../../scripts/lib/bundle-attribution';

const pad = (n: number) => `"${'x'.repeat(n)}"`;
const chunk = (modules: Array<[number, string]>) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules.map(([id, body]) => `${id},e=>{${body}}`).join(',')}]);`;

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-attr-'));
  const chunks = path.join(dir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(dir, 'server', 'app', 'home'), { recursive: true });
  mkdirSync(path.join(dir, 'diagnostics'), { recursive: true });
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
  writeFileSync(path.join(chunks, 'main.js'), `var react=${pad(4000)};`);
  // 1001 the layout router (Next's), 1003 only it imports; 2001 our header, 2002 only it imports; 1002 both import.
  writeFileSync(path.join(chunks, 'mixed.js'), chunk([
    [1001, `e.i(1003);e.i(1002);var a=${pad(3000)}`],
    [1003, `var b=${pad(1000)}`],
    [1002, `var c=${pad(500)}`],
    [2001, `e.i(2002);e.i(1002);var d=${pad(2000)}`],
    [2002, `var f=${pad(1500)}`],
  ]));
  writeFileSync(path.join(chunks, 'page.js'), chunk([[3001, `var g=${pad(800)}`]]));
  writeFileSync(path.join(chunks, 'weird.js'), 'console.log("not a turbopack chunk")');
  const clientModules = {
    '[project]/node_modules/next/dist/esm/client/components/layout-router.js': { id: 1001, name: '*', chunks: [] },
    '[project]/components/shell/site-header.tsx <module evaluation>': { id: 2001, name: '*', chunks: [] },
    '[project]/components/home/home-view.tsx': { id: 3001, name: '*', chunks: [] },
  };
  writeFileSync(
    path.join(dir, 'server', 'app', 'home', 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/home/page"] = ${JSON.stringify({ clientModules })};`,
  );
  writeFileSync(path.join(dir, 'diagnostics', 'route-bundle-stats.json'), JSON.stringify([
    { route: '/home', firstLoadChunkPaths: ['.next/static/chunks/mixed.js', '.next/static/chunks/page.js', '.next/static/chunks/main.js'] },
    { route: '/activities/[filter]', firstLoadChunkPaths: ['.next/static/chunks/main.js'] },
    { route: '/activities/prestart', firstLoadChunkPaths: ['.next/static/chunks/main.js'] },
  ]));
  return dir;
}

describe('bundle attribution', () => {
  const build = readBuildAttribution(fakeBuild());

  it('reads a chunk’s modules, their sizes and the ids they import', () => {
    const modules = readChunkModules(chunk([[7001, 'e.i(7002);t(146348)'], [7002, 'var x=1']]))!;
    expect([...modules.keys()]).toEqual([7001, 7002]);
    expect(modules.get(7001)!.imports).toEqual([7002, 146348]);
    expect(readChunkModules('console.log(1)')).toBeNull();
  });

  it('counts rootMainFiles as framework and a page’s own chunk as ours', () => {
    const main = build.chunks.get('main.js')!;
    expect(main.framework).toBe(main.gzip);
    expect(build.chunks.get('page.js')).toMatchObject({ framework: 0 });
    // Not Turbopack's format: ours, whole.
    expect(build.chunks.get('weird.js')!.own).toBe(build.chunks.get('weird.js')!.gzip);
  });

  it('splits a shared chunk: what only Next imports is the framework, what our code reaches is ours', () => {
    const mixed = build.chunks.get('mixed.js')!;
    expect(mixed.framework + mixed.own).toBe(mixed.gzip);
    // Framework modules 1001 and 1003 (~4,000 characters) against ours 2001, 2002 and the shared 1002 (~4,000).
    const share = mixed.framework / mixed.gzip;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });

  it('finds the route a path is served by, the static one first', () => {
    expect(routePatternOf(build.routes.keys(), '/home')).toBe('/home');
    expect(routePatternOf(build.routes.keys(), '/activities/all')).toBe('/activities/[filter]');
    expect(routePatternOf(build.routes.keys(), '/activities/prestart')).toBe('/activities/prestart');
    expect(routePatternOf(build.routes.keys(), '/nowhere')).toBeNull();
  });

  it('splits a route’s scripts by the measured bytes, and counts a script the build lacks as ours', () => {
    const scripts = build.routes.get('/home')!.map((name) => ({ url: `http://acme.localhost:3000/_next/static/chunks/${name}`, gzip: build.chunks.get(name)!.gzip }));
    const split = splitScripts(build, [...scripts, { url: '/_next/static/chunks/other-build.js', gzip: 1000 }]);
    const total = scripts.reduce((s, c) => s + c.gzip, 0) + 1000;
    expect(split.framework + split.own).toBe(total);
    expect(split.framework).toBe(build.chunks.get('main.js')!.gzip + build.chunks.get('mixed.js')!.framework);
    expect(split.unknown).toEqual(['/_next/static/chunks/other-build.js']);
  });
});
