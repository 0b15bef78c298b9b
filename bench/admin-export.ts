// The report export scenario of npm run bench (issue 16 "Performance"): a Simple report of every participant of the
// scale promotion (first and last name, email, location, registration day) exported as CSV through POST /api/export,
// the form the Reports screen submits, by the promotion's coordinator. Timed from the request to the last byte, one
// export at a time, while the web server's memory is sampled from /proc (VmRSS of the server process and its workers,
// every 20 ms). "Extra memory" is the largest growth of one process over its RSS just before the export: the worker
// that served it. Targets: ≤ 5 s for the whole file, < 150 MB extra.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

const FIELDS = ['first_name', 'last_name', 'email', 'location', 'created_at'];
export const EXPORT_TARGETS = { seconds: 5, extraMb: 150 };

export interface ExportRun {
  ms: number;
  rows: number;
  mb: number;
  /** The largest RSS growth of one server process during the export (MB), or null without a process to watch. */
  extraMb: number | null;
  status: number;
  /** The start of the answer when it was not a 200 (the server's `{"errors": [...]}`), so a refusal says why. */
  error?: string;
}

/** The server process and every process under it (tsx → node → cluster workers), by their parent links in /proc. */
function processTree(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: the command may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parentOf) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Samples the tree's processes until stopped; returns the largest growth of one process, in MB. */
function watchMemory(root: number | null): () => number | null {
  if (!root) return () => null;
  const pids = processTree(root);
  const base = new Map(pids.map((pid) => [pid, rssKb(pid)]));
  const peak = new Map(base);
  const sample = () => { for (const pid of pids) peak.set(pid, Math.max(peak.get(pid) ?? 0, rssKb(pid))); };
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return Math.max(...pids.map((pid) => ((peak.get(pid) ?? 0) - (base.get(pid) ?? 0)) / 1024));
  };
}

function exportOnce(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; bytes: number; lines: number; head: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/export?promotion_id=${JSON.parse(new URLSearchParams(body).get('data')!).promotion_id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
    }, (response) => {
      let bytes = 0;
      let lines = 0;
      let head = '';
      response.on('data', (chunk: Buffer) => {
        if (head.length < 300) head += chunk.subarray(0, 300).toString('utf8');
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 10) lines++;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, lines, head: head.slice(0, 300) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(120_000, () => request.destroy(new Error('The export did not finish within 2 minutes.')));
    request.end(body);
  });
}

/** `runs` exports of every participant, after one small warm-up export (modules, plans, a pool connection). */
export async function benchExport(options: { url: string; promotionId: number; headers: Record<string, string>; serverPid: number | null; runs: number }): Promise<ExportRun[]> {
  const form = (filters: unknown[]) => new URLSearchParams({
    filename: 'all-participants',
    data: JSON.stringify({
      promotion_id: options.promotionId, report_id: 'new', is_custom: true, report_type: 'Simple', fields: FIELDS, filters,
      min_date: null, max_date: null, top_level_location: null, location: null, evaluation_definition_id: null,
    }),
  }).toString();
  await exportOnce(options.url, options.headers, form([{ field: 'email', sign: 'is', value: 'nobody' }]));
  const runs: ExportRun[] = [];
  for (let i = 0; i < options.runs; i++) {
    await new Promise((r) => setTimeout(r, 1000)); // let the previous export's garbage go
    const stop = watchMemory(options.serverPid);
    const started = performance.now();
    const { status, bytes, lines, head } = await exportOnce(options.url, options.headers, form([]));
    const ms = performance.now() - started;
    runs.push({ ms, rows: Math.max(0, lines - 1), mb: bytes / 1024 / 1024, extraMb: stop(), status, ...(status === 200 ? {} : { error: head }) });
  }
  return runs;
}

export function printExport(runs: ExportRun[]): void {
  if (!runs.length) return;
  console.log('CSV export of every participant (POST /api/export, a Simple report of 5 fields), one at a time:');
  runs.forEach((r, i) => {
    const memory = r.extraMb === null ? 'server memory not watched (BENCH_URL)' : `server +${r.extraMb.toFixed(0)} MB`;
    console.log(`  run ${i + 1}: ${r.status} ${r.rows.toLocaleString('en-US')} rows, ${r.mb.toFixed(1)} MB in ${(r.ms / 1000).toFixed(2)} s; ${memory}`);
    if (r.error) console.log(`    refused: ${r.error}`);
  });
  const worst = Math.max(...runs.map((r) => r.ms));
  const memories = runs.map((r) => r.extraMb).filter((m): m is number => m !== null);
  const rows = Math.min(...runs.map((r) => r.rows));
  const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
  console.log(`  ${mark(worst <= EXPORT_TARGETS.seconds * 1000)} worst ${(worst / 1000).toFixed(2)} s <= ${EXPORT_TARGETS.seconds} s` +
    (memories.length ? `, ${mark(Math.max(...memories) < EXPORT_TARGETS.extraMb)} extra memory ${Math.max(...memories).toFixed(0)} MB < ${EXPORT_TARGETS.extraMb} MB` : '') +
    `, ${mark(rows >= 50_000)} ${rows.toLocaleString('en-US')} rows >= 50,000`);
  console.log('');
}
