// The API's direct path (server/web/api-direct.ts; docs/operations.md "The API's direct path") answers exactly as Next
// does. Two web servers of the release on one database and one secret: A with API_FAST_PATH=off (every request through
// Next), B with its production default (on). The same requests go to both, and each answer is compared: status, every
// header but the per-request ones, and the body — refusals (401, 403, 404, 405, 413, 415, 422, a malformed body, a
// cross-site POST), a JSON body large enough to be compressed, a streamed CSV download, a PDF, a multipart upload, a
// sign-in that sets cookies, a handler outside route(). B's access lines show which answers it gave without Next
// (`via: "direct"`) and which it left to Next (HEAD, OPTIONS, the catch-all 404, a redirect).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshDatabase, productionEnv, runRole, startRole, waitForStatus, type ReleaseProcess } from './support/release';

const PASSWORD = 'Welcome1!'; // the demo seed's
const ACME = 'acme.localhost';
const SAME_ORIGIN = '(the server itself)';

interface Server { port: number; web: ReleaseProcess }
interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer; requestId: string }
interface Call {
  method: string;
  path: string;
  host?: string;
  cookie?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

const running: ReleaseProcess[] = [];
let next: Server;
let direct: Server;

afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
});

/** One request, as a browser or client sends it (Node cannot resolve *.localhost: dial 127.0.0.1, name the host). */
function send(server: Server, call: Call): Promise<Answer> {
  const host = call.host ?? ACME;
  const headers: Record<string, string> = { host: `${host}:${server.port}`, ...call.headers };
  // A page of the server's own host posts with its own origin (route() refuses any other).
  if (headers.origin === SAME_ORIGIN) headers.origin = `http://${host}:${server.port}`;
  if (call.cookie) headers.cookie = call.cookie;
  if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: server.port, method: call.method, path: call.path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), requestId: String(response.headers['x-request-id']) }));
      response.on('error', reject);
    });
    // A refused body may close the connection before all of it is sent.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    request.end(call.body);
  });
}

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: SAME_ORIGIN, ...extra },
});

/**
 * Headers as compared: per-request ones left out; a cookie by its name and attributes (its value is new each time); the
 * body's framing left out, because the direct path writes a JSON answer in one piece with its length where Next
 * streams it chunked (server/http/json-response.ts; checked on its own below).
 */
function comparable(headers: http.IncomingHttpHeaders): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'date' || name === 'x-request-id' || name === 'content-length' || name === 'transfer-encoding') continue;
    out[name] = name === 'set-cookie' ? (value as string[]).map((c) => c.replace(/^([^=]+)=[^;]*/, '$1=…').replace(/Expires=[^;]+/i, 'Expires=…')) : value;
  }
  return out;
}

/** Both servers' answers to the same call, the one through Next first. */
async function both(call: Call): Promise<{ viaNext: Answer; viaDirect: Answer }> {
  const viaNext = await send(next, call);
  const viaDirect = await send(direct, call);
  return { viaNext, viaDirect };
}

/** The same status and headers; bodies compared by the caller (exactly unless it says otherwise). */
async function same(call: Call, body: 'exact' | ((answer: Answer) => unknown) = 'exact') {
  const { viaNext, viaDirect } = await both(call);
  const label = `${call.method} ${call.path}`;
  expect(viaDirect.status, `${label}: ${viaDirect.body.toString().slice(0, 300)}`).toBe(viaNext.status);
  expect(comparable(viaDirect.headers), label).toEqual(comparable(viaNext.headers));
  if (body === 'exact') expect(viaDirect.body.toString('base64'), label).toBe(viaNext.body.toString('base64'));
  else expect(body(viaDirect), label).toEqual(body(viaNext));
  return { viaNext, viaDirect };
}

/** B's access line for a request: whether the direct path answered it. */
async function accessLine(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const line = direct.web.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.kind === 'access' && l.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no access line for ${requestId}:\n${direct.web.output().slice(-3000)}`);
}

async function signIn(email: string): Promise<string> {
  const answer = await send(next, { method: 'POST', path: '/api/users/authenticate', ...json({ email, password: PASSWORD, stay_logged_in: false }) });
  expect(answer.status, answer.body.toString()).toBe(200);
  return (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

let participant = '';
let coordinator = '';
let acmeId = 0;

describe("the API's direct path answers as Next does", () => {
  beforeAll(async () => {
    const databaseUrl = await freshDatabase('fast_path');
    const settings = { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString('base64url'), WEB_CONCURRENCY: '1', HOSTNAME_BIND: '127.0.0.1' };
    const seeded = await runRole('seed', productionEnv(settings));
    expect(seeded.code, seeded.output).toBe(0);
    const [portA, portB] = [await freePort(), await freePort()];
    next = { port: portA, web: startRole('web', productionEnv({ ...settings, PORT: String(portA), API_FAST_PATH: 'off' })) };
    direct = { port: portB, web: startRole('web', productionEnv({ ...settings, PORT: String(portB) })) };
    running.push(next.web, direct.web);
    await Promise.all([waitForStatus(`http://127.0.0.1:${portA}/api/health`, 200, next.web), waitForStatus(`http://127.0.0.1:${portB}/api/health`, 200, direct.web)]);
    participant = await signIn('participant@example.com');
    coordinator = await signIn('coordinator@example.com');
    acmeId = (JSON.parse((await send(next, { method: 'GET', path: '/api/promotions/current' })).body.toString()) as { id: number }).id;
  });

  it('answers reads the same, and answers them without Next', async () => {
    for (const call of [
      { method: 'GET', path: '/api/promotions/current' },
      { method: 'GET', path: '/api/header_counts', cookie: participant },
      { method: 'GET', path: '/api/logging', cookie: participant },
      { method: 'GET', path: '/api/users/me', cookie: participant },
      { method: 'GET', path: `/api/promotions/${acmeId}/leaderboard?page=1`, cookie: participant },
      // Compressed as Next compresses (gzip above 1 KB, Vary: Accept-Encoding).
      { method: 'GET', path: '/api/posts?page_size=20', cookie: participant, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    ]) {
      const { viaDirect } = await same(call, call.headers ? (a) => JSON.parse((a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString()) : 'exact');
      expect(viaDirect.status, call.path).toBe(200);
      expect(await accessLine(viaDirect.requestId), call.path).toMatchObject({ status: 200, via: 'direct' });
      // Written in one piece: its length declared, no chunked framing (a compressed answer's length is the gzip's).
      if (!viaDirect.headers['content-encoding']) {
        expect(viaDirect.headers['content-length'], call.path).toBe(String(viaDirect.body.length));
        expect(viaDirect.headers['transfer-encoding'], call.path).toBeUndefined();
      }
    }
    const { viaDirect } = await both({ method: 'GET', path: '/api/posts?page_size=20', cookie: participant, headers: { 'accept-encoding': 'gzip' } });
    expect(viaDirect.headers['content-encoding']).toBe('gzip');
    // The security headers and the API's cache rules (tests/e2e/security-headers.spec.ts, cache-headers.ts).
    expect(viaDirect.headers).toMatchObject({
      'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin', 'cache-control': 'no-store',
    });
    expect(viaDirect.headers.vary).toMatch(/Cookie/);
  });

  it('refuses the same way: 401, 403, 404, 405, 413, 415, 422, a malformed body, a cross-site POST', async () => {
    const cases: [Call, number, boolean][] = [
      [{ method: 'GET', path: '/api/header_counts' }, 401, true],
      [{ method: 'GET', path: `/api/promotions/${acmeId}/participants`, cookie: participant }, 403, true],
      [{ method: 'GET', path: '/api/posts/999999999', cookie: participant }, 404, true],
      [{ method: 'POST', path: '/api/user_activities', cookie: participant, ...json({ activity_id: 'x' }) }, 422, true],
      [{ method: 'POST', path: '/api/user_activities', cookie: participant, ...json({}), body: '{"activity_id":' }, 400, true],
      [{ method: 'POST', path: '/api/user_activities', cookie: participant, ...json({}), body: 'activity_id=1', headers: { 'content-type': 'text/plain', origin: SAME_ORIGIN } }, 415, true],
      [{ method: 'POST', path: '/api/user_activities', cookie: participant, ...json({ note: 'x'.repeat(1024 * 1024 + 10) }) }, 413, true],
      [{ method: 'POST', path: '/api/user_activities', cookie: participant, ...json({ activity_id: 1 }, { origin: 'http://evil.example' }) }, 403, true],
      // Before either: the web server's own 405; an unknown path is Next's catch-all 404 on both.
      [{ method: 'DELETE', path: '/api/logging', cookie: participant }, 405, false],
      [{ method: 'GET', path: '/api/no/such/route' }, 404, false],
    ];
    for (const [call, status, viaDirect] of cases) {
      const answers = await same(call);
      expect(answers.viaDirect.status, `${call.method} ${call.path}`).toBe(status);
      const line = await accessLine(answers.viaDirect.requestId);
      expect(line.via, `${call.method} ${call.path}`).toBe(viaDirect ? 'direct' : undefined);
    }
  });

  it('streams a CSV download and a PDF, and takes a multipart upload', async () => {
    const csv = await same({ method: 'GET', path: '/api/export/entries', cookie: participant });
    expect(csv.viaDirect.status).toBe(200);
    expect(csv.viaDirect.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.viaDirect.headers['transfer-encoding']).toBe('chunked');
    expect(await accessLine(csv.viaDirect.requestId)).toMatchObject({ via: 'direct' });

    // The PDF carries its creation time: the same kind of file, of about the same size.
    const pdf = await same({ method: 'GET', path: '/api/journey.pdf', cookie: participant }, (a) => ({ magic: a.body.subarray(0, 5).toString(), kb: Math.round(a.body.length / 1024) }));
    expect(pdf.viaDirect.headers['content-type']).toBe('application/pdf');

    const png = await sharp({ create: { width: 160, height: 160, channels: 3, background: '#3a7' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const upload = {
      method: 'POST', path: `/api/files/upload?promotion_id=${acmeId}`, cookie: participant,
      headers: { 'content-type': encoded.headers.get('content-type')!, origin: SAME_ORIGIN },
      body: Buffer.from(await encoded.arrayBuffer()),
    };
    const stored = await same(upload, (a) => {
      const answer = JSON.parse(a.body.toString()) as { files?: Record<string, unknown>[] };
      return answer.files?.map(({ id, url, ...rest }) => ({ ...rest, id: typeof id, url: typeof url })) ?? answer;
    });
    expect(stored.viaDirect.status, stored.viaDirect.body.toString()).toBe(201);
    expect(await accessLine(stored.viaDirect.requestId)).toMatchObject({ via: 'direct', status: 201 });
  });

  it('sets the same cookies, answers handlers outside route() the same, and leaves HEAD, OPTIONS and redirects to Next', async () => {
    const signedIn = await same({ method: 'POST', path: '/api/users/authenticate', ...json({ email: 'friend@example.com', password: PASSWORD, stay_logged_in: true }) });
    expect(signedIn.viaDirect.status).toBe(200);
    expect(signedIn.viaDirect.headers['set-cookie']?.length).toBeGreaterThan(0);
    // A coordinator's list (scope and action another role's).
    await same({ method: 'GET', path: `/api/promotions/${acmeId}/participants?page_size=5`, cookie: coordinator });

    const health = await same({ method: 'GET', path: '/api/health' }, (a) => Object.keys(JSON.parse(a.body.toString()) as object));
    expect(await accessLine(health.viaDirect.requestId)).toMatchObject({ via: 'direct' });

    for (const call of [
      { method: 'HEAD', path: '/api/promotions/current' },
      { method: 'OPTIONS', path: '/api/logging' },
      { method: 'GET', path: '/api/promotions/current/' },
      { method: 'GET', path: '/api/promotions//current' },
    ]) {
      const { viaDirect } = await same(call);
      expect((await accessLine(viaDirect.requestId)).via, `${call.method} ${call.path}`).toBeUndefined();
    }
  });
});
