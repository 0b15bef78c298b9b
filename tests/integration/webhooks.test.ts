// Signed outgoing webhooks (docs/webhooks.md): registration on the organization, a domain event turned into a delivery,
// the signature checked by a receiver written from the Standard Webhooks specification (not from our signer), a
// retry after a 500 with the same webhook-id, the delivery log and redelivery by hand, the Slack preset, and another
// organization's endpoints out of reach. The refusal of private targets is in webhooks-ssrf.test.ts (this file lets
// the server reach its loopback receiver).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { db } from '@/server/db';
import { dispatchEvents } from '@/server/events';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { QUEUES } from '@/server/jobs/queues';
import { attemptDelivery } from '@/server/webhooks/deliver';
import { webhookFirstActivity } from '@/server/webhooks/events';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { logActivity } from '../helpers/journey-factories';
import { GET as listHooks, POST as createHook } from '@/app/api/organizations/[id]/webhooks/route';
import { GET as showHook } from '@/app/api/organizations/[id]/webhooks/[webhookId]/route';
import { GET as listDeliveries } from '@/app/api/organizations/[id]/webhooks/[webhookId]/deliveries/route';
import { POST as redeliver } from '@/app/api/organizations/[id]/webhooks/[webhookId]/deliveries/[deliveryId]/redeliver/route';
import { newDispatch } from '@/server/events/handler';
import { promotionById } from '@/server/tenancy/promotion-context';
import { countStatements } from '../helpers/statements';

vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK = 'true';
});

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;
let receiver: Server;
let url: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answers: number[] = [];

/** Verification as the Standard Webhooks specification publishes it: HMAC-SHA256 over "id.timestamp.body". */
function verify(secret: string, headers: IncomingHttpHeaders, body: string, toleranceSeconds = 300): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature']).split(' ').some((part) => {
    const [version, signature] = part.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

beforeAll(async () => {
  // The test setup has read the environment already (it wires the event handlers), so the setting is applied here too.
  Object.assign(env(), { OUTBOUND_ALLOW_PRIVATE_NETWORK: true });
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
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

describe('webhooks', () => {
  it('signs a registration so a receiver following the specification verifies it, retries after a 500 with the same id, logs and redelivers', async () => {
    const p = await createPromotion();
    const org = String(p.organization.id);
    const made = await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, events: ['user.registered'], description: 'HR system' });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const secret: string = made.json.secret;
    const hook = String(made.json.id);
    const shown = await call(showHook, 'GET', `/api/organizations/${org}/webhooks/${hook}`, { id: org, webhookId: hook });
    expect(shown.json.secret).toBeUndefined();
    expect(JSON.stringify(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: Number(hook) } }))).not.toContain(secret.slice(6));

    const participant = await createUser({ promotionId: p.id });
    await dispatchEvents({ type: 'user.registered', payload: { userId: participant.id, promotionId: p.id } });
    // An event the endpoint is not subscribed to stores nothing.
    await dispatchEvents({ type: 'post.flagged', payload: { promotionId: p.id, postId: 1, flaggedBy: participant.id } });
    const deliveries = await db.webhookDelivery.findMany({ where: { endpoint_id: Number(hook) } });
    expect(deliveries.map((d) => d.event_type)).toEqual(['user.registered']);
    const id = deliveries[0]!.id;

    answers = [500];
    await expect(attemptDelivery(id)).rejects.toThrow(/HTTP 500/);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 500 });
    expect(QUEUES['webhooks.deliver'].policy).toMatchObject({ retryBackoff: true });
    expect(QUEUES['webhooks.deliver'].policy.retryLimit).toBeGreaterThan(0);

    expect(await attemptDelivery(id)).toEqual({ status: 'delivered', statusCode: 200 });
    expect(received).toHaveLength(2);
    const [failed, ok] = received;
    expect(failed!.headers['webhook-id']).toBe(id);
    expect(ok!.headers['webhook-id']).toBe(id);
    expect(verify(secret, ok!.headers, ok!.body)).toBe(true);
    expect(verify(secret, ok!.headers, ok!.body.replace('user', 'usar'))).toBe(false);
    expect(verify('whsec_' + Buffer.from('another secret of 24 b!!').toString('base64'), ok!.headers, ok!.body)).toBe(false);
    const message = JSON.parse(ok!.body);
    expect(message).toMatchObject({ type: 'user.registered', data: { user_id: participant.id, promotion: { id: p.id, name: p.name } } });
    expect(ok!.headers['content-type']).toBe('application/json');

    // The same event handled again (an outbox drain after a crash) is not stored or sent twice.
    await dispatchEvents({ type: 'user.registered', payload: { userId: participant.id, promotionId: p.id } });
    expect(await db.webhookDelivery.count({ where: { endpoint_id: Number(hook) } })).toBe(1);

    const log = await call(listDeliveries, 'GET', `/api/organizations/${org}/webhooks/${hook}/deliveries`, { id: org, webhookId: hook });
    expect(log.json.data).toEqual([expect.objectContaining({ id, event_type: 'user.registered', status: 'delivered', attempts: 2, last_status_code: 200 })]);

    const again = await call(redeliver, 'POST', `/api/organizations/${org}/webhooks/${hook}/deliveries/${id}/redeliver`, { id: org, webhookId: hook, deliveryId: id });
    expect(again.status).toBe(204);
    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
    await attemptDelivery(id);
    expect(received.at(-1)!.headers['webhook-id']).toBe(id);
    expect(verify(secret, received.at(-1)!.headers, received.at(-1)!.body)).toBe(true);
  });

  it('formats a Slack message, and keeps another organization\'s endpoints out of reach', async () => {
    const p = await createPromotion();
    const org = String(p.organization.id);
    const made = await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, format: 'slack', events: ['post.flagged'], promotion_id: p.id });
    expect(made.status).toBe(201);
    await dispatchEvents({ type: 'post.flagged', payload: { promotionId: p.id, postId: 7, flaggedBy: 1 } });
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpoint_id: made.json.id } });
    await attemptDelivery(delivery.id);
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ text: `A wall post was reported in ${p.name}` });

    const other = await createPromotion();
    const theirs = String(other.organization.id);
    const hook = String(made.json.id);
    expect((await call(showHook, 'GET', `/api/organizations/${theirs}/webhooks/${hook}`, { id: theirs, webhookId: hook })).status).toBe(404);
    expect((await call(listHooks, 'GET', `/api/organizations/${theirs}/webhooks`, { id: theirs })).json.data).toEqual([]);
    const participant = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(participant, { promotionId: null });
    expect((await call(listHooks, 'GET', `/api/organizations/${org}/webhooks`, { id: org }, undefined, cookie)).status).toBeGreaterThanOrEqual(401);
    // A promotion of another organization cannot be named.
    const foreign = await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, events: [], promotion_id: other.id });
    expect(foreign.status).toBe(422);
  });

  it("tells of a participant's first logged activity once, and of no later one", async () => {
    const p = await createPromotion();
    const org = String(p.organization.id);
    const made = await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, events: ['activity.first_logged'] });
    expect(made.status).toBe(201);
    const promotion = await promotionById(p.id);
    const run = (userId: number, userActivityId: number) => webhookFirstActivity.run({ userId, promotion, userActivityId } as never, newDispatch());
    const newcomer = await createUser({ promotionId: p.id });
    const first = await logActivity(newcomer, { category: 'create_calm', day: '2026-03-02' });
    await run(newcomer.id, first.userActivity.id);
    // Someone whose log is their second: nothing (however the handler is reached, a retry or a late drain).
    const regular = await createUser({ promotionId: p.id });
    await logActivity(regular, { category: 'create_calm', day: '2026-03-01' });
    const later = await logActivity(regular, { category: 'boost_happiness', day: '2026-03-02' });
    await run(regular.id, later.userActivity.id);
    const deliveries = await db.webhookDelivery.findMany({ where: { endpoint_id: made.json.id } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ event_type: 'activity.first_logged', payload: { data: { user_id: newcomer.id, user_activity_id: first.userActivity.id } } });
  });

  it('asks nothing after a log where no endpoint listens, and listens as soon as an endpoint subscribes', async () => {
    const p = await createPromotion();
    const org = String(p.organization.id);
    const promotion = await promotionById(p.id);
    const newcomer = await createUser({ promotionId: p.id });
    const first = await logActivity(newcomer, { category: 'create_calm', day: '2026-03-02' });
    const run = () => webhookFirstActivity.run({ userId: newcomer.id, promotion, userActivityId: first.userActivity.id } as never, newDispatch());
    // An endpoint for other events only: the organization's subscriptions are read once, then kept.
    expect((await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, events: ['user.registered'] })).status).toBe(201);
    await run();
    const quiet = await countStatements(run);
    expect(quiet.texts.filter((t) => /user_activities|webhook_endpoints/.test(t))).toEqual([]);

    // Subscribing clears what every process kept: the very next log is told.
    const made = await call(createHook, 'POST', `/api/organizations/${org}/webhooks`, { id: org }, { url, events: ['activity.first_logged'] });
    expect(made.status).toBe(201);
    await run();
    expect(await db.webhookDelivery.count({ where: { endpoint_id: made.json.id, event_type: 'activity.first_logged' } })).toBe(1);
  });
});
