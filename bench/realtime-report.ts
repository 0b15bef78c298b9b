// Figures of `npm run bench:realtime`: the delivery latency distribution, the sidecar's memory per socket, and which
// process was busiest while the events went out.
import { cpus } from 'node:os';
import type { ProbeReply } from './realtime-probe.ts';

export interface WorkerFigures {
  elu: number;
  cpuMs: number;
  windowMs: number;
  rssMb: number;
}

export interface RealtimeFigures {
  sockets: number;
  connected: number;
  connectFailed: number;
  firstConnectError: string | null;
  connectMs: number;
  events: number;
  intervalMs: number;
  expected: number;
  received: number;
  disconnectedDuringRun: number;
  /** Every delivery's latency, ms, sorted. */
  latencies: number[];
  /** Per event: latency of its first and its last delivery, ms. */
  firstPerEvent: number[];
  lastPerEvent: number[];
  before: ProbeReply;
  after: ProbeReply;
  sidecarConnect: ProbeReply;
  sidecarPublish: ProbeReply;
  workersPublish: WorkerFigures[];
  workersConnect: number[];
  /** os.loadavg()[0] when the run started and when it ended: other work on the machine shares the same cores. */
  load: [number, number];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : Math.round(v).toString()) : '–');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pct = (v: number) => `${(v * 100).toFixed(0)} %`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The process that limited delivery: the one whose event loop was busiest over the publishing window. */
export function limitingSide(f: RealtimeFigures): string {
  const worker = Math.max(...f.workersPublish.map((w) => w.elu));
  const sidecar = f.sidecarPublish.elu;
  if (Math.max(worker, sidecar) < 0.6) {
    return `neither side was saturated (event loop busy: sidecar ${pct(sidecar)}, busiest client process ${pct(worker)}); latency is the fan-out itself`;
  }
  return sidecar >= worker
    ? `the sidecar (event loop busy ${pct(sidecar)} of the window vs ${pct(worker)} for the busiest client process)`
    : `the client processes (busiest event loop ${pct(worker)} vs the sidecar's ${pct(sidecar)}): add BENCH_REALTIME_WORKERS`;
}

export function printRealtimeReport(f: RealtimeFigures): void {
  const within100 = f.latencies.filter((l) => l <= 100).length / Math.max(1, f.latencies.length);
  const perSocket = (key: keyof NodeJS.MemoryUsage) => (f.after.memory[key] - f.before.memory[key]) / Math.max(1, f.connected);
  const first = sorted(f.firstPerEvent);
  const last = sorted(f.lastPerEvent);
  const lines = [
    '',
    `Realtime fan-out: ${f.sockets.toLocaleString('en-US')} sockets on one sidecar, ${f.events} newPostCreated on the promotion channel, ${f.intervalMs} ms apart`,
    '',
    `Sockets connected and joined   ${f.connected.toLocaleString('en-US')} of ${f.sockets.toLocaleString('en-US')}` +
      (f.connectFailed ? ` (${f.connectFailed} failed: ${f.firstConnectError})` : ''),
    `Connect time                   ${(f.connectMs / 1000).toFixed(1)} s (${Math.round(f.connected / (f.connectMs / 1000))} handshakes + joins per s; ` +
      `sidecar event loop busy ${pct(f.sidecarConnect.elu)}, client processes ${f.workersConnect.map(pct).join(' / ')})`,
    `Deliveries                     ${f.received.toLocaleString('en-US')} of ${f.expected.toLocaleString('en-US')} expected` +
      (f.disconnectedDuringRun ? ` (${f.disconnectedDuringRun} sockets disconnected during the run)` : ''),
    `Latency publish() → client     p50 ${ms(percentile(f.latencies, 50))} · p90 ${ms(percentile(f.latencies, 90))} · p95 ${ms(percentile(f.latencies, 95))} · ` +
      `p99 ${ms(percentile(f.latencies, 99))} · max ${ms(f.latencies.at(-1) ?? NaN)} ms`,
    `Within 100 ms                  ${(within100 * 100).toFixed(1)} % (target ≥ 95 %: ${within100 >= 0.95 ? 'met' : 'MISSED'})`,
    `Per event: first delivery      p50 ${ms(percentile(first, 50))} · max ${ms(first.at(-1) ?? NaN)} ms; last delivery p50 ${ms(percentile(last, 50))} · max ${ms(last.at(-1) ?? NaN)} ms`,
    `Sidecar memory                 RSS ${mb(f.before.memory.rss)} → ${mb(f.after.memory.rss)} MB, heap used ${mb(f.before.memory.heapUsed)} → ${mb(f.after.memory.heapUsed)} MB, ` +
      `external ${mb(f.before.memory.external)} → ${mb(f.after.memory.external)} MB (after a full GC each time)`,
    `Sidecar memory per socket      RSS ${kb(perSocket('rss'))} KB · heap ${kb(perSocket('heapUsed'))} KB · external ${kb(perSocket('external'))} KB`,
    `While publishing               sidecar event loop busy ${pct(f.sidecarPublish.elu)}, CPU ${Math.round(f.sidecarPublish.cpuMs)} ms in ${(f.sidecarPublish.windowMs / 1000).toFixed(1)} s; ` +
      f.workersPublish.map((w, i) => `client ${i + 1}: ${pct(w.elu)}, CPU ${Math.round(w.cpuMs)} ms, RSS ${w.rssMb.toFixed(0)} MB`).join('; '),
    `Sidecar CPU per event          ${ms(f.sidecarPublish.cpuMs / f.events)} ms (${((f.sidecarPublish.cpuMs * 1000) / Math.max(1, f.received)).toFixed(1)} µs per delivery; ` +
      `one event every ${f.intervalMs} ms keeps ${pct(f.sidecarPublish.cpuMs / f.events / f.intervalMs)} of a core busy)`,
    `Limited by                     ${limitingSide(f)}`,
    `Machine load average           ${f.load[0].toFixed(1)} at the start, ${f.load[1].toFixed(1)} at the end (${cpus().length} cores)`,
    '',
  ];
  console.log(lines.join('\n'));
}
