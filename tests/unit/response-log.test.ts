// The e2e response recorder (server/http/response-log.ts): off without API_RESPONSE_LOG; with it, one JSON line per
// answer, the JSON body parsed and still readable by the client, a file recorded by its type without being read.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetEnv } from '@/lib/env';
import { recordApiAnswer } from '@/server/http/response-log';

const file = path.join(mkdtempSync(path.join(tmpdir(), 'response-log-')), 'answers.jsonl');
const request = (method: string, url: string) => new Request(url, { method, headers: { host: 'acme.localhost:3000' } });

afterEach(() => {
  delete process.env.API_RESPONSE_LOG;
  forgetEnv();
});

describe('the e2e response recorder', () => {
  it('records nothing unless API_RESPONSE_LOG names a file', async () => {
    await recordApiAnswer(request('GET', 'http://acme.localhost:3000/api/users/me'), Response.json({ id: 1 }));
    expect(existsSync(file)).toBe(false);
  });

  it('appends one line per answer and leaves the body to the client', async () => {
    process.env.API_RESPONSE_LOG = file;
    forgetEnv();
    const json = Response.json({ id: 7, name: 'Maya' });
    await recordApiAnswer(request('GET', 'http://acme.localhost:3000/api/users/me?x=1'), json);
    await recordApiAnswer(request('GET', 'http://acme.localhost:3000/api/journey.pdf'), new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }));
    await recordApiAnswer(request('DELETE', 'http://acme.localhost:3000/api/posts/3'), new Response(null, { status: 204 }));
    expect(await json.json()).toEqual({ id: 7, name: 'Maya' });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/users/me', status: 200, json: { id: 7, name: 'Maya' } }),
      expect.objectContaining({ path: '/api/journey.pdf', content_type: 'application/pdf', json: null }),
      expect.objectContaining({ method: 'DELETE', path: '/api/posts/3', status: 204, json: null }),
    ]);
  });
});
