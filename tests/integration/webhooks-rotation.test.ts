// Webhook endpoint editing and signing-secret rotation (docs/webhooks.md "Editing" and "Rotating the secret"): an
// edit is checked like a creation (the outbound-URL guard), a rotation answers the new secret once, and for the grace
// period every delivery carries two signatures (Standard Webhooks' space-separated list), one per secret, so a
// receiver holding either verifies it; once the period is over only the new secret signs. Another organization's
// endpoint cannot be rotated.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { WEBHOOK_SECRET_GRACE_HOURS } from '@/lib/webhooks/events';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { attemptDelivery } from '@/server/webhooks/deliver';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as createHook } from '@/app/api/organizations/[id]/webhooks/route';
import { GET as showHook, PUT as updateHook } from '@/app/api/organizations/[id]/webhooks/[webhookId]/route';
import { POST as rotate } from '@/app/api/organizations/[id]/webhooks/[webhookId]/rotate_secret/route';
import { POST as sendTest } from '@/app/api/organizations/[id]/webhooks/[webhookId]/test/route';

vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK = 'true';
});

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;
let receiver: Server;
let url: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

/** Verification as the Standard Webhooks specification publishes it: any v1 signature of the list may match. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature']).split(' ').some((part) => {
    const [version, signature] = part.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

beforeAll(async () => {
  Object.assign(env(), { OUTBOUND_ALLOW_PRIVATE_NETWORK: true });
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await stopEnqueuer();
  await new Promise((resolve) => receiver.close(resolve));
});

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, method: string, path: string, params: Record<string, string>, body?: unknown, cookie = master) =>
  callRoute(handler, { method, host: DASHBOARD, path, cookie, params, body });

/** Queues a test message to the endpoint and delivers it now; answers what the receiver got. */
async function deliverTest(org: string, hook: string) {
  const before = new Set((await db.webhookDelivery.findMany({ where: { endpoint_id: Number(hook) }, select: { id: true } })).map((d) => d.id));
  expect((await call(sendTest, 'POST', `/api/organizations/${org}/webhooks/${hook}/test`, { id: org, webhookId: hook })).status).toBe(202);
  const delivery = (await db.webhookDelivery.findMany({ where: { endpoint_id: Number(hook) } })).find((d) => !before.has(d.id))!;
  expect(await attemptDelivery(delivery.id)).toEqual({ status: 'delivered', statusCode: 200 });
  return received.at(-1)!;
}

async function newHook() {
  const p = await createPromotion();
  const org = String(p.organization.id);
  const made = await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, events: ['user.registered'], description: 'HR' });
  expect(made.status).toBe(201);
  return { org, hook: String(made.json.id), secret: made.json.secret as string };
}

describe('webhook editing', () => {
  it('saves a new URL, events and description, switches an endpoint off, and refuses a private address', async () => {
    const { org, hook } = await newHook();
    const path = `/api/organizations/${org}/webhooks/${hook}`;
    const saved = await call(updateHook, 'PUT', path, { id: org, webhookId: hook }, { url: `${url}?v=2`, events: ['team.formed', 'post.flagged'], description: 'Chat', enabled: false });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ url: `${url}?v=2`, events: ['team.formed', 'post.flagged'], description: 'Chat', enabled: false });
    expect((await call(showHook, 'GET', path, { id: org, webhookId: hook })).json).toMatchObject({ url: `${url}?v=2`, enabled: false });

    Object.assign(env(), { OUTBOUND_ALLOW_PRIVATE_NETWORK: false });
    try {
      const refused = await call(updateHook, 'PUT', path, { id: org, webhookId: hook }, { url: 'https://10.0.0.8/hook', events: [] });
      expect(refused.status).toBe(422);
      expect(refused.json.errors[0]).toMatch(/public address/);
    } finally {
      Object.assign(env(), { OUTBOUND_ALLOW_PRIVATE_NETWORK: true });
    }
  });
});

describe('secret rotation', () => {
  it('answers a new secret once; both secrets sign during the grace period, then only the new one', async () => {
    const { org, hook, secret: first } = await newHook();
    const path = `/api/organizations/${org}/webhooks/${hook}/rotate_secret`;
    const started = Date.now();
    const rotated = await call(rotate, 'POST', path, { id: org, webhookId: hook });
    expect(rotated.status, JSON.stringify(rotated.json)).toBe(200);
    const second: string = rotated.json.secret;
    expect(second).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(second).not.toBe(first);
    const until = Date.parse(rotated.json.previous_secret_expires_at);
    expect(until - started).toBeGreaterThanOrEqual(WEBHOOK_SECRET_GRACE_HOURS * 3_600_000 - 5_000);
    expect(until - started).toBeLessThanOrEqual(WEBHOOK_SECRET_GRACE_HOURS * 3_600_000 + 5_000);
    // Shown once: reading the endpoint tells when, never what.
    const shown = await call(showHook, 'GET', `/api/organizations/${org}/webhooks/${hook}`, { id: org, webhookId: hook });
    expect(shown.json.secret).toBeUndefined();
    expect(shown.json.secret_rotated_at).toEqual(expect.any(String));

    const during = await deliverTest(org, hook);
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(second, during.headers, during.body)).toBe(true);
    expect(verify(first, during.headers, during.body)).toBe(true);

    // The grace period over: only the new secret signs, and the endpoint no longer reports one running.
    await db.webhookEndpoint.update({ where: { id: Number(hook) }, data: { previous_secret_expires_at: new Date(Date.now() - 1000) } });
    const after = await deliverTest(org, hook);
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verify(second, after.headers, after.body)).toBe(true);
    expect(verify(first, after.headers, after.body)).toBe(false);
    expect((await call(showHook, 'GET', `/api/organizations/${org}/webhooks/${hook}`, { id: org, webhookId: hook })).json.previous_secret_expires_at).toBeNull();

    // A second rotation within a grace period keeps two secrets signing, never three: the newest two.
    const third = (await call(rotate, 'POST', path, { id: org, webhookId: hook })).json.secret as string;
    const fourth = (await call(rotate, 'POST', path, { id: org, webhookId: hook })).json.secret as string;
    const latest = await deliverTest(org, hook);
    expect(String(latest.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(fourth, latest.headers, latest.body)).toBe(true);
    expect(verify(third, latest.headers, latest.body)).toBe(true);
    expect(verify(second, latest.headers, latest.body)).toBe(false);
    expect(await db.auditEvent.count({ where: { record_type: 'WebhookEndpoint', record_id: hook, action: 'rotate_secret' } })).toBe(3);
  });

  it('keeps another organization\'s endpoint out of reach, and refuses roles that do not administer organizations', async () => {
    const { hook } = await newHook();
    const other = String((await createPromotion()).organization.id);
    expect((await call(rotate, 'POST', `/api/organizations/${other}/webhooks/${hook}/rotate_secret`, { id: other, webhookId: hook })).status).toBe(404);
    const superCoordinator = await signInCookie(await createUser({ promotionId: null, role: 'Super Coordinator' }), { promotionId: null });
    const { org, hook: mine } = await newHook();
    expect((await call(rotate, 'POST', `/api/organizations/${org}/webhooks/${mine}/rotate_secret`, { id: org, webhookId: mine }, undefined, superCoordinator)).status).toBe(403);
  });
});
