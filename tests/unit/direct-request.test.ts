// The direct path's request (server/web/direct-request.ts) reads as the NextRequest Next's adapter would build from the
// same node request, and a JSON answer (server/http/json-response.ts) reads as Response.json's, though each makes its
// parts only when asked. tests/release/api-fast-path.test.ts compares whole answers over HTTP; this holds the members
// a handler or a test can touch, including the rare ones no route uses today.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies.js';
import { NextURL } from 'next/dist/server/web/next-url.js';
import { toNodeOutgoingHttpHeaders } from 'next/dist/server/web/utils.js';
import { signalFromNodeResponse } from 'next/dist/server/web/spec-extension/adapters/next-request.js';
import { DirectRequest, NodeRequestHeaders } from '@/server/web/direct-request';
import { jsonResponse, plainBodyOf } from '@/server/http/json-response';

const classes = { RequestCookies, NextURL, toNodeOutgoingHttpHeaders, signalFromNodeResponse } as never;
let server: http.Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Sends one request to a server whose handler gets a DirectRequest over it; resolves with what the handler returned. */
async function over<T>(request: { method: string; path: string; headers?: Record<string, string | string[]>; body?: string }, read: (r: DirectRequest) => Promise<T> | T): Promise<T> {
  let result: Promise<T> | undefined;
  server = http.createServer((incoming, response) => {
    const direct = new DirectRequest(incoming, response, new URL(`http://localhost:3000${incoming.url}`).href, classes);
    result = Promise.resolve(read(direct));
    result.finally(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers }, (response) => {
      response.resume();
      response.on('end', resolve);
    });
    sent.on('error', reject);
    sent.end(request.body);
  });
  return result!;
}

describe("the direct path's request", () => {
  it('reads headers as a Headers built from the node request would, before and after a change', async () => {
    const seen = await over({ method: 'GET', path: '/api/x?a=1&b=%C3%A9', headers: { 'X-Custom': 'one', accept: 'a/b', cookie: 'renew.locale=es; other=2' } }, (r) => {
      const before = { custom: r.headers.get('x-custom'), upper: r.headers.get('X-CUSTOM'), missing: r.headers.get('nope'), has: r.headers.has('Accept') };
      const entries = Object.fromEntries(r.headers.entries());
      r.headers.set('x-added', 'yes');
      return { before, entries, after: r.headers.get('x-custom'), added: r.headers.get('x-added'), isHeaders: r.headers instanceof Headers };
    });
    expect(seen.before).toEqual({ custom: 'one', upper: 'one', missing: null, has: true });
    expect(seen.entries).toMatchObject({ 'x-custom': 'one', accept: 'a/b', cookie: 'renew.locale=es; other=2' });
    expect(seen).toMatchObject({ after: 'one', added: 'yes', isHeaders: true });
  });

  it('joins repeated values as Headers does', () => {
    const headers = new NodeRequestHeaders({ 'x-many': ['a', 'b'] as never, host: 'h' });
    const real = new Headers();
    real.append('x-many', 'a');
    real.append('x-many', 'b');
    expect(headers.get('x-many')).toBe(real.get('x-many'));
  });

  it('has the URL, cookies and NextURL Next would give it', async () => {
    const seen = await over({ method: 'GET', path: '/api/x?a=1&b=%C3%A9', headers: { cookie: 'renew.locale=es; other=2' } }, (r) => ({
      url: r.url,
      locale: (r.cookies as RequestCookies).get('renew.locale')?.value,
      search: (r.nextUrl as NextURL).searchParams.get('b'),
      pathname: (r.nextUrl as NextURL).pathname,
      body: r.body,
      method: r.method,
      signal: r.signal instanceof AbortSignal && !r.signal.aborted,
    }));
    expect(seen).toEqual({ url: 'http://localhost:3000/api/x?a=1&b=%C3%A9', locale: 'es', search: 'é', pathname: '/api/x', body: null, method: 'GET', signal: true });
  });

  it('reads a body once, as JSON, text or a form', async () => {
    const json = await over({ method: 'POST', path: '/api/x', headers: { 'content-type': 'application/json' }, body: '{"a":1}' }, async (r) => {
      const value = await r.json();
      return { value, used: r.bodyUsed, again: await r.text().then(() => 'read twice', (e: Error) => e.name) };
    });
    expect(json).toEqual({ value: { a: 1 }, used: true, again: 'TypeError' });
    const form = await over({ method: 'POST', path: '/api/x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=two' }, async (r) => Object.fromEntries(await r.formData()));
    expect(form).toEqual({ a: '1', b: 'two' });
    const streamed = await over({ method: 'PUT', path: '/api/x', body: 'abc' }, async (r) => {
      const reader = r.body!.getReader();
      let text = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += Buffer.from(chunk.value).toString();
      return { text, used: r.bodyUsed };
    });
    expect(streamed).toEqual({ text: 'abc', used: true });
  });
});

describe('a JSON answer', () => {
  it('reads as Response.json does, and keeps its text for the direct path until its body is read', async () => {
    const value = { data: { rank: 4, name: 'Zoë' } };
    const answer = jsonResponse(value, { status: 201, headers: { 'x-one': '1' } });
    const reference = Response.json(value, { status: 201, headers: { 'x-one': '1' } });
    expect(answer).toBeInstanceOf(Response);
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('x-one')]).toEqual([reference.status, reference.headers.get('content-type'), '1']);
    answer.headers.set('cache-control', 'no-store');
    expect(plainBodyOf(answer)).toBe(JSON.stringify(value));
    expect(await answer.clone().json()).toEqual(value);
    expect(answer.bodyUsed).toBe(false);
    expect(await new Response(answer.body).text()).toBe(await reference.text());
    expect(answer.bodyUsed).toBe(true);
    expect(plainBodyOf(answer)).toBeUndefined();
    await expect(answer.json()).rejects.toThrow(TypeError);
  });
});
