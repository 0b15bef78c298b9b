// Where a process's CPU went, by layer, from a V8 profile (`node --cpu-prof`): the table of docs/benchmarks.md
// "Session 15: where an API request's time goes".
//   tsx bench/cpu-shares.ts <file.cpuprofile> [--skip <seconds>] [--top <n>] [--sources]
// --sources: a profile of the sources under tsx (bench/profile.ts), where the product's code can be told apart.
// Each sample is given to one layer: garbage collection; module loading (start-up, a route's first request);
// socket and HTTP parsing work in Node (the bare server pays it too); JSON.stringify of an answer (serialization); else the
// innermost frame of a known layer — Next.js, Prisma, the pg driver, the Web Request/Response classes (undici), the
// product's code, the web server's own wrapper — with native and other Node frames counted for their caller.
// Idle time is left out. --skip drops the first seconds (start-up and warm-up).
import { readFileSync } from 'node:fs';

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

export type Layer = string;

const IO_NATIVE = new Set(['writev', 'writeUtf8String', 'writeBuffer', 'writeLatin1String', 'writeAsciiString', 'onStreamRead', 'execute']);
const IO_MODULES = /^node:(net|_http_\w+|internal\/stream_base_commons|internal\/http)$/;

/** The layer a frame belongs to, or null for a frame counted for its caller (native code, Node's other internals). */
export function frameLayer(frame: CallFrame, appCode: (url: string) => Layer | null): Layer | null {
  const url = frame.url;
  if (!url) return null;
  if (url.startsWith('node:internal/deps/undici')) return 'Request/Response (undici)';
  if (url.startsWith('node:')) return null;
  if (url.startsWith('wasm://')) return 'Prisma'; // the query compiler
  if (/\/node_modules\/next\//.test(url)) return 'Next.js';
  if (/\/node_modules\/@prisma\/|\/generated\/prisma\/|_@prisma_/.test(url)) return 'Prisma';
  if (/\/node_modules\/(pg|pg-pool|pg-protocol|pg-types|pg-connection-string)\//.test(url)) return 'pg driver';
  if (/\/node_modules\/undici\//.test(url)) return 'Request/Response (undici)';
  return appCode(url);
}

/** The release: our code is Next's server chunks (Turbopack, minified) and web.mjs (server/web). */
export function releaseAppCode(url: string): Layer | null {
  if (/\/\.next[^/]*\/server\//.test(url)) return 'product code';
  if (/\/web\.mjs$|\/server\/web\/|\/server\/observability\//.test(url)) return 'web server wrapper';
  if (url.includes('/node_modules/')) return 'other libraries';
  return 'product code';
}

/** Sources run through tsx (bench/profile.ts): the product's code split into the wrapper, the session and the rest. */
export function sourceAppCode(url: string): Layer | null {
  if (/\/server\/http\//.test(url)) return 'route wrapper (server/http)';
  if (/\/server\/auth\/|\/node_modules\/jose\//.test(url)) return 'session decode (server/auth)';
  if (/\/node_modules\/zod\//.test(url)) return 'zod';
  if (/\/node_modules\/next\//.test(url)) return 'Next.js';
  if (url.includes('/node_modules/')) return 'other libraries';
  return 'product code';
}

export function shares(profile: Profile, options: { skipSeconds?: number; appCode?: (url: string) => Layer | null; detail?: (frame: CallFrame) => string | null } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const appCode = options.appCode ?? releaseAppCode;
  const totals = new Map<Layer, number>();
  const details = new Map<string, number>();
  let time = profile.startTime;
  let counted = 0;
  const skipUntil = profile.startTime + (options.skipSeconds ?? 0) * 1e6;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < skipUntil) return;
    const leaf = byId.get(id)!;
    const name = leaf.callFrame.functionName;
    if (name === '(idle)') return;
    const stack: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame);
    let layer: Layer | null = null;
    if (name === '(garbage collector)') layer = 'garbage collection';
    else if (name === '(program)') layer = 'V8: other';
    else if (stack.some((f) => f.url.startsWith('node:internal/modules/'))) layer = 'module loading';
    else if ((name === 'stringify' && !leaf.callFrame.url) || name === 'serializeJavascriptValueToJSONString') layer = 'serialization (JSON.stringify)';
    else {
      for (const frame of stack) {
        const own = frameLayer(frame, appCode);
        if (own) { layer = own; break; }
        if ((!frame.url && IO_NATIVE.has(frame.functionName)) || IO_MODULES.test(frame.url)) { layer = 'Node: sockets and HTTP'; break; }
      }
      layer ??= 'Node: other';
    }
    totals.set(layer, (totals.get(layer) ?? 0) + delta);
    const key = options.detail?.(stack.find((f) => frameLayer(f, appCode) === layer) ?? leaf.callFrame);
    if (key) details.set(`${layer} · ${key}`, (details.get(`${layer} · ${key}`) ?? 0) + delta);
    counted += delta;
  });
  return { totals, details, counted };
}

const fileOf = (frame: CallFrame) => frame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(\.next[^/]*\/server\/chunks\/)/, '$1').replace(/^file:\/\/.*\/(server|lib|app)\//, '$1/');

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  if (!file) {
    console.error('usage: tsx bench/cpu-shares.ts <file.cpuprofile> [--skip <seconds>] [--top <n>] [--sources]');
    process.exit(2);
  }
  const flag = (name: string) => { const i = args.indexOf(name); return i >= 0 ? Number(args[i + 1]) : undefined; };
  const top = flag('--top') ?? 12;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const appCode = args.includes('--sources') ? sourceAppCode : releaseAppCode;
  const { totals, details, counted } = shares(profile, { skipSeconds: flag('--skip'), appCode, detail: (frame) => `${fileOf(frame)} ${frame.functionName || '(anonymous)'}` });
  console.log(`busy CPU: ${(counted / 1e6).toFixed(1)} s`);
  for (const [layer, us] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`${((us / counted) * 100).toFixed(1).padStart(5)} %  ${layer}`);
  console.log(`\ntop ${top} functions (first frame of the layer):`);
  for (const [key, us] of [...details].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((us / counted) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
