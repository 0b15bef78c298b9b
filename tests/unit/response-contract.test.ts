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

describe('the response contract, for answers that are not one JSON object', () => {
  const declared = { scope: 'participant', action: 'logging.use', inputs: {} } as const;
  const removal: DocumentedRoute = { pattern: '/api/things/[id]', method: 'DELETE', declared: { ...declared, status: 204 } };
  const csv: DocumentedRoute = { pattern: '/api/things.csv', method: 'GET', declared: { ...declared, produces: 'text/csv' } };
  const report: DocumentedRoute = { pattern: '/api/report', method: 'GET', declared: { ...declared, response: z.object({ total: z.number() }), produces: 'application/pdf' } };
  const created: DocumentedRoute = {
    pattern: '/api/things', method: 'POST',
    declared: { ...declared, status: 201, response: z.object({ id: z.number() }), also: [{ status: 200, response: z.object({ id: z.number() }) }] },
  };
  const c = new ResponseContract([removal, csv, report, created]);
  const typed = (status: number, type: string | null, body: unknown = null) => ({ status, json: body, headers: new Headers(type ? { 'content-type': type } : {}) });

  it('takes a 204 without a body, and refuses one with a JSON body or another status', () => {
    expect(c.check(removal, typed(204, null))).toEqual([]);
    expect(c.check(removal, json(204, { id: 1 }))).toHaveLength(1);
    expect(c.check(removal, json(200, { id: 1 }))).toHaveLength(1);
  });

  it('takes a file of the declared media type and refuses another or JSON', () => {
    expect(c.check(csv, typed(200, 'text/csv; charset=utf-8'))).toEqual([]);
    expect(c.check(csv, typed(200, 'application/pdf'))).toHaveLength(1);
    expect(c.check(csv, json(200, { rows: [] }))).toHaveLength(1);
  });

  it('checks JSON against the schema and a PDF by its type where a route answers either', () => {
    expect(c.check(report, json(200, { total: 3 }))).toEqual([]);
    expect(c.check(report, json(200, { total: 'three' }))).toHaveLength(1);
    expect(c.check(report, typed(200, 'application/pdf'))).toEqual([]);
  });

  it('knows each success status a route declares', () => {
    expect(c.check(created, json(201, { id: 1 }))).toEqual([]);
    expect(c.check(created, json(200, { id: 1 }))).toEqual([]);
    expect(c.check(created, json(202, { id: 1 }))).toHaveLength(1);
  });
});
