// An API call in a browser context's session, made from Node rather than from a page: it cannot be swallowed by a page
// that is still navigating (a fetch run in a blank document has no base URL for '/api/…'). Node does not resolve
// *.localhost, so it dials 127.0.0.1 and names the promotion's host, with the context's cookies for that host.
import http from 'node:http';
import type { Page } from '@playwright/test';

export async function sessionApi(page: Page, baseURL: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const url = new URL(path, baseURL);
  const cookies = await page.context().cookies(url.origin);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1', port: url.port || 80, method, path: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let json: any = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = null;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/**
 * A page request from Node without following redirects, in the browser context's session (none with `signedIn:
 * false`): what the server answers before any browser acts on it (a 307's Location, or a 200's HTML).
 */
export async function rawPage(page: Page, baseURL: string, path: string, { signedIn = true } = {}): Promise<{ status: number; location: string | null; body: string }> {
  const url = new URL(path, baseURL);
  const cookies = signedIn ? await page.context().cookies(url.origin) : [];
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1', port: url.port || 80, path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: 'text/html', ...(cookies.length ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } : {}) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body }));
      },
    );
    request.on('error', reject);
  });
}
