// What blocks the main thread while a participant page loads (issue 17: Lighthouse's Total Blocking Time decides the
// Performance score here). Chromium loads each page signed in as the demo participant with the CPU slowed 4x (as
// Lighthouse's mobile preset does) and prints, per page: the long tasks (over 50 ms) with what ran inside each (script
// evaluation and compilation per chunk, React's work in function calls, style, layout, paint), the blocking time they
// add up to after the first contentful paint, and the hottest functions of a CPU profile of the same load.
//
//   npm start                                    # a production build; this script starts nothing itself
//   npx tsx bench/main-thread.ts                 # BASE_URL=http://acme.localhost:3000, ONLY=/journey/my, THROTTLE=4
//
// Chunk names are the build's hashed files: read a chunk (`.next/static/chunks/…`) to see what it holds. Minified
// function names come with their chunk and column. No timed assertions anywhere: this prints, the reader judges.
// PROFILE_DIR=dir also saves each page's CPU profile there (<page>.cpuprofile: open it in Chrome's DevTools, Performance).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { PENDING_EVALUATION_SESSION_KEY } from '../lib/evaluations/constants.ts';

const BASE_URL = (process.env.BASE_URL ?? 'http://acme.localhost:3000').replace(/\/$/, '');
const EMAIL = process.env.EMAIL ?? 'participant@example.com';
const PASSWORD = process.env.PASSWORD ?? 'Welcome1!';
const THROTTLE = Number(process.env.THROTTLE ?? 4);
/** A chunk to leave out of the inclusive list (react-dom's, whose work loop contains every component). */
const FRAMEWORK = process.env.FRAMEWORK_CHUNK ?? '';
const PROFILE_DIR = process.env.PROFILE_DIR ?? '';
const PAGES = (process.env.ONLY ?? '/leaderboard/individual,/journey/my').split(',').map((s) => s.trim()).filter(Boolean);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

const shortUrl = (url: string | undefined) => (url ? url.replace(BASE_URL, '').replace(/^\/_next\/static\/chunks\//, '') : '');

/** The page's renderer main thread: the CrRendererMain thread that ran the page's navigation. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>();
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  for (const e of events) {
    if (e.name !== 'EvaluateScript' && e.name !== 'FunctionCall') continue;
    const key = `${e.pid}:${e.tid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = names.map((n) => ({ pid: n.pid, tid: n.tid, n: counts.get(`${n.pid}:${n.tid}`) ?? 0 })).sort((a, b) => b.n - a.n)[0];
  if (!best) throw new Error('No renderer main thread in the trace.');
  return best;
}

/** What a piece of work inside a task is, for the breakdown. */
function kindOf(e: TraceEvent): string | null {
  const url = shortUrl(e.args?.data?.url);
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${url}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return `compile ${url}`;
    case 'FunctionCall':
      return `call ${url}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'V8.GCScavenger':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MC_BACKGROUND_MARKING':
      return 'garbage collection';
    default:
      return null;
  }
}

async function traceLoad(page: Page, path: string) {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'toplevel', 'loading', 'blink.user_timing'],
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(4_000);
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const { pid, tid } = mainThread(traceEvents);
  const own = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? own[0]!.ts;
  const navigationStart = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? own[0]!.ts;
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  let blocking = 0;
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    if (end > fcp) blocking += task.dur! / 1000 - 50;
    // Self time of each kind inside the task: the time of the outermost recognised events (nested ones are theirs).
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byKind = new Map<string, number>();
    let coveredUntil = 0;
    for (const e of inside) {
      const kind = kindOf(e);
      if (!kind || e.ts < coveredUntil) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      byKind.set(kind, (byKind.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const parts = [...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    lines.push(`  ${((task.ts - navigationStart) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000).toFixed(0).padStart(4)} ms  ${parts.join(' · ')}`);
  }
  return { blocking, lines, fcp: (fcp - navigationStart) / 1000 };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

async function profileLoad(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(4_000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  if (PROFILE_DIR) {
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(`${PROFILE_DIR}/${path.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
  }
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (frame: ProfileNode['callFrame']) =>
    `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const byUrl = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const key = keyOf(frame);
    self.set(key, (self.get(key) ?? 0) + ms);
    const url = frame.url ? shortUrl(frame.url) : frame.functionName;
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    // Inclusive time of the app's own functions (components and hooks): each ancestor once per sample.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byNode.get(at)!.callFrame;
      if (!f.url || !f.url.includes('/_next/static/chunks/') || (FRAMEWORK && f.url.includes(FRAMEWORK))) continue;
      const k = keyOf(f);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  });
  await cdp.detach();
  const top = (map: Map<string, number>, n: number) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions: top(self, 20), urls: top(byUrl, 12), inclusive: top(total, 25) };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // Lighthouse's mobile preset: a 412×823 phone at 1.75x.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'analytics_consent', value: 'decline', url: BASE_URL }]);
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PENDING_EVALUATION_SESSION_KEY);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/welcome`, { waitUntil: 'load' });
    const status = await page.evaluate(
      async (body) => (await fetch('/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
      { email: EMAIL, password: PASSWORD },
    );
    if (status !== 200) throw new Error(`Signing in as ${EMAIL} on ${BASE_URL} answered ${status}.`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    for (const path of PAGES) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' }); // warm the server and the HTTP cache
      const trace = await traceLoad(page, path);
      const profile = await profileLoad(page, path);
      console.log(`\n${path} (CPU ${THROTTLE}x slower): FCP ${trace.fcp.toFixed(0)} ms, blocking time after FCP ${trace.blocking.toFixed(0)} ms`);
      console.log('  long tasks (start, length, what ran inside in ms):');
      for (const line of trace.lines) console.log(line);
      console.log('  CPU by script (ms):');
      for (const [url, ms] of profile.urls) console.log(`    ${ms.toFixed(0).padStart(6)}  ${url}`);
      console.log('  hottest functions, self time (ms):');
      for (const [fn, ms] of profile.functions) console.log(`    ${ms.toFixed(0).padStart(6)}  ${fn}`);
      console.log(`  the build's own functions, inclusive time (ms)${FRAMEWORK ? `, ${FRAMEWORK} left out` : ''}:`);
      for (const [fn, ms] of profile.inclusive) console.log(`    ${ms.toFixed(0).padStart(6)}  ${fn}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
