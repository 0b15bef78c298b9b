// Many nodes, one product (issue 30; docs/deployment.md "Connections", "Read replicas"; docs/realtime.md "Delivery
// without loss"), with real processes of the release: two web servers (A and B), two sidecars, two workers, one
// PostgreSQL, PgBouncer in transaction mode between every app process and PostgreSQL, moto_server as the S3 bucket,
// no Redis. Each process has a working directory of its own, so no two of them share a disk. A second database cloned
// from the first (CREATE DATABASE … TEMPLATE) stands in for a read replica.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, pgbouncerAvailable, type PgBouncer } from '../helpers/pgbouncer';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { freePort, freshDatabase, productionEnv, runRole, startRole, waitForStatus, type ReleaseProcess } from './support/release';

const PASSWORD = 'Welcome1!'; // the demo seed's
const SILENCE_MS = 500;
const DASH = 'dashboard.localhost';
const tools = pgbouncerAvailable() && spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0;

interface Node {
  port: number;
  socketPort: number;
  web: ReleaseProcess;
  sidecar: ReleaseProcess;
  worker: ReleaseProcess;
  mailDir: string;
}

const running: ReleaseProcess[] = [];
const sockets: Socket[] = [];
let bouncer: PgBouncer | undefined;
let listenProxy: TcpProxy | undefined;
let s3: S3Server | undefined;
let primaryUrl = '';
let replicaUrl = '';
let A: Node;
let B: Node;
let acme: { id: number; websocket_channel: string };

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json: any }

/** One request to a web node, for the page host `host` (Node cannot resolve *.localhost: dial 127.0.0.1, name the host). */
async function request(node: Node, host: string, method: string, urlPath: string, options: { cookie?: string; body?: unknown; form?: FormData } = {}): Promise<Answer> {
  let payload: Buffer | undefined;
  const headers: Record<string, string> = { host: `${host}:${node.port}`, origin: `http://${host}:${node.port}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.form) {
    const encoded = new Request('http://x/', { method: 'POST', body: options.form });
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type')!;
  } else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] = 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: node.port, method, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        let json: unknown = null;
        try {
          json = JSON.parse(body.toString());
        } catch {
          // not JSON (a file)
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in through `node`: the session cookie (and any other cookie the answer sets). */
async function signIn(node: Node, host: string, email: string): Promise<string> {
  const res = await request(node, host, 'POST', '/api/users/authenticate', { body: { email, password: PASSWORD, stay_logged_in: false } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const set = res.headers['set-cookie'] ?? [];
  return set.map((c) => c.split(';')[0]).join('; ');
}

/** A socket on `node`'s sidecar, connected, in the acme channel. */
async function openSocket(node: Node, cookie: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${node.socketPort}`, {
    transports: ['websocket'], extraHeaders: { host: `acme.localhost:${node.port}`, cookie }, reconnection: false, forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5000).emitWithAck('joinChannel', acme.websocket_channel);
  expect(ack).toEqual({ ok: true, channel: acme.websocket_channel });
  return socket;
}

async function until(check: () => Promise<boolean> | boolean, what: string, limitMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const began = Date.now();
/** Progress of the set-up on the test's output: where the time goes when a slow machine nears the time limit. */
const step = (what: string) => console.info(`[multi-node] ${what} after ${((Date.now() - began) / 1000).toFixed(1)} s`);

/** Waits for a node's /api/ready 200; past the limit, fails with what readiness says and what the processes printed. */
async function ready(node: Node, limitMs = 150_000): Promise<void> {
  const waiting = waitForStatus(`http://127.0.0.1:${node.port}/api/ready`, 200, node.web);
  // A sidecar or worker that dies at start fails the wait at once, with its output.
  const died = Promise.race([node.sidecar, node.worker].map((p) => p.exited.then((code) => {
    throw new Error(`a process of the node on ${node.port} exited (${code}):\n${p.output().slice(-3000)}`);
  })));
  died.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      const answer = await fetch(`http://127.0.0.1:${node.port}/api/ready`).then((r) => r.text(), (e: Error) => e.message);
      const tail = (p: ReleaseProcess) => p.output().split('\n').filter((l) => !l.includes('cache invalidation')).slice(-15).join('\n');
      reject(new Error(`node on ${node.port} not ready in ${limitMs / 1000} s: ${answer}\n-- web\n${tail(node.web)}\n-- sidecar\n${tail(node.sidecar)}\n-- worker\n${tail(node.worker)}`));
    }, limitMs);
  });
  try {
    await Promise.race([waiting, late, died]);
  } finally {
    clearTimeout(timer);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!tools)('many nodes, one product (issue 30)', () => {
  beforeAll(async () => {
    primaryUrl = await freshDatabase('multinode');
    const server = new URL(primaryUrl);
    const [bouncerPort, ...ports] = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    const authSecret = randomBytes(32).toString('base64url');

    // The schema and the demo accounts, then the "replica": a copy taken now, marked so a read from it shows.
    const seeded = await runRole('seed', productionEnv({ DATABASE_URL: primaryUrl, AUTH_SECRET: authSecret }));
    expect(seeded.code, seeded.output).toBe(0);
    step('seeded');
    const replicaName = `${server.pathname.slice(1)}_replica`;
    await sql(primaryUrl.replace(server.pathname, '/postgres'), `CREATE DATABASE "${replicaName}" TEMPLATE "${server.pathname.slice(1)}"`);
    replicaUrl = primaryUrl.replace(server.pathname, `/${replicaName}`);
    await sql(replicaUrl, "UPDATE profiles SET first_name = 'OnTheReplica' WHERE user_id = (SELECT id FROM users WHERE email = 'participant@example.com')");
    [acme] = await sql<{ id: number; websocket_channel: string }>(primaryUrl, "SELECT id, websocket_channel FROM promotions WHERE subdomain = 'acme'");
    // The job schema is fresh: the two workers below create it together.
    expect((await sql<{ present: boolean }>(primaryUrl, "SELECT to_regnamespace('pgboss') IS NOT NULL AS present"))[0]!.present).toBe(false);

    bouncer = await startPgBouncer({ host: server.hostname, port: Number(server.port || 5432), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) }, bouncerPort);
    listenProxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    s3 = await startS3Server();
    step('pgbouncer and moto_server up');

    const shared = {
      AUTH_SECRET: authSecret,
      DATABASE_URL: bouncer.rewrite(primaryUrl),
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: primaryUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      DATABASE_POOL_SIZE: '4',
      ...s3.env,
      WEB_CONCURRENCY: '1',
      HOSTNAME_BIND: '127.0.0.1',
    };
    const settingsOf = (port: number, socketPort: number) => ({
      ...shared, PORT: String(port), SOCKET_PORT: String(socketPort), SOCKET_INTERNAL_URL: `http://127.0.0.1:${socketPort}`,
    });
    const mailDirs = ['a', 'b'].map((n) => mkdtempSync(path.join(os.tmpdir(), `renew-mail-${n}-`)));
    const [settingsA, settingsB] = [settingsOf(ports[0]!, ports[1]!), settingsOf(ports[2]!, ports[3]!)];
    // The two workers first, at the same instant, on the fresh job schema.
    const workers = [settingsA, settingsB].map((settings, i) => startRole('worker', productionEnv({ ...settings, MAIL_CAPTURE_DIR: mailDirs[i]! })));
    // Sidecar B listens through a proxy the LISTEN-cut test can cut; everything else reaches PostgreSQL directly.
    const sidecars = [startRole('sidecar', productionEnv(settingsA)), startRole('sidecar', productionEnv({ ...settingsB, DATABASE_DIRECT_URL: listenProxy.rewrite(primaryUrl) }))];
    const webs = [settingsA, settingsB].map((settings) => startRole('web', productionEnv(settings)));
    running.push(...workers, ...sidecars, ...webs);
    A = { port: ports[0]!, socketPort: ports[1]!, web: webs[0]!, sidecar: sidecars[0]!, worker: workers[0]!, mailDir: mailDirs[0]! };
    B = { port: ports[2]!, socketPort: ports[3]!, web: webs[1]!, sidecar: sidecars[1]!, worker: workers[1]!, mailDir: mailDirs[1]! };
    step('processes started');
    await Promise.all([A, B].map((n) => ready(n)));
    step('both nodes ready');
  }, 240_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all(running.map((p) => p.stop()));
    await s3?.stop();
    for (const n of [A, B]) if (n) rmSync(n.mailDir, { recursive: true, force: true });
    await bouncer?.stop();
    await listenProxy?.close();
    if (replicaUrl) {
      const name = new URL(replicaUrl).pathname.slice(1);
      await sql(replicaUrl.replace(`/${name}`, '/postgres'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });

  it('two workers started together on a fresh job schema both run, and each job runs once', async () => {
    for (const n of [A, B]) expect(n.worker.child.exitCode, n.worker.output()).toBeNull();
    for (const n of [A, B]) await until(() => /Job worker started/.test(n.worker.output()), 'worker started');
    // 18 password-reset mails (6 accounts × 3, under the per-address and per-client limits), asked through A and B.
    const emails = ['participant', 'friend', 'newcomer', 'coordinator', 'regional.coordinator', 'location.coordinator'].map((e) => `${e}@example.com`);
    // One at a time: the throttle answers 429 to a request that finds its client's lock busy (decision 004).
    for (const [i, email] of emails.entries()) {
      for (const k of [0, 1, 2]) {
        const res = await request((i + k) % 2 ? B : A, 'acme.localhost', 'POST', '/api/users/forgot', { body: { email } });
        expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
      }
    }
    const mails = () => [A, B].flatMap((n) => readdirSync(n.mailDir).map((f) => readFileSync(path.join(n.mailDir, f), 'utf8')));
    await until(() => mails().length >= 18, '18 mails sent', 60_000);
    await pause(SILENCE_MS * 2);
    const sent = mails();
    expect(sent).toHaveLength(18);
    expect(new Set(sent).size).toBe(18); // every mail its own (a job run twice would send one twice)
    for (const n of [A, B]) expect(n.worker.child.exitCode, n.worker.output()).toBeNull();
  });

  it('a post created through A reaches a socket on B exactly once', async () => {
    const author = await signIn(A, 'acme.localhost', 'participant@example.com');
    const reader = await openSocket(B, await signIn(B, 'acme.localhost', 'friend@example.com'));
    const seen: { id: number }[] = [];
    reader.on('newPostCreated', (post: { id: number }) => seen.push(post));
    const created = await request(A, 'acme.localhost', 'POST', '/api/posts', { cookie: author, body: { content: 'From node A' } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    await until(() => seen.length > 0, 'the post on B');
    await pause(SILENCE_MS);
    expect(seen.map((p) => p.id)).toEqual([created.json.id]);
  });

  it('a sidecar whose LISTEN connection is cut and restored delivers every event committed in between, once', async () => {
    const author = await signIn(A, 'acme.localhost', 'participant@example.com');
    const reader = await openSocket(B, await signIn(B, 'acme.localhost', 'newcomer@example.com'));
    const seen: number[] = [];
    let resyncs = 0;
    reader.on('newPostCreated', (post: { id: number }) => seen.push(post.id));
    reader.on('resync', () => { resyncs += 1; });
    const listening = async () => (await sql<{ n: number }>(primaryUrl,
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'renew-realtime-listen' AND datname = current_database()"))[0]!.n;
    expect(await listening()).toBe(2);

    // B's LISTEN connection ends (and cannot come back while the proxy refuses it); A's is terminated too and returns.
    listenProxy!.cut();
    await sql(primaryUrl, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'renew-realtime-listen' AND datname = current_database()");
    await until(async () => (await listening()) === 1, "only A's sidecar listening");
    const ids: number[] = [];
    for (const content of ['While B was deaf 1', 'While B was deaf 2', 'While B was deaf 3']) {
      const res = await request(A, 'acme.localhost', 'POST', '/api/posts', { cookie: author, body: { content } });
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    await pause(SILENCE_MS);
    expect(seen).toEqual([]);

    listenProxy!.restore();
    await until(() => seen.length >= 3 || resyncs > 0, 'the missed posts (or a resync) on B');
    await pause(SILENCE_MS);
    // Within the outbox's retention every event is replayed, once, in order; a resync would be the fallback.
    expect(resyncs).toBe(0);
    expect(seen).toEqual(ids);
  });

  it('a photo uploaded through A is served by B', async () => {
    const cookieA = await signIn(A, 'acme.localhost', 'participant@example.com');
    const png = await sharp({ create: { width: 200, height: 160, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'multi-node.png');
    const uploaded = await request(A, 'acme.localhost', 'POST', '/api/files/upload', { cookie: cookieA, form });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const file = uploaded.json.files[0] as { url: string; byte_size: number };
    const cookieB = await signIn(B, 'acme.localhost', 'participant@example.com');
    const served = await request(B, 'acme.localhost', 'GET', file.url, { cookie: cookieB });
    expect(served.status).toBe(200);
    expect(served.body.byteLength).toBe(file.byte_size);
  });

  it('an eligibility file uploaded through A is processed by a worker that has no access to A\'s disk', async () => {
    const master = await signIn(A, DASH, 'master@example.com');
    const form = new FormData();
    form.set('file', new File(['Employee ID,First Name,Last Name,Email\nMN-1,Ada,Node,ada.node@example.com\nMN-2,Bo,Node,bo.node@example.com\n'], 'nodes.csv', { type: 'text/csv' }));
    const uploaded = await request(A, DASH, 'POST', `/api/eligibility_files?promotion_id=${acme.id}`, { cookie: master, form });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const id = uploaded.json.id as number;
    const started = await request(A, DASH, 'POST', `/api/eligibility_files/${id}/process?promotion_id=${acme.id}`, { cookie: master, body: { mapping: uploaded.json.preview.mapping } });
    expect(started.status, JSON.stringify(started.json)).toBeLessThan(300);
    let status: any;
    await until(async () => {
      status = (await request(B, DASH, 'GET', `/api/eligibility_files/${id}/processing_status?promotion_id=${acme.id}`, { cookie: await masterOnB() })).json;
      return status?.status !== 'processing' && status?.status !== 'uploaded';
    }, 'the file processed', 60_000);
    expect(status).toMatchObject({ status: 'processed', rows_processed: 2, error_count: 0 });
  });

  it('a report runs on the replica when one is configured', async () => {
    const master = await signIn(A, DASH, 'master@example.com');
    const res = await request(A, DASH, 'POST', `/api/promotions/${acme.id}/reports/new/run?is_custom=true`, {
      cookie: master, body: { report_type: 'SQL', sql: "SELECT first_name FROM users WHERE email = 'participant@example.com'" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.rows).toEqual([['OnTheReplica']]);
    // The primary still holds the real name: the report read the replica.
    expect((await sql<{ first_name: string }>(primaryUrl, "SELECT first_name FROM profiles WHERE user_id = (SELECT id FROM users WHERE email = 'participant@example.com')"))[0]!.first_name).not.toBe('OnTheReplica');
  });

  it('the same sign-in throttle holds across A and B', async () => {
    const attempt = (node: Node, email: string) =>
      request(node, 'acme.localhost', 'POST', '/api/users/authenticate', { body: { email, password: 'wrong-password', stay_logged_in: false } });
    /** Failed sign-ins for a new address until one is refused (the lock or the throttle, docs/decisions/002 and 004). */
    const failuresUntilRefused = async (nodes: Node[]) => {
      const email = `nobody-${randomBytes(3).toString('hex')}@example.com`;
      for (let i = 0; i < 30; i++) {
        const res = await attempt(nodes[i % nodes.length]!, email);
        if (res.status !== 401) return { email, failures: i, refusal: res.status };
      }
      throw new Error('never refused');
    };
    // Through A alone, then alternating A and B: the same count, so A and B count the same attempts (a per-process
    // count would let twice as many through the pair).
    const alone = await failuresUntilRefused([A]);
    const both = await failuresUntilRefused([A, B]);
    expect(alone.failures).toBeGreaterThan(1);
    expect(both.failures).toBe(alone.failures);
    // And once refused, refused by both.
    expect((await attempt(A, both.email)).status).toBe(both.refusal);
    expect((await attempt(B, both.email)).status).toBe(both.refusal);
  });

  it('a promotion flag changed through A is seen by B within a second', async () => {
    const master = await signIn(A, DASH, 'master@example.com');
    const current = async () => (await request(B, 'acme.localhost', 'GET', '/api/promotions/current')).json as { is_teams_enabled: boolean };
    const before = (await current()).is_teams_enabled;
    expect((await current()).is_teams_enabled).toBe(before); // B has it cached
    const saved = await request(A, DASH, 'PUT', `/api/promotions/${acme.id}`, { cookie: master, body: { flags: { is_teams_enabled: !before } } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await until(async () => (await current()).is_teams_enabled === !before, 'the flag on B', 1_000);
    await request(A, DASH, 'PUT', `/api/promotions/${acme.id}`, { cookie: master, body: { flags: { is_teams_enabled: before } } });
  });

  it('every process is still up, and every app path went through the pooler', async () => {
    for (const p of running) expect(p.child.exitCode, p.output().slice(-2000)).toBeNull();
    // The pooler served the app (its clients are the app's pools), and no named statement broke a request on the way.
    for (const p of running) expect(p.output()).not.toMatch(/prepared statement .* (does not exist|already exists)|unsupported startup parameter/);
  });
});

let masterCookieOnB: string | undefined;
async function masterOnB(): Promise<string> {
  masterCookieOnB ??= await signIn(B, DASH, 'master@example.com');
  return masterCookieOnB;
}
