// Web push: a participant's browser registers its subscription; a master previews and sends a push notification job;
// the worker pushes it to a real subscription endpoint (a local HTTP server standing in for the push service:
// web-push encrypts and signs, the server decrypts nothing and checks that a well-formed POST arrived); a 410 prunes
// the subscription; the promotion's push flags drive scheduled pushes once per person.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { runPushJob } from '@/server/push/jobs';
import { runScheduledPushes } from '@/server/push/scheduled';
import { zonedToUtc } from '@/lib/emails/send-time';
import { todayIn } from '@/lib/promotion-dates';
import { GET as getDevice, POST as postDevice, DELETE as deleteDevice } from '@/app/api/push_notifications/device/route';
import { GET as getFilters } from '@/app/api/push_notifications/job_filters/route';
import { POST as postPreview } from '@/app/api/push_notifications/preview/route';
import { GET as getJobs, POST as postJob } from '@/app/api/push_notifications/jobs/route';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';

// The push service stands in on 127.0.0.1: the development setting of the outbound guard lets the worker reach it
// (tests/integration/security-outbound.test.ts runs without it).
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK = 'true';
});

const DASHBOARD = 'dashboard.localhost:3000';

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

let server: Server;
let base: string;
const hits: Hit[] = [];

/** A self-signed certificate for 127.0.0.1 (push services are HTTPS only, and web-push speaks only HTTPS). */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  const tls = selfSigned();
  // web-push requests through the global HTTPS agent: trust our push service's certificate in this process.
  globalAgent.options.ca = [tls.cert];
  // The push service: answers 201 to /ok/*, 410 Gone to /gone/* (an expired subscription).
  server = createServer(tls, (req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopEnqueuer();
});

/** A browser's subscription: a real P-256 public key and auth secret, so web-push can encrypt to it. */
function subscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${base}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

async function setup(flags: Record<string, boolean> = {}, startedDaysAgo = 10) {
  const promotion = await createPromotion({ startedDaysAgo, data: { flags } });
  const alice = await createUser({ promotionId: promotion.id, firstName: 'Alice', lastName: 'Able' });
  const bob = await createUser({ promotionId: promotion.id, firstName: 'Bob', lastName: 'Baker' });
  const master = await createUser({ promotionId: null, role: 'Master' });
  return {
    promotion, alice, bob,
    aliceCookie: await signInCookie(alice, { promotionId: promotion.id }),
    masterCookie: await signInCookie(master, { promotionId: null }),
  };
}

const register = (host: string, cookie: string, body: unknown) =>
  callRoute(postDevice, { method: 'POST', host, path: '/api/push_notifications/device', cookie, body });

describe('devices', () => {
  it('gives the stored VAPID public key and registers one row per browser endpoint', async () => {
    const { promotion, alice, aliceCookie, masterCookie } = await setup();
    const key = await callRoute(getDevice, { host: promotion.host, path: '/api/push_notifications/device', cookie: aliceCookie });
    expect(key.status).toBe(200);
    expect(key.json.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const stored = await db.webPushKey.findUniqueOrThrow({ where: { id: 1 } });
    expect(stored.public_key).toBe(key.json.public_key);
    // The private key is sealed: nothing in the row decodes to a raw 32-byte P-256 key.
    expect(stored.private_key_sealed.split('.')).toHaveLength(3);

    const sub = subscription('/ok/alice');
    const first = await register(promotion.host, aliceCookie, { uuid: 'browser-1', subscription: sub });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ uuid: 'browser-1', platform: 'web', subscribed: true });
    // The same browser again under a new uuid: still one row.
    await register(promotion.host, aliceCookie, { uuid: 'browser-1b', subscription: sub });
    expect(await db.pushDevice.count({ where: { user_id: alice.id } })).toBe(1);

    const bad = await register(promotion.host, aliceCookie, { uuid: 'x', subscription: { endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } } });
    expect(bad.status).toBe(422);
    // Only a participant of this promotion, on its site.
    expect((await register(DASHBOARD, masterCookie, { uuid: 'm', subscription: sub })).status).toBe(404);

    const off = await callRoute(deleteDevice, { method: 'DELETE', host: promotion.host, path: '/api/push_notifications/device', cookie: aliceCookie, body: { endpoint: sub.endpoint } });
    expect(off.status).toBe(204);
    expect(await db.pushDevice.count({ where: { user_id: alice.id } })).toBe(0);
  });
});

describe('push notification jobs', () => {
  it('refuses a job without filter or recipients, previews the audience and creates the job (201)', async () => {
    const { promotion, alice, aliceCookie, masterCookie } = await setup();
    await register(promotion.host, aliceCookie, { uuid: 'a1', subscription: subscription('/ok/a1') });
    const filters = await callRoute(getFilters, { host: DASHBOARD, path: '/api/push_notifications/job_filters', cookie: masterCookie });
    expect(filters.json.data.map((f: { id: string }) => f.id)).toContain('all');

    const job = { title: 'Hello', message: 'Time to move!' };
    const none = await callRoute(postJob, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/jobs', cookie: masterCookie, body: { promotion_id: promotion.id, filters: [], recipients: ' ', push_notification_job: job } });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual(['No filter selected']);
    const noPreview = await callRoute(postPreview, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/preview', cookie: masterCookie, body: { promotion_id: promotion.id, filters: [] } });
    expect(noPreview.json.errors).toEqual(['No filter selected']);

    const all = await callRoute(postPreview, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/preview', cookie: masterCookie, body: { promotion_id: promotion.id, filters: ['all'] } });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ count: 2, reachable: 1 });
    expect(all.json.data.map((r: { first_name: string }) => r.first_name)).toEqual(['Alice', 'Bob']);
    const typed = await callRoute(postPreview, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/preview', cookie: masterCookie, body: { promotion_id: promotion.id, filters: [], recipients: `${alice.email.toUpperCase()}; nobody@example.com` } });
    expect(typed.json.count).toBe(1);
    expect(typed.json.data[0].email).toBe(alice.email);

    const created = await callRoute(postJob, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/jobs', cookie: masterCookie, body: { promotion_id: promotion.id, filters: ['all'], push_notification_job: job } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: 'Hello', message: 'Time to move!', filters: ['all'], recipient_count: 2, status: 'queued' });
    const listed = await callRoute(getJobs, { host: DASHBOARD, path: `/api/push_notifications/jobs?promotion_id=${promotion.id}`, cookie: masterCookie });
    expect(listed.json.data[0].id).toBe(created.json.id);
    expect(await db.auditEvent.count({ where: { record_type: 'PushNotificationJob', record_id: String(created.json.id) } })).toBe(1);
    const blankMessage = await callRoute(postJob, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/jobs', cookie: masterCookie, body: { promotion_id: promotion.id, filters: ['all'], push_notification_job: { title: 'Hi', message: ' ' } } });
    expect(blankMessage.json.errors).toEqual(['Oops, a message is needed.']);
    const unknown = await callRoute(postJob, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/jobs', cookie: masterCookie, body: { promotion_id: 2 ** 31 - 2, filters: ['all'], push_notification_job: job } });
    expect(unknown.status).toBe(404);
  });

  it('is for masters: a coordinator is refused', async () => {
    const { promotion } = await setup();
    const coordinator = await createUser({ promotionId: promotion.id, role: 'Coordinator' });
    const cookie = await signInCookie(coordinator, { promotionId: null });
    const res = await callRoute(postPreview, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/preview', cookie, body: { promotion_id: promotion.id, filters: ['all'] } });
    expect(res.status).toBe(403);
  });

  it('delivers to a real subscription endpoint, encrypted and signed, and prunes a subscription answered 410', async () => {
    const { promotion, bob, aliceCookie, masterCookie } = await setup();
    const bobCookie = await signInCookie(bob, { promotionId: promotion.id });
    await register(promotion.host, aliceCookie, { uuid: 'alice-phone', subscription: subscription('/ok/alice-phone') });
    await register(promotion.host, bobCookie, { uuid: 'bob-old', subscription: subscription('/gone/bob-old') });
    const created = await callRoute(postJob, { method: 'POST', host: DASHBOARD, path: '/api/push_notifications/jobs', cookie: masterCookie, body: { promotion_id: promotion.id, filters: ['all'], push_notification_job: { title: 'Step up', message: 'Walk at lunch today.' } } });
    hits.length = 0;

    const outcome = await runPushJob(created.json.id);
    expect(outcome).toMatchObject({ status: 'sent', sent: 1, pruned: 1 });
    const delivered = hits.find((h) => h.path === '/ok/alice-phone')!;
    expect(delivered).toBeDefined();
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.ttl).toBe(String(24 * 60 * 60));
    expect(delivered.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    // The payload is encrypted: larger than the JSON, and not the JSON.
    expect(delivered.bytes).toBeGreaterThan(JSON.stringify({ title: 'Step up', message: 'Walk at lunch today.' }).length);
    expect(hits.some((h) => h.path === '/gone/bob-old')).toBe(true);
    expect(await db.pushDevice.count({ where: { user_id: bob.id } })).toBe(0);
    expect(await db.pushNotificationJob.findUniqueOrThrow({ where: { id: created.json.id } })).toMatchObject({ status: 'sent', recipient_count: 2 });
    // A retry of a sent job pushes nothing again.
    hits.length = 0;
    expect(await runPushJob(created.json.id)).toEqual({ status: 'skipped' });
    expect(hits).toHaveLength(0);
  });
});

describe('scheduled pushes', () => {
  it('pushes the first day once per participant, from the local morning, only with the flags on', async () => {
    const on = await setup({ send_push_notifications: true, push_first_day: true }, 0);
    const off = await setup({ send_push_notifications: false, push_first_day: true }, 0);
    await register(on.promotion.host, on.aliceCookie, { uuid: 'on-a', subscription: subscription('/ok/first-day-on') });
    await register(off.promotion.host, off.aliceCookie, { uuid: 'off-a', subscription: subscription('/ok/first-day-off') });
    const today = todayIn('America/New_York');
    hits.length = 0;
    await runScheduledPushes(zonedToUtc(`${today}T07:00`, 'America/New_York'));
    expect(hits.filter((h) => h.path.startsWith('/ok/first-day'))).toHaveLength(0);
    await runScheduledPushes(zonedToUtc(`${today}T09:30`, 'America/New_York'));
    expect(hits.filter((h) => h.path === '/ok/first-day-on')).toHaveLength(1);
    expect(hits.filter((h) => h.path === '/ok/first-day-off')).toHaveLength(0);
    await runScheduledPushes(zonedToUtc(`${today}T10:30`, 'America/New_York'));
    expect(hits.filter((h) => h.path === '/ok/first-day-on')).toHaveLength(1);
    expect(await db.pushDelivery.count({ where: { promotion_id: on.promotion.id, key: 'first_day' } })).toBe(2);
  });
});
