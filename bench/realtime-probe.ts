// Preloaded into the realtime sidecar by `npm run bench:realtime` (node --import, with --expose-gc): answers the
// bench's questions about the sidecar process itself over the IPC channel the bench opened when it spawned it.
// The product gains no stats endpoint (nothing to expose or secure) and runs unmodified; without an IPC channel
// (a sidecar started any other way) this file does nothing.
import { performance } from 'node:perf_hooks';

export interface ProbeRequest {
  type: 'probe';
  /** Collect garbage first, so heapUsed is what is still reachable (needs --expose-gc). */
  gc?: boolean;
  /** Start a new window for the event-loop utilization and CPU figures. */
  mark?: boolean;
}

export interface ProbeReply {
  type: 'probe';
  memory: NodeJS.MemoryUsage;
  /** Share of the window the event loop was busy, 0..1, and CPU time used in it (user + system), since the last mark. */
  elu: number;
  cpuMs: number;
  windowMs: number;
}

if (process.send) {
  let eluMark = performance.eventLoopUtilization();
  let cpuMark = process.cpuUsage();
  let timeMark = performance.now();
  const gc = (globalThis as { gc?: () => void }).gc;

  process.on('message', (message: ProbeRequest) => {
    if (message?.type !== 'probe') return;
    if (message.gc && gc) {
      gc();
      gc();
    }
    const cpu = process.cpuUsage(cpuMark);
    const reply: ProbeReply = {
      type: 'probe',
      memory: process.memoryUsage(),
      elu: performance.eventLoopUtilization(eluMark).utilization,
      cpuMs: (cpu.user + cpu.system) / 1000,
      windowMs: performance.now() - timeMark,
    };
    if (message.mark) {
      eluMark = performance.eventLoopUtilization();
      cpuMark = process.cpuUsage();
      timeMark = performance.now();
    }
    process.send!(reply);
  });
  // The bench went away without stopping us: shut down the way SIGTERM does (sidecar.ts).
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
