// SCIM `attributes` and `excludedAttributes` on GET Users and GET Users/{id} (RFC 7644 §3.4.2.5, docs/scim.md
// "Projection"): the requests identity providers send (Entra's `attributes=userName` existence check, Okta's plain
// reads), sub-attributes of single and multi-valued attributes, the User schema's URN prefix, and `id`/`schemas`
// that are always returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { issueScimToken } from '@/server/scim/tokens';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { GET as listUsers, POST as createUserRoute } from '@/app/api/scim/v2/Users/route';
import { GET as getUser } from '@/app/api/scim/v2/Users/[id]/route';

const HOST = 'dashboard.localhost:3000';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
let token: string;
let id: string;

type Handler = Parameters<typeof callRoute>[0];
const scim = (handler: Handler, method: string, path: string, options: { params?: Record<string, string>; body?: unknown } = {}) =>
  callRoute(handler, {
    method, host: HOST, path, params: options.params ?? {}, body: options.body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
  });

const one = (query: string) => scim(getUser, 'GET', `/api/scim/v2/Users/${id}?${query}`, { params: { id } });

beforeAll(async () => {
  const promotion = await createPromotion();
  token = (await issueScimToken(promotion.organization.id)).token;
  const made = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', {
    body: {
      schemas: [USER_SCHEMA], userName: 'ada@example.com', externalId: 'E-1815', active: true, displayName: 'Ada Lovelace',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ value: 'ada@example.com', type: 'work', primary: true }, { value: 'ada@home.example', type: 'home', primary: false }],
    },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  id = made.json.id;
});
afterAll(() => stopEnqueuer());

describe('attributes', () => {
  it('returns only the named attributes, with id and schemas always (Entra\'s existence check)', async () => {
    const res = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('userName eq "ada@example.com"')}&attributes=userName`);
    expect(res.status).toBe(200);
    expect(res.json.totalResults).toBe(1);
    expect(res.json.Resources).toEqual([{ schemas: [USER_SCHEMA], id, userName: 'ada@example.com' }]);
  });

  it('reads sub-attributes of a complex and of a multi-valued attribute, case-insensitively and with the URN', async () => {
    const res = await one(`attributes=${encodeURIComponent(`NAME.givenName,${USER_SCHEMA}:emails.value,active`)}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      schemas: [USER_SCHEMA], id, name: { givenName: 'Ada' }, active: true,
      emails: [{ value: 'ada@example.com' }, { value: 'ada@home.example' }],
    });
  });

  it('selects nothing for attributes it does not keep or of another schema', async () => {
    const res = await one(`attributes=${encodeURIComponent('locale,urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department')}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ schemas: [USER_SCHEMA], id });
  });
});

describe('excludedAttributes', () => {
  it('returns the default set without the named attributes, never without id or schemas', async () => {
    const res = await one('excludedAttributes=emails,meta,id,schemas,name.familyName');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      schemas: [USER_SCHEMA], id, externalId: 'E-1815', userName: 'ada@example.com', displayName: 'Ada Lovelace', active: true,
      name: { givenName: 'Ada', formatted: 'Ada Lovelace' },
    });
  });

  it('applies to every resource of a list', async () => {
    const res = await scim(listUsers, 'GET', '/api/scim/v2/Users?excludedAttributes=emails.type,emails.primary,meta');
    expect(res.json.Resources[0].emails).toEqual([{ value: 'ada@example.com' }, { value: 'ada@home.example' }]);
    expect(res.json.Resources[0].meta).toBeUndefined();
  });

  it('leaves the resource whole without either parameter', async () => {
    const res = await one('');
    expect(res.json).toMatchObject({ id, userName: 'ada@example.com', emails: expect.any(Array), meta: expect.objectContaining({ resourceType: 'User' }) });
  });
});
