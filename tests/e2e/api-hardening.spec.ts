// The API's edges through the real server (the product's web server, Next's routing, the route wrapper): what an
// outside security test sent, answered in the {"errors": [...]} envelope and never with a 5xx. Node cannot resolve
// *.localhost, and browsers refuse to send TRACE, so these go to 127.0.0.1 with the promotion's Host header.
import http from 'node:http';
import { test, expect } from '@playwright/test';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(baseURL: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: url.port, method, path, headers: { host: url.host, origin: url.origin, ...options.headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

function envelope(answer: Answer): string[] {
  expect(answer.headers['content-type'] ?? '').toContain('application/json');
  const parsed = JSON.parse(answer.body) as { errors?: unknown };
  expect(Array.isArray(parsed.errors)).toBe(true);
  return parsed.errors as string[];
}

test('a method the route does not serve is a 405 in the envelope, with Allow', async ({ baseURL }) => {
  const answer = await send(baseURL!, 'DELETE', '/api/logging');
  expect(answer.status).toBe(405);
  expect(answer.headers['allow']).toBe('GET, POST, HEAD, OPTIONS');
  expect(envelope(answer)).toEqual(['DELETE is not allowed here.']);
});

test('TRACE is refused in the envelope', async ({ baseURL }) => {
  const answer = await send(baseURL!, 'TRACE', '/api/users/me/onboarding');
  expect(answer.status).toBe(405);
  expect(envelope(answer)).toEqual(['TRACE is not allowed here.']);
});

test('a malformed %-escape in a path or in the session cookie is a 4xx in the envelope', async ({ baseURL }) => {
  const path = await send(baseURL!, 'GET', '/api/activities/%E0%A4%A');
  expect(path.status).toBeGreaterThanOrEqual(400);
  expect(path.status).toBeLessThan(500);
  expect(envelope(path).length).toBeGreaterThan(0);
  const cookie = await send(baseURL!, 'GET', '/api/users/me/onboarding', { headers: { cookie: 'next-auth.session-token=%E0%A4%A' } });
  expect(cookie.status).toBe(401);
  expect(envelope(cookie)).toEqual(['Log In Required']);
});

test('an oversized JSON body is a 413, a non-JSON one a 415', async ({ baseURL }) => {
  const big = await send(baseURL!, 'POST', '/api/users/authenticate', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(big.status).toBe(413);
  expect(envelope(big)[0]).toMatch(/too large/);
  const text = await send(baseURL!, 'POST', '/api/users/authenticate', { headers: { 'content-type': 'text/plain' }, body: '{"email":"a@b.c","password":"x"}' });
  expect(text.status).toBe(415);
  expect(envelope(text).length).toBe(1);
});
