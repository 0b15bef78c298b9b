// The API's edges through the real server (proxy, Next's routing, the production web server): what an outside
// security test sent, answered in the {"errors": [...]} envelope and never with a 5xx.
import { test, expect, type APIResponse } from '@playwright/test';

async function envelope(res: APIResponse): Promise<string[]> {
  expect(res.headers()['content-type'] ?? '').toContain('application/json');
  const body = (await res.json()) as { errors?: unknown };
  expect(Array.isArray(body.errors)).toBe(true);
  return body.errors as string[];
}

test('a method the route does not serve is a 405 in the envelope, with Allow', async ({ request }) => {
  const res = await request.delete('/api/logging');
  expect(res.status()).toBe(405);
  expect(res.headers()['allow']).toBe('GET, POST, HEAD, OPTIONS');
  expect(await envelope(res)).toEqual(['DELETE is not allowed here.']);
});

test('TRACE is refused in the envelope', async ({ request }) => {
  const res = await request.fetch('/api/users/me/onboarding', { method: 'TRACE' });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
  expect((await envelope(res)).length).toBe(1);
});

test('a malformed %-escape in a path or in the session cookie is a 4xx in the envelope', async ({ request }) => {
  const path = await request.get('/api/activities/%E0%A4%A');
  expect(path.status()).toBeLessThan(500);
  expect((await envelope(path)).length).toBeGreaterThan(0);
  const cookie = await request.get('/api/users/me/onboarding', { headers: { cookie: 'next-auth.session-token=%E0%A4%A' } });
  expect(cookie.status()).toBe(401);
  expect(await envelope(cookie)).toEqual(['Log In Required']);
});

test('an oversized JSON body is a 413, a non-JSON one a 415', async ({ request, baseURL }) => {
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  const big = await request.post('/api/users/authenticate', { headers, data: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }) });
  expect(big.status()).toBe(413);
  expect((await envelope(big))[0]).toMatch(/too large/);
  const form = await request.post('/api/users/authenticate', { headers: { origin: baseURL!, 'content-type': 'text/plain' }, data: '{"email":"a@b.c","password":"x"}' });
  expect(form.status()).toBe(415);
});
