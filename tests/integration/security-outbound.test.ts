// Requests to addresses someone else chose (issue 37 findings 2 and 4; docs/decisions/011-outbound-requests.md), run
// WITHOUT the development setting: a participant's push endpoint must be a browser push service's, the sender
// connects only to public addresses after resolution, and the SSO Test reaches no loopback or private address — with
// one answer for every failure, so it maps no network.
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import { get as httpsGet } from 'node:https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { pushToUsers } from '@/server/push/deliver';
import { guardedFetch, guardedHttpsAgent, OutboundUrlError } from '@/server/security/outbound-url';
import { POST as postDevice } from '@/app/api/push_notifications/device/route';
import { POST as startTest } from '@/app/api/organizations/[id]/sso_test/route';
import { PUT as putSettings } from '@/app/api/organizations/[id]/sso/route';
import { SSO_MESSAGES } from '@/lib/sso/messages';
import { PROVIDER_UNREACHABLE } from '@/server/sso/provider';
import { PUSH_MESSAGES } from '@/lib/push/filters';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';

vi.hoisted(() => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE_NETWORK;
});

const DASHBOARD = 'dashboard.localhost:3000';
/** A listener on loopback that counts connections: what an internal service would see. */
let tcp: TcpServer;
let connections = 0;
/** An HTTP service on loopback (the SSO Test must not tell it apart from a closed port). */
let web: HttpServer;
let tcpPort: number;
let webPort: number;

beforeAll(async () => {
  tcp = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  web = createHttpServer((req, res) => {
    connections += 1;
    if (req.url === '/hop') {
      res.writeHead(302, { location: `http://localhost:${webPort}/internal` }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await Promise.all([
    new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve)),
  ]);
  tcpPort = (tcp.address() as AddressInfo).port;
  webPort = (web.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => tcp.close(resolve));
  await new Promise((resolve) => web.close(resolve));
});

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

describe('push subscription endpoints', () => {
  it('accepts only the browsers’ push services, https on the default port', async () => {
    const promotion = await createPromotion();
    const alice = await createUser({ promotionId: promotion.id });
    const cookie = await signInCookie(alice, { promotionId: promotion.id });
    const register = (endpoint: string, uuid: string) => callRoute(postDevice, {
      method: 'POST', host: promotion.host, path: '/api/push_notifications/device', cookie, body: { uuid, subscription: subscription(endpoint) },
    });
    for (const [i, endpoint] of [
      'https://127.0.0.1:9443/internal/admin', 'https://127.1/x', 'https://2130706433/x', 'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/x', 'https://evil.example.com/fcm/send/x', 'https://fcm.googleapis.com.evil.test/x', 'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://localhost/x',
    ].entries()) {
      const res = await register(endpoint, `bad-${i}`);
      expect(res.status, endpoint).toBe(422);
      expect(res.json.errors).toEqual([PUSH_MESSAGES.subscription]);
    }
    for (const [i, endpoint] of [
      'https://fcm.googleapis.com/fcm/send/abc:def', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx8', 'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ].entries()) {
      expect((await register(endpoint, `good-${i}`)).status, endpoint).toBe(201);
    }
    expect(await db.pushDevice.count({ where: { user_id: alice.id } })).toBe(4);
  });

  it('the sender does not connect to a stored loopback endpoint (a row from before the allow-list)', async () => {
    const promotion = await createPromotion();
    const alice = await createUser({ promotionId: promotion.id });
    const sub = subscription(`https://127.0.0.1:${tcpPort}/internal/admin`);
    await db.pushDevice.create({
      data: { user_id: alice.id, promotion_id: promotion.id, uuid: 'old-row', platform: 'web', endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
    connections = 0;
    const outcome = await pushToUsers(promotion.id, [alice.id], { title: 'Hi', message: 'There' });
    expect(outcome).toEqual({ sent: 0, failed: 1, pruned: 0 });
    expect(connections).toBe(0);
  });

  it('the sender’s connections refuse a name that resolves to loopback (checked after DNS, at connection time)', async () => {
    connections = 0;
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      httpsGet(`https://localhost:${tcpPort}/`, { agent: guardedHttpsAgent() }, () => resolve(new Error('connected'))).on('error', resolve);
    });
    expect(error).toBeInstanceOf(OutboundUrlError);
    expect(error.code).toBe('EOUTBOUNDREFUSED');
    expect(connections).toBe(0);
  });
});

describe('the outbound guard', () => {
  it('checks every redirect hop', async () => {
    // Even where loopback is allowed (development), a hop off the allow-list is refused before it is requested.
    connections = 0;
    await expect(guardedFetch(`http://127.0.0.1:${webPort}/hop`, {}, { allowPrivateNetwork: true, allowHosts: ['127.0.0.1'] }))
      .rejects.toThrow(/localhost is not on the allow-list/);
    expect(connections).toBe(1);
    // And without the development setting nothing on loopback is requested at all.
    await expect(guardedFetch(`http://127.0.0.1:${webPort}/hop`)).rejects.toThrow(OutboundUrlError);
    expect(connections).toBe(1);
  });
});

describe('the SSO issuer Test', () => {
  it('is https only, reaches no loopback or private address, and gives one answer whatever the failure', async () => {
    const promotion = await createPromotion({ organization: { is_sso_enabled: true } });
    const id = String(promotion.organization.id);
    const cookie = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
    const test = (issuer: string) => callRoute(startTest, {
      method: 'POST', host: DASHBOARD, path: `/api/organizations/${id}/sso_test`, cookie, params: { id },
      body: { issuer, client_id: 'renew', client_secret: 'secret', scopes: 'openid email' },
    });
    connections = 0;
    const issuers = [
      `http://127.1:${webPort}`, `http://2130706433:${tcpPort}`, `http://localhost:${webPort}`, `https://127.0.0.1:${webPort}`,
      `https://localhost:${tcpPort}`, 'https://169.254.169.254', `https://[::1]:${webPort}`, 'https://renew-sso.invalid',
    ];
    for (const issuer of issuers) {
      const res = await test(issuer);
      expect(res.status, issuer).toBe(422);
      expect(res.json.errors, issuer).toEqual(['Failed test!', `Discovery at ${issuer} failed: ${PROVIDER_UNREACHABLE}`]);
    }
    expect(connections).toBe(0);

    // Saving such an issuer is refused at once: sign-in would only ever fail.
    for (const issuer of [`http://127.1:${webPort}`, 'https://10.0.0.5', 'https://localhost', 'https://[::ffff:7f00:1]']) {
      const saved = await callRoute(putSettings, {
        method: 'PUT', host: DASHBOARD, path: `/api/organizations/${id}/sso`, cookie, params: { id },
        body: { issuer, client_id: 'renew', client_secret: 'secret', scopes: 'openid email' },
      });
      expect(saved.status, issuer).toBe(422);
      expect(saved.json.errors).toEqual([SSO_MESSAGES.issuerNotPublic]);
    }
    expect(await db.organizationOidcConfig.count({ where: { organization_id: promotion.organization.id } })).toBe(0);
  });
});
