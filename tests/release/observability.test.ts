// Logs, metrics and traces of the release's processes (docs/operations.md "Logs, metrics and traces"), with real
// processes and a local OTLP collector stub:
//   - a password-reset request's id is in the response header, in its access line, and on the worker's line for the
//     email job the request queued;
//   - the metrics ports refuse anonymous scrapes and expose the request histogram (summed over the web server's two
//     processes by its cluster primary) and the job counters afterwards;
//   - the request's trace reaches the collector: the HTTP span named by its route template, a database span in it, and
//     the worker's span for the email job.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { freePort, freshDatabase, productionEnv, runRole, startRole, waitForStatus, type ReleaseProcess } from './support/release';
import { startCollector, type Collector, type ReceivedSpan } from './support/otlp-collector';

const running: ReleaseProcess[] = [];
let collector: Collector | undefined;
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  await collector?.close();
});

type LogLine = Record<string, unknown>;

/** A JSON POST to 127.0.0.1 naming `host` (Node's fetch neither resolves *.localhost nor sends a Host header of ours). */
function post(port: number, host: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request({
      host: '127.0.0.1', port, path, method: 'POST',
      headers: { host: `${host}:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
    }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The process's JSON log lines (other output, such as Next's own banner, is skipped). */
function logLines(process: ReleaseProcess): LogLine[] {
  return process.output().split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

/** Resolves with the first log line that matches, as soon as the process prints it; rejects if it exits first. */
function waitForLog(process: ReleaseProcess, test: (line: LogLine) => boolean): Promise<LogLine> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = logLines(process).find(test);
      if (found) {
        cleanup();
        resolve(found);
      } else if (process.child.exitCode !== null || process.child.signalCode !== null) {
        cleanup();
        reject(new Error(`the process exited before printing the line:\n${process.output().slice(-3000)}`));
      }
    };
    const cleanup = () => {
      process.child.stdout!.off('data', check);
      process.child.off('exit', check);
    };
    process.child.stdout!.on('data', check);
    process.child.on('exit', check);
    check();
  });
}

/** The span's ancestors within its trace, nearest first. */
function ancestors(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  let current: ReceivedSpan | undefined = span;
  while (current?.parentSpanId) {
    current = spans.find((s) => s.traceId === span.traceId && s.spanId === current!.parentSpanId);
    if (current) chain.push(current);
  }
  return chain;
}

describe('logs, metrics and traces of the release', () => {
  it('follows a request by its id into its access line and its job, counts it, and traces it to the database', async () => {
    onTestFailed(() => {
      for (const process of running) console.log(`--- ${process.child.spawnargs.at(-1)} output:\n${process.output().slice(-6000)}`);
      console.log(`--- spans received: ${JSON.stringify(collector?.spans.map((s) => [s.name, s.kind, s.traceId.slice(0, 8), s.parentSpanId]))}`);
    });
    const databaseUrl = await freshDatabase('observability');
    const [port, socketPort, webMetrics, workerMetrics] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const token = randomBytes(24).toString('base64url');
    collector = await startCollector();
    const settings = {
      DATABASE_URL: databaseUrl, PORT: String(port), SOCKET_PORT: String(socketPort), WEB_CONCURRENCY: '1', HOSTNAME_BIND: '127.0.0.1',
      LOG_LEVEL: 'info', METRICS_TOKEN: token,
      // One secret for both: the web process seals the stored email's secrets, the worker opens them.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // One file store for both processes, as on one box (a process beside another with its own store refuses to start).
      UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), 'renew-observability-uploads-')),
    };
    const migrate = await runRole('migrate', productionEnv(settings));
    expect(migrate.code, migrate.output).toBe(0);

    // An account of the dashboard host (dashboard.localhost: accounts of no promotion) to send a reset link to.
    const email = `observed-${randomBytes(3).toString('hex')}@example.com`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`INSERT INTO users (email, role, updated_at) VALUES ($1, 'Master', now())`, [email]);
    await client.end();

    // Two web processes under one cluster primary, which serves their summed metrics on the one metrics port.
    const web = startRole('web', productionEnv({
      ...settings, WEB_CONCURRENCY: '2', WEB_METRICS_PORT: String(webMetrics),
      // Traces exported in small batches, so the test does not wait on the 5 s default.
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100',
    }));
    const worker = startRole('worker', productionEnv({
      ...settings, WORKER_METRICS_PORT: String(workerMetrics), OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100',
    }));
    running.push(web, worker);
    await waitForStatus(`http://127.0.0.1:${port}/api/health`, 200, web);

    // A client's own X-Request-Id is not taken without a trusted proxy in front (TRUST_PROXY unset).
    const response = await post(port, 'dashboard.localhost', '/api/users/forgot', { email }, { 'x-request-id': 'forged-request-id-0001' });
    expect(response.status, response.body).toBe(200);
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    // The access line: route template, status, duration, ids; never the email.
    const access = await waitForLog(web, (line) => line.kind === 'access' && line.requestId === requestId);
    expect(access).toMatchObject({ level: 'info', service: 'web', method: 'POST', route: '/api/users/forgot', status: 200, userId: null, promotionId: null });
    expect(typeof access.ms).toBe('number');
    const accessText = logLines(web).filter((line) => line.requestId === requestId).map((line) => JSON.stringify(line)).join('\n');
    expect(accessText).not.toContain(email);

    // The email job the request queued runs in the worker under the same id.
    const job = await waitForLog(worker, (line) => line.requestId === requestId && line.message === 'job completed');
    expect(job).toMatchObject({ service: 'worker', queue: 'email.send' });

    // Metrics: never on the web port; the metrics port refuses a scrape without the token, or with a wrong one.
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${webMetrics}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${webMetrics}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    const scrape = await fetch(`http://127.0.0.1:${webMetrics}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^renew_http_request_duration_seconds_count\{method="POST",route="\/api\/users\/forgot",status="200"\} 1$/m);
    expect(text).toMatch(/^renew_db_pool_connections\{pool="app",state="waiting"\} \d+$/m);
    const workerScrape = await (await fetch(`http://127.0.0.1:${workerMetrics}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(workerScrape).toMatch(/^renew_jobs_completed_total\{queue="email.send"\} 1$/m);
    expect(workerScrape).toMatch(/^renew_jobs_queue_depth\{queue="email.send",state="ready"\} \d+$/m);

    // The trace: the server span named by the route template, and a PostgreSQL query span inside it.
    const { route, query } = await collector.waitFor((spans) => {
      const route = spans.find((s) => s.kind === 2 && s.name === 'POST /api/users/forgot');
      const query = route && spans.find((s) => s.traceId === route.traceId && (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql');
      return route && query ? { route, query } : undefined;
    });
    expect(route).toMatchObject({ service: 'renew-web', attributes: expect.objectContaining({ 'http.route': '/api/users/forgot' }) });
    expect(ancestors(query, collector.spans).map((s) => s.spanId)).toContain(route.spanId);

    // The email job's span, in the worker, belongs to the same trace: a child of the span that queued it.
    const jobSpan = await collector.waitFor((spans) => spans.find((s) => s.name === 'job email.send' && s.traceId === route.traceId));
    expect(jobSpan).toMatchObject({ service: 'renew-worker', kind: 5, attributes: expect.objectContaining({ 'renew.request_id': requestId }) });
    expect(ancestors(jobSpan, collector.spans).map((s) => s.spanId)).toContain(route.spanId);
  });
});
