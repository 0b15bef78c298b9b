// The benchmark's scenarios, their targets, and the printed table.
import type { LoadResult } from './load.ts';

export interface Targets {
  p95?: number;
  p99?: number;
  /** Product throughput as a share of the bare server's. */
  ratio: number;
}

export const SCENARIOS = {
  logging: { label: 'GET /api/logging (home data)', targets: { p95: 20, p99: 50, ratio: 0.5 } },
  board: { label: 'GET /api/promotions/{id}/leaderboard?page=1..20', targets: { p95: 20, p99: 50, ratio: 0.5 } },
  me: { label: 'GET /api/promotions/{id}/leaderboard/me', targets: { p95: 10, ratio: 0.5 } },
  log: { label: 'POST /api/user_activities (log an activity)', targets: { p99: 50, ratio: 0.5 } },
  wall: { label: 'GET /api/posts?page_size=20 (promotion wall)', targets: { p95: 20, ratio: 0.5 } },
  wallFriends: { label: 'GET /api/posts?page_size=20&filter=friends', targets: { p95: 20, ratio: 0.5 } },
  wallFollowing: { label: 'GET /api/posts?page_size=20&filter=following', targets: { p95: 20, ratio: 0.5 } },
  headerCounts: { label: 'GET /api/header_counts', targets: { p95: 10, ratio: 0.5 } },
  conversations: { label: 'GET /api/users/me/conversations?page_size=20', targets: { p95: 20, ratio: 0.5 } },
  thread: { label: 'GET /api/conversations/{id}/messages?page_size=50', targets: { p95: 20, ratio: 0.5 } },
  sendMessage: { label: 'POST /api/conversations/{id}/messages (send)', targets: { p99: 50, ratio: 0.5 } },
  teamsJoin: { label: 'GET /api/teams?for=join&query=<3 letters>&page_size=20', targets: { p95: 20, ratio: 0.5 } },
  myTeam: { label: "GET /api/teams/{reader's team}?include_members=true", targets: { p95: 20, ratio: 0.5 } },
  teamActivity: { label: 'GET /api/teams/{id}/all_activity?wk=<current week>', targets: { p95: 20, ratio: 0.5 } },
  weeklyWinners: { label: 'GET /api/teams/weekly_winners?wk=<a past week>', targets: { p95: 20, ratio: 0.5 } },
  userTable: { label: 'GET /api/promotions/{id}/participants (a page, by cursor)', targets: { p95: 50, ratio: 0.5 } },
  userTableSort: { label: 'GET /api/promotions/{id}/participants?sort=<column>&dir', targets: { p95: 50, ratio: 0.5 } },
  userTableSearch: { label: 'GET /api/promotions/{id}/participants?q=<a name>', targets: { p95: 50, ratio: 0.5 } },
  stats: { label: 'GET /api/promotions/{id}/stats (Stats tab)', targets: { p95: 100, ratio: 0.5 } },
} satisfies Record<string, { label: string; targets: Targets }>;

export type ScenarioKey = keyof typeof SCENARIOS;

/** The same call one request at a time: its latency on an otherwise idle server. */
export interface PacedResult {
  connections: number;
  product: LoadResult;
  bare: LoadResult | null;
}

export type ScenarioResult =
  /** A scenario that recorded or answered nothing: the run fails (exit code 1) and says why. */
  | { key: ScenarioKey; failed: string }
  | { key: ScenarioKey; failed?: undefined; product: LoadResult; bare: LoadResult; statements: number; paced?: PacedResult };

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)}` : '-');
const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');

function latencyVerdicts(t: Targets, run: LoadResult): string[] {
  const out: string[] = [];
  if (t.p95 !== undefined) out.push(`${mark(run.p95 <= t.p95)} p95 <= ${t.p95} ms`);
  if (t.p99 !== undefined) out.push(`${mark(run.p99 <= t.p99)} p99 <= ${t.p99} ms`);
  return out;
}

export function verdicts(r: Extract<ScenarioResult, { product: LoadResult }>): string[] {
  const t: Targets = SCENARIOS[r.key].targets;
  // The bare server's own verdict at 50 connections shows whether a target is reachable on this machine at all.
  const out = [`saturated: ${latencyVerdicts(t, r.product).join(', ')} (bare server: ${latencyVerdicts(t, r.bare).join(', ')})`];
  if (r.paced) out.push(`one at a time: ${latencyVerdicts(t, r.paced.product).join(', ')}`);
  out.push(`${mark(r.product.rps >= t.ratio * r.bare.rps)} >= ${t.ratio * 100}% of bare throughput`);
  return out;
}

export function printReport(results: ScenarioResult[], info: { participants: number; connections: number; duration: number; poolSize: number }): void {
  console.log('');
  console.log(`Renew benchmark — ${info.participants.toLocaleString('en-US')} participants, ${info.connections} connections, ${info.duration} s per run, database pool ${info.poolSize}`);
  console.log('Latency in ms (p50 / p95 / p99), throughput in requests/s. "bare" = node:http + pg running the same SQL.');
  console.log('');
  const header = ['Call', 'app p50', 'p95', 'p99', 'app req/s', 'bare p50', 'p95', 'p99', 'bare req/s', 'ratio', 'SQL/req', 'non-2xx'];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const r of results) {
    const label = SCENARIOS[r.key].label;
    if (r.failed !== undefined) {
      rows.push([label, 'FAILED', '', '', '', '', '', '', '', '', '', '']);
      notes.push(`  ${label}: FAILED — ${r.failed}`);
      continue;
    }
    const ratio = r.bare.rps > 0 ? r.product.rps / r.bare.rps : NaN;
    rows.push([
      label, ms(r.product.p50), ms(r.product.p95), ms(r.product.p99), r.product.rps.toFixed(0),
      ms(r.bare.p50), ms(r.bare.p95), ms(r.bare.p99), r.bare.rps.toFixed(0),
      Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : '-', String(r.statements),
      `${r.product.non2xx + r.product.errors}/${r.bare.non2xx + r.bare.errors}`,
    ]);
    notes.push(`  ${label}: ${verdicts(r).join(', ')}`);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
  console.log('Targets (reads p95 <= 20 ms and p99 <= 50 ms; own rank p95 <= 10 ms; logging p99 <= 50 ms; wall pages p95 <= 20 ms; header counts p95 <= 10 ms; conversations and threads p95 <= 20 ms; sending p99 <= 50 ms; user table p95 <= 50 ms; stats p95 <= 100 ms; >= 50% of bare throughput):');
  for (const n of notes) console.log(n);
  console.log('');

  const paced = results.filter((r): r is Extract<ScenarioResult, { product: LoadResult }> => r.failed === undefined && !!r.paced);
  if (paced.length) {
    console.log('One request at a time (1 connection): the latency of a call on an otherwise idle server (ms).');
    const pHeader = ['Call', 'app p50', 'p95', 'p99', 'app req/s', 'bare p50', 'p95', 'p99', 'bare req/s'];
    const pRows = paced.map((r) => {
      const b = r.paced!.bare;
      const a = r.paced!.product;
      return [SCENARIOS[r.key].label, ms(a.p50), ms(a.p95), ms(a.p99), a.rps.toFixed(0),
        b ? ms(b.p50) : '-', b ? ms(b.p95) : '-', b ? ms(b.p99) : '-', b ? b.rps.toFixed(0) : '-'];
    });
    const w = pHeader.map((h, i) => Math.max(h.length, ...pRows.map((row) => row[i].length)));
    const l = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
    console.log(l(pHeader));
    console.log(w.map((x) => '-'.repeat(x)).join('  '));
    for (const row of pRows) console.log(l(row));
    console.log('');
  }
}

/** The hot reads of issue 35: each at least 75 % of the bare server's throughput at 50 connections, and one at a time
 * at most 1.5 times the bare server's p95. The log write: one at a time, p99 at most twice the bare replay's. */
export const HOT_READS: readonly ScenarioKey[] = [
  'logging', 'board', 'me', 'wall', 'wallFriends', 'wallFollowing', 'headerCounts', 'conversations', 'thread', 'myTeam',
  'teamActivity', 'weeklyWinners', 'userTable',
];
const HOT_RATIO = 0.75;
const HOT_PACED_P95 = 1.5;
const LOG_PACED_P99 = 2;

/** One table: each call's ratio and one-at-a-time latency against the bare server, with its target and verdict. */
export function printSummary(results: ScenarioResult[]): void {
  const rows: string[][] = [];
  for (const r of results) {
    const label = SCENARIOS[r.key].label.replace(/ \(.*\)$/, '');
    if (r.failed !== undefined) {
      rows.push([label, '-', '', '-', '', 'FAILED']);
      continue;
    }
    const ratio = r.bare.rps > 0 ? r.product.rps / r.bare.rps : NaN;
    const isLog = r.key === 'log';
    const hot = HOT_READS.includes(r.key);
    const a = r.paced?.product;
    const b = r.paced?.bare;
    const latency = a && b ? (isLog ? a.p99 / b.p99 : a.p95 / b.p95) : NaN;
    const ratioTarget = hot ? HOT_RATIO : SCENARIOS[r.key].targets.ratio;
    const latencyTarget = isLog ? LOG_PACED_P99 : hot ? HOT_PACED_P95 : NaN;
    const ok = ratio >= ratioTarget && (!Number.isFinite(latencyTarget) || latency <= latencyTarget);
    rows.push([
      label,
      Number.isFinite(ratio) ? `${(ratio * 100).toFixed(0)}%` : '-', `>= ${(ratioTarget * 100).toFixed(0)}%`,
      Number.isFinite(latency) ? `${latency.toFixed(2)}x ${isLog ? 'p99' : 'p95'}` : '-',
      Number.isFinite(latencyTarget) ? `<= ${latencyTarget}x` : '',
      ok ? 'ok' : 'MISS',
    ]);
  }
  const header = ['Call', 'app / bare', 'target', 'one at a time, app / bare', 'target', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('Summary against the targets (hot reads >= 75 % of bare and <= 1.5x its p95 one at a time; log p99 <= 2x):');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log('');
}
