// The response contract (tests/helpers/response-contract.ts) fails on drift: a field the schema does not name (a
// leaked column), a field of the wrong type, a status the document does not list, and a list without its meta.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listResponseSchema } from '@/lib/list-response';
import { ResponseContract } from '../helpers/response-contract';
import type { DocumentedRoute } from '@/server/openapi/document';

const json = (status: number, body: unknown) => ({ status, json: body, headers: new Headers({ 'content-type': 'application/json' }) });
const thing: DocumentedRoute = {
  pattern: '/api/things/[id]', method: 'GET',
  declared: { scope: 'participant', action: 'logging.use', inputs: { params: z.object({ id: z.coerce.number() }) }, response: z.object({ id: z.number(), name: z.string() }) },
};
const list: DocumentedRoute = {
  pattern: '/api/things', method: 'GET',
  declared: { scope: 'participant', action: 'logging.use', inputs: {}, response: listResponseSchema(z.object({ id: z.number() })) },
};
const contract = new ResponseContract([thing, list]);

describe('the response contract', () => {
  it('accepts what the document says, errors in the envelope included', () => {
    expect(contract.check(thing, json(200, { id: 1, name: 'a' }))).toEqual([]);
    expect(contract.check(thing, json(404, { errors: ['Not found.'] }))).toEqual([]);
    const links = { next: null, prev: null, current: '/api/things?page=1' };
    expect(contract.check(list, json(200, { data: [{ id: 1 }], meta: { total_records: 1, links } }))).toEqual([]);
  });

  it('fails on a field the schema does not name, a wrong type, a bare error and a list without meta', () => {
    expect(contract.check(thing, json(200, { id: 1, name: 'a', password_hash: 'x' }))).toHaveLength(1);
    expect(contract.check(thing, json(200, { id: '1', name: 'a' }))).toHaveLength(1);
    expect(contract.check(thing, json(403, { error: 'no' }))).toHaveLength(1);
    expect(contract.check(list, json(200, { data: [{ id: 1 }] }))).toHaveLength(1);
  });
});
