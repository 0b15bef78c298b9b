// Webhooks never reach the server's own network (decision 011, docs/webhooks.md): http and private, loopback and
// link-local targets are refused when registered, and a target that passed (a row written before the rule, a name
// resolving to loopback) is refused again at the connection: the loopback listener never sees a connection.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { attemptDelivery } from '@/server/webhooks/deliver';
import { seal } from '@/server/sso/secrets';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as createHook } from '@/app/api/organizations/[id]/webhooks/route';

vi.hoisted(() => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK;
});

let listener: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  // The test setup has read the environment already (it wires the event handlers), so the setting is applied here too.
  Object.assign(env(), { OUTBOUND_ALLOW_PRIVATE_NETWORK: false });
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await stopEnqueuer();
  await new Promise((resolve) => listener.close(resolve));
});

describe('webhook targets', () => {
  it('refuses http, loopback, private, link-local and metadata targets when registered', async () => {
    const p = await createPromotion();
    const org = String(p.organization.id);
    const master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
    for (const url of [`http://example.com/hook`, `https://127.0.0.1:${port}/`, 'https://localhost/', 'https://10.1.2.3/', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/', 'https://192.168.0.10/x']) {
      const answer = await callRoute(createHook, { method: 'POST', host: 'dashboard.localhost:3000', path: `/api/organizations/${org}/webhooks`, cookie: master, params: { id: org }, body: { url, events: ['user.registered'] } });
      expect(answer.status, url).toBe(422);
      expect(answer.json.errors[0], url).toContain('https://');
    }
    expect(await db.webhookEndpoint.count({ where: { organization_id: p.organization.id } })).toBe(0);
  });

  it('refuses a private target again at the connection, recording the failure', async () => {
    const p = await createPromotion();
    const endpoint = await db.webhookEndpoint.create({
      data: { organization_id: p.organization.id, url: `https://127.0.0.1:${port}/hook`, events: ['user.registered'], secret_sealed: seal('whsec_' + Buffer.alloc(24, 1).toString('base64')) },
    });
    await db.webhookDelivery.create({ data: { id: 'msg_ssrf_test_' + endpoint.id, endpoint_id: endpoint.id, event_type: 'user.registered', payload: { type: 'user.registered', timestamp: new Date().toISOString(), data: {} } } });
    const result = await attemptDelivery('msg_ssrf_test_' + endpoint.id, { final: true });
    expect(result.status).toBe('failed');
    expect(connections).toBe(0);
    const row = await db.webhookDelivery.findUniqueOrThrow({ where: { id: 'msg_ssrf_test_' + endpoint.id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status_code: null });
    expect(row.last_error).toMatch(/not public/);
  });
});
