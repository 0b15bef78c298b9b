// One load run: autocannon with 50 connections for ~10 s (or a fixed number of requests), recording every
// response's latency so p50/p95/p99 are exact (autocannon's own summary has no p95).
import autocannon, { type RawRequest } from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** At most this many requests (single-use write traces); the run still stops after durationSeconds. */
  amount?: number;
  next: () => RawRequest;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    amount: options.amount,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...options.next() }) }],
  });
  // Latency and throughput count successful answers only; anything else is reported as non-2xx.
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    if (status < 300) latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  // With `amount` autocannon ignores the duration; keep the run to the same length as the others.
  const timer = options.amount ? setTimeout(() => instance.stop(), options.durationSeconds * 1000) : null;
  const result = await instance;
  if (timer) clearTimeout(timer);
  latencies.sort((a, b) => a - b);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}
