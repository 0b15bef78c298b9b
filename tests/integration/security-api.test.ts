// Regression tests for what an outside security test found in the API wrapper: forgeable client addresses, bodies
// parsed whatever their size or type, Origin: null, 5xx from malformed cookies, paths and out-of-range numbers, and
// posters reading every promotion's leaderboard.
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { CLIENT_ADDRESS_HEADER, clientAddress, stampClientAddress, trustedProxyHops } from '@/server/http/client-address';
import { MAX_JSON_BODY_BYTES } from '@/server/http/request-body';
import { GET as getLeaderboard } from '@/app/api/promotions/[id]/leaderboard/route';
import { GET as getLogging, POST as postLogging } from '@/app/api/logging/route';
import { GET as getActivity } from '@/app/api/activities/[id]/route';
import { GET as getUserActivities } from '@/app/api/user_activities/route';
import { POST as authenticate } from '@/app/api/users/authenticate/route';
import { sessionCookieName } from '@/server/auth/session';

async function participant() {
  const promotion = await createPromotion();
  const user = await createUser({ promotionId: promotion.id });
  return { promotion, user, cookie: await signInCookie(user, { promotionId: promotion.id }) };
}

describe('the client address throttles key on', () => {
  it('is the socket peer unless TRUST_PROXY names proxy hops; then the right-most address they did not add', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('abc')).toBe(0);
    // A client rotating X-Forwarded-For changes nothing without a trusted proxy.
    expect(clientAddress('203.0.113.9', '1.1.1.1, 2.2.2.2', 0)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9');
    // Behind one proxy (peer 10.0.0.2) the client is what that proxy appended, whatever the client wrote before it.
    expect(clientAddress('10.0.0.2', 'forged-by-client, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.3', 'forged, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    // More hops configured than present: the left-most address, never undefined.
    expect(clientAddress('10.0.0.2', '198.51.100.7', 5)).toBe('198.51.100.7');
  });

  it('is stamped by the web server over whatever the client sent under that name (a forged one never reaches a throttle)', () => {
    const request = {
      headers: { 'x-forwarded-for': '1.1.1.1', [CLIENT_ADDRESS_HEADER]: 'forged', 'x-forwarded-host': 'globex.localhost' } as Record<string, string | undefined>,
      socket: { remoteAddress: '203.0.113.9' },
    };
    stampClientAddress(request, 0);
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9');
    expect(request.headers['x-forwarded-host']).toBeUndefined();
    const proxied = { headers: { 'x-forwarded-for': 'forged, 198.51.100.7', 'x-forwarded-host': 'acme.example.com' } as Record<string, string | undefined>, socket: { remoteAddress: '10.0.0.2' } };
    stampClientAddress(proxied, 1);
    expect(proxied.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
    expect(proxied.headers['x-forwarded-host']).toBe('acme.example.com');
  });
});

describe('request bodies', () => {
  it(`refuses a JSON body over ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB with 413, before parsing it`, async () => {
    const { promotion, cookie } = await participant();
    const res = await callRoute(postLogging, {
      method: 'POST', host: promotion.host, path: '/api/logging', cookie, rawBody: JSON.stringify({ pad: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.errors[0]).toMatch(/too large/);
  });

  it('requires application/json: text/plain and form bodies are refused with 415', async () => {
    const { promotion, cookie } = await participant();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await callRoute(postLogging, {
        method: 'POST', host: promotion.host, path: '/api/logging', cookie, rawBody: '{"activity_id":1,"tile_number":0}', headers: { 'content-type': type },
      });
      expect({ type, status: res.status }).toEqual({ type, status: 415 });
    }
  });

  it('refuses a mutation from Origin: null (sandboxed frames, data: URLs)', async () => {
    const { promotion, cookie } = await participant();
    const res = await callRoute(postLogging, { method: 'POST', host: promotion.host, path: '/api/logging', cookie, body: {}, origin: 'null' });
    expect(res).toMatchObject({ status: 403, json: { errors: ['Cross-site request refused.'] } });
  });
});

describe('malformed input is a 4xx in the envelope, never a 5xx', () => {
  it('treats a session cookie with a malformed %-escape as no session (401), not a crash on every route', async () => {
    const { promotion } = await participant();
    const res = await callRoute(getLogging, { host: promotion.host, path: '/api/logging', cookie: `${sessionCookieName()}=%E0%A4%A` });
    expect(res).toMatchObject({ status: 401, json: { errors: ['Log In Required'] } });
  });

  it('answers a path whose %-escape Next cannot decode with 400', async () => {
    const { promotion, cookie } = await participant();
    const request = new NextRequest(`http://${promotion.host}/api/activities/%E0%A4%A`, { headers: { host: promotion.host, cookie } });
    // Next rejects the params promise when it decodes the segment; a thenable rejects only once awaited, as Next's does.
    const params = { then: (_: unknown, reject: (e: Error) => void) => reject(new URIError('URI malformed')) } as unknown as Promise<Record<string, string>>;
    const res = await getActivity(request, { params });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: ['The request path is not valid.'] });
  });

  it('answers ids, weeks and pages above 2³¹−1 and NUL bytes with 422', async () => {
    const { promotion, cookie } = await participant();
    const call = (path: string, params: Record<string, string> = {}) =>
      callRoute(path.startsWith('/api/activities') ? getActivity : getUserActivities, { host: promotion.host, path, cookie, params });
    for (const res of [
      await call('/api/activities/2147483648', { id: '2147483648' }),
      await call('/api/user_activities?wk=2147483648'),
      await call('/api/user_activities?page=2147483648'),
      await call('/api/user_activities?filter=a%00b'),
    ]) {
      expect(res.status, JSON.stringify(res.json)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.errors.length).toBeGreaterThan(0);
    }
    const nul = await callRoute(authenticate, { method: 'POST', host: promotion.host, path: '/api/users/authenticate', body: { email: 'a\u0000@b.c', password: 'x' } });
    expect(nul).toMatchObject({ status: 422, json: { errors: ['Text may not contain NUL characters.'] } });
  });
});

describe('posters', () => {
  it("read no promotion's leaderboard: a wall expert needs walls, not boards (404 as for any other promotion)", async () => {
    const { promotion, cookie } = await participant();
    const poster = await createUser({ promotionId: null, role: 'Poster' });
    for (const host of [promotion.host, 'dashboard.localhost:3000']) {
      const posterCookie = await signInCookie(poster, { promotionId: host === promotion.host ? promotion.id : null });
      const res = await callRoute(getLeaderboard, { host, path: `/api/promotions/${promotion.id}/leaderboard`, cookie: posterCookie, params: { id: String(promotion.id) } });
      expect({ host, status: res.status }).toEqual({ host, status: 404 });
    }
    // The promotion's own participant still reads it.
    const own = await callRoute(getLeaderboard, { host: promotion.host, path: `/api/promotions/${promotion.id}/leaderboard`, cookie, params: { id: String(promotion.id) } });
    expect(own.status).toBe(200);
  });
});
