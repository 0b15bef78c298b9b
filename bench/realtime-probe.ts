// Preloaded into the realtime sidecar by `npm run bench:realtime` (node --import, with --expose-gc): answers the
// bench's questions about the sidecar's processes over the IPC channel the bench opened when it spawned it.
// The product gains no stats endpoint (nothing to expose or secure) and runs unmodified; without an IPC channel
// (a sidecar started any other way) this file does nothing.
//
// With SIDECAR_CONCURRENCY > 1 the sidecar is a cluster (server/realtime/sidecar.ts), and cluster.fork() passes the
// primary's node flags on, so this file runs in every process: the primary answers the bench with its own figures
// and those of each of its processes, which it asks over the cluster's IPC channel.
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';

export interface ProbeRequest {
  type: 'probe';
  /** Collect garbage first, so heapUsed is what is still reachable (needs --expose-gc). */
  gc?: boolean;
  /** Start a new window for the event-loop utilization and CPU figures. */
  mark?: boolean;
}

export interface ProcessProbe {
  /** 'single': a sidecar of one process; 'primary': the cluster's port owner; 'worker': one of its processes. */
  role: 'single' | 'primary' | 'worker';
  pid: number;
  memory: NodeJS.MemoryUsage;
  /** Share of the window the event loop was busy, 0..1, and CPU time used in it (user + system), since the last mark. */
  elu: number;
  cpuMs: number;
  windowMs: number;
  /** Open TCP handles: the process's sockets (a few are its database connections). */
  tcpHandles: number;
}

export interface ProbeReply {
  type: 'probe';
  processes: ProcessProbe[];
  /** Set when a process of the cluster did not answer: its figures would be missing from every sum. */
  error?: string;
}

interface WorkerReply {
  type: 'probe:worker';
  process: ProcessProbe;
}

const WORKER_REPLY_TIMEOUT_MS = 10_000;

function createMeter(role: ProcessProbe['role']) {
  let eluMark = performance.eventLoopUtilization();
  let cpuMark = process.cpuUsage();
  let timeMark = performance.now();
  const gc = (globalThis as { gc?: () => void }).gc;
  return (request: ProbeRequest): ProcessProbe => {
    if (request.gc && gc) {
      gc();
      gc();
    }
    const cpu = process.cpuUsage(cpuMark);
    const figures: ProcessProbe = {
      role,
      pid: process.pid,
      memory: process.memoryUsage(),
      elu: performance.eventLoopUtilization(eluMark).utilization,
      cpuMs: (cpu.user + cpu.system) / 1000,
      windowMs: performance.now() - timeMark,
      tcpHandles: process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length,
    };
    if (request.mark) {
      eluMark = performance.eventLoopUtilization();
      cpuMark = process.cpuUsage();
      timeMark = performance.now();
    }
    return figures;
  };
}

/** The primary asks each of its processes; one that does not answer in time fails the probe. */
function askWorkers(request: ProbeRequest): Promise<ProcessProbe[]> {
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<ProcessProbe>((resolve, reject) => {
          const timer = setTimeout(() => {
            worker.off('message', onMessage);
            reject(new Error(`sidecar process ${worker.process.pid} did not answer the probe`));
          }, WORKER_REPLY_TIMEOUT_MS);
          const onMessage = (message: WorkerReply) => {
            if (message?.type !== 'probe:worker') return;
            clearTimeout(timer);
            worker.off('message', onMessage);
            resolve(message.process);
          };
          worker.on('message', onMessage);
          worker.send(request);
        }),
    ),
  );
}

if (process.send) {
  if (cluster.isWorker) {
    const measure = createMeter('worker');
    process.on('message', (message: ProbeRequest) => {
      if (message?.type !== 'probe') return;
      process.send!({ type: 'probe:worker', process: measure(message) } satisfies WorkerReply);
    });
  } else {
    let measure: ReturnType<typeof createMeter> | undefined;
    process.on('message', (message: ProbeRequest) => {
      if (message?.type !== 'probe') return;
      // The role is known only once sidecar.ts has run: a primary has forked its processes by the first probe.
      const clustered = Object.keys(cluster.workers ?? {}).length > 0;
      measure ??= createMeter(clustered ? 'primary' : 'single');
      const own = measure(message);
      void (clustered ? askWorkers(message) : Promise.resolve([])).then(
        (workers) => process.send!({ type: 'probe', processes: [own, ...workers] } satisfies ProbeReply),
        (error: unknown) => process.send!({ type: 'probe', processes: [own], error: (error as Error).message } satisfies ProbeReply),
      );
    });
    // The bench went away without stopping us: shut down the way SIGTERM does (sidecar.ts).
    process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
}
