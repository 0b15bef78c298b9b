// Figures of `npm run bench:realtime`: the delivery latency distribution, the sidecar's memory per socket and CPU per
// delivery (summed over its processes), and which process was busiest while the events went out.
import { cpus } from 'node:os';
import type { ProbeReply, ProcessProbe } from './realtime-probe.ts';

export interface WorkerFigures {
  elu: number;
  cpuMs: number;
  windowMs: number;
  rssMb: number;
}

export interface RealtimeFigures {
  sockets: number;
  /** Sidecar processes holding sockets (SIDECAR_CONCURRENCY); above 1 a cluster primary owns the port beside them. */
  sidecars: number;
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

/** A figure summed over the sidecar's processes (the primary of a cluster included). */
export const memorySum = (p: ProbeReply, key: keyof NodeJS.MemoryUsage) => p.processes.reduce((a, x) => a + x.memory[key], 0);
export const cpuSum = (p: ProbeReply) => p.processes.reduce((a, x) => a + x.cpuMs, 0);
/** The busiest sidecar process's event-loop utilization: one saturated process delays its own sockets. */
export const busiestElu = (p: ProbeReply) => Math.max(...p.processes.map((x) => x.elu));
const windowMs = (p: ProbeReply) => Math.max(...p.processes.map((x) => x.windowMs));
const processLabel = (x: ProcessProbe) => (x.role === 'single' ? 'sidecar' : x.role === 'primary' ? 'primary' : `process ${x.pid}`);

/** The process that limited delivery: the one whose event loop was busiest over the publishing window. */
export function limitingSide(f: RealtimeFigures): string {
  const worker = Math.max(...f.workersPublish.map((w) => w.elu));
  const sidecar = busiestElu(f.sidecarPublish);
  if (Math.max(worker, sidecar) < 0.6) {
    return `neither side was saturated (event loop busy: sidecar ${pct(sidecar)}, busiest client process ${pct(worker)}); latency is the fan-out itself`;
  }
  return sidecar >= worker
    ? `the sidecar (event loop busy ${pct(sidecar)} of the window vs ${pct(worker)} for the busiest client process)`
    : `the client processes (busiest event loop ${pct(worker)} vs the sidecar's ${pct(sidecar)}): add BENCH_REALTIME_WORKERS`;
}

/** Each process's heap growth over the connect, matched by pid (the primary holds only the sessions' routing). */
function heapGrowth(f: RealtimeFigures): string[] {
  return f.after.processes.map((x) => {
    const before = f.before.processes.find((y) => y.pid === x.pid);
    if (!before) return `${processLabel(x)} new`;
    const growth = x.memory.heapUsed - before.memory.heapUsed;
    return `${processLabel(x)} ${growth >= 0 ? '+' : ''}${mb(growth)} MB`;
  });
}

export function printRealtimeReport(f: RealtimeFigures): void {
  const within100 = f.latencies.filter((l) => l <= 100).length / Math.max(1, f.latencies.length);
  const perSocket = (key: keyof NodeJS.MemoryUsage) => (memorySum(f.after, key) - memorySum(f.before, key)) / Math.max(1, f.connected);
  const publishCpuMs = cpuSum(f.sidecarPublish);
  const first = sorted(f.firstPerEvent);
  const last = sorted(f.lastPerEvent);
  const lines = [
    '',
    `Realtime fan-out: ${f.sockets.toLocaleString('en-US')} sockets on ${f.sidecars} sidecar process${f.sidecars > 1 ? 'es' : ''}, ${f.events} newPostCreated on the promotion channel, ${f.intervalMs} ms apart`,
    '',
    `Sidecar processes              ${f.sidecars}${f.sidecars > 1 ? ' behind one port (cluster primary + @socket.io/sticky, as npm start)' : ''}; ` +
      `TCP handles after connecting: ${f.after.processes.map((x) => `${processLabel(x)} ${x.tcpHandles}`).join(', ')}`,
    `Sockets connected and joined   ${f.connected.toLocaleString('en-US')} of ${f.sockets.toLocaleString('en-US')}` +
      (f.connectFailed ? ` (${f.connectFailed} failed: ${f.firstConnectError})` : ''),
    `Connect time                   ${(f.connectMs / 1000).toFixed(1)} s (${Math.round(f.connected / (f.connectMs / 1000))} handshakes + joins per s; ` +
      `sidecar event loops busy ${f.sidecarConnect.processes.map((x) => pct(x.elu)).join(' / ')}, client processes ${f.workersConnect.map(pct).join(' / ')})`,
    `Deliveries                     ${f.received.toLocaleString('en-US')} of ${f.expected.toLocaleString('en-US')} expected` +
      (f.disconnectedDuringRun ? ` (${f.disconnectedDuringRun} sockets disconnected during the run)` : ''),
    `Latency publish() → client     p50 ${ms(percentile(f.latencies, 50))} · p90 ${ms(percentile(f.latencies, 90))} · p95 ${ms(percentile(f.latencies, 95))} · ` +
      `p99 ${ms(percentile(f.latencies, 99))} · max ${ms(f.latencies.at(-1) ?? NaN)} ms`,
    `Within 100 ms                  ${(within100 * 100).toFixed(1)} % (target ≥ 95 %: ${within100 >= 0.95 ? 'met' : 'MISSED'})`,
    `Per event: first delivery      p50 ${ms(percentile(first, 50))} · max ${ms(first.at(-1) ?? NaN)} ms; last delivery p50 ${ms(percentile(last, 50))} · max ${ms(last.at(-1) ?? NaN)} ms`,
    `Sidecar memory (all processes) RSS ${mb(memorySum(f.before, 'rss'))} → ${mb(memorySum(f.after, 'rss'))} MB, heap used ` +
      `${mb(memorySum(f.before, 'heapUsed'))} → ${mb(memorySum(f.after, 'heapUsed'))} MB, ` +
      `external ${mb(memorySum(f.before, 'external'))} → ${mb(memorySum(f.after, 'external'))} MB (after a full GC each time)`,
    `Sidecar memory per socket      RSS ${kb(perSocket('rss'))} KB · heap ${kb(perSocket('heapUsed'))} KB · external ${kb(perSocket('external'))} KB` +
      (f.after.processes.length > 1 ? ` (heap growth: ${heapGrowth(f).join(', ')})` : ''),
    `While publishing               ${f.sidecarPublish.processes.map((x) => `${processLabel(x)} ${pct(x.elu)} busy, CPU ${Math.round(x.cpuMs)} ms`).join('; ')} ` +
      `(in ${(windowMs(f.sidecarPublish) / 1000).toFixed(1)} s); ` +
      f.workersPublish.map((w, i) => `client ${i + 1}: ${pct(w.elu)}, CPU ${Math.round(w.cpuMs)} ms, RSS ${w.rssMb.toFixed(0)} MB`).join('; '),
    `Sidecar CPU per event          ${ms(publishCpuMs / f.events)} ms, all processes (${((publishCpuMs * 1000) / Math.max(1, f.received)).toFixed(1)} µs per delivery; ` +
      `one event every ${f.intervalMs} ms keeps ${pct(publishCpuMs / f.events / f.intervalMs)} of a core busy)`,
    `Limited by                     ${limitingSide(f)}`,
    `Machine load average           ${f.load[0].toFixed(1)} at the start, ${f.load[1].toFixed(1)} at the end (${cpus().length} cores)`,
    '',
  ];
  console.log(lines.join('\n'));
}
