// SCIM 2.0 provisioning (docs/scim.md): the conversations Okta and Microsoft Entra ID hold with a SCIM server, with the
// requests as their public documentation shows them, from the first sync through updates and a deactivation to a
// DELETE; what a SCIM user means for eligibility records and participants; and SCIM's errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { issueScimToken } from '@/server/scim/tokens';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { GET as listUsers, POST as createUserRoute } from '@/app/api/scim/v2/Users/route';
import { DELETE as deleteUser, GET as getUser, PATCH as patchUser, PUT as putUser } from '@/app/api/scim/v2/Users/[id]/route';
import { GET as serviceProviderConfig } from '@/app/api/scim/v2/ServiceProviderConfig/route';
import { GET as resourceTypes } from '@/app/api/scim/v2/ResourceTypes/route';
import { GET as schemas } from '@/app/api/scim/v2/Schemas/route';

const HOST = 'dashboard.localhost:3000';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

type Handler = Parameters<typeof callRoute>[0];
let token: string;
let organizationId: number;
let promotionIds: number[];

const scim = (handler: Handler, method: string, path: string, options: { params?: Record<string, string>; body?: unknown; bearer?: string } = {}) =>
  callRoute(handler, {
    method, host: HOST, path, params: options.params ?? {},
    body: options.body,
    headers: { authorization: `Bearer ${options.bearer ?? token}`, 'content-type': 'application/scim+json' },
  });

beforeAll(async () => {
  const first = await createPromotion();
  organizationId = first.organization.id;
  const second = await db.promotion.create({
    data: {
      name: 'Second', subdomain: `s${first.subdomain}`, websocket_channel: `promotion_s${first.subdomain}`, organization_id: organizationId,
      starts_on: first.starts_on, ends_on: first.ends_on,
    },
  });
  promotionIds = [first.id, second.id];
  token = (await issueScimToken(organizationId)).token;
});
afterAll(() => stopEnqueuer());

const recordsOf = (identifier: string) =>
  db.eligibility.findMany({ where: { promotion_id: { in: promotionIds }, identifier }, orderBy: { promotion_id: 'asc' } });

describe('discovery', () => {
  it('answers ServiceProviderConfig, ResourceTypes and Schemas as application/scim+json', async () => {
    const config = await scim(serviceProviderConfig, 'GET', '/api/scim/v2/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toBe('application/scim+json');
    expect(config.json).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false } });
    const types = await scim(resourceTypes, 'GET', '/api/scim/v2/ResourceTypes');
    expect(types.json.Resources.map((r: { id: string }) => r.id)).toEqual(['User']);
    const schema = await scim(schemas, 'GET', '/api/scim/v2/Schemas');
    expect(schema.json.Resources[0].id).toBe(USER_SCHEMA);
    expect(schema.json.Resources[0].attributes.map((a: { name: string }) => a.name)).toContain('userName');
  });
});

describe('Okta', () => {
  it('checks for the user, creates it, reads it, updates it with PUT and deactivates it with PATCH', async () => {
    // Okta first looks the user up by userName.
    const lookup = await scim(listUsers, 'GET', '/api/scim/v2/Users?filter=userName%20eq%20%22test.user%40okta.local%22&startIndex=1&count=100');
    expect(lookup.status).toBe(200);
    expect(lookup.json).toEqual({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    const created = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', {
      body: {
        schemas: [USER_SCHEMA], userName: 'test.user@okta.local', name: { givenName: 'Test', familyName: 'User' },
        emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }], displayName: 'Test User', locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7', groups: [], password: '1mz050nq', active: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      schemas: [USER_SCHEMA], userName: 'test.user@okta.local', externalId: '00ujl29u0le5T6Aj10h7', active: true,
      name: { givenName: 'Test', familyName: 'User' }, emails: [{ value: 'test.user@okta.local', type: 'work', primary: true }],
      meta: { resourceType: 'User' },
    });
    expect(created.json.password).toBeUndefined();
    expect(created.json.meta.location).toBe(`http://${HOST}/scim/v2/Users/${created.json.id}`);
    const id: string = created.json.id;

    // One eligibility record per promotion of the organization.
    const records = await recordsOf('test.user@okta.local');
    expect(records.map((r) => [r.promotion_id, r.first_name, r.last_name, r.email])).toEqual(promotionIds.map((p) => [p, 'Test', 'User', 'test.user@okta.local']));

    const found = await scim(listUsers, 'GET', '/api/scim/v2/Users?filter=userName%20eq%20%22TEST.USER%40okta.local%22&startIndex=1&count=100');
    expect(found.json.totalResults).toBe(1);
    expect(found.json.Resources[0].id).toBe(id);

    const read = await scim(getUser, 'GET', `/api/scim/v2/Users/${id}`, { params: { id } });
    expect(read.status).toBe(200);
    expect(read.json.id).toBe(id);

    // A registered participant in the first promotion.
    const participant = await createUser({ promotionId: promotionIds[0]!, role: 'User' });
    await db.eligibility.update({ where: { id: records[0]!.id }, data: { user_id: participant.id } });
    await db.userSession.create({ data: { id: `scim-${id}`.slice(0, 22), user_id: participant.id, promotion_id: promotionIds[0]!, expires_at: new Date(Date.now() + 3_600_000) } });

    // Okta's profile push is a PUT of the whole user.
    const put = await scim(putUser, 'PUT', `/api/scim/v2/Users/${id}`, {
      params: { id },
      body: {
        schemas: [USER_SCHEMA], id, userName: 'test.user@okta.local', name: { givenName: 'Another', familyName: 'User' },
        emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }], displayName: 'Another User', locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7', groups: [], active: true, meta: { resourceType: 'User' },
      },
    });
    expect(put.status).toBe(200);
    expect(put.json.name).toMatchObject({ givenName: 'Another' });
    expect((await recordsOf('test.user@okta.local')).map((r) => r.first_name)).toEqual(['Another', 'Another']);
    expect((await recordsOf('test.user@okta.local'))[0]!.user_id).toBe(participant.id);

    // Deactivation: PATCH with no path and an object value.
    const deactivated = await scim(patchUser, 'PATCH', `/api/scim/v2/Users/${id}`, {
      params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] },
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json.active).toBe(false);
    expect(await recordsOf('test.user@okta.local')).toEqual([]);
    const account = await db.user.findUniqueOrThrow({ where: { id: participant.id } });
    expect(account.is_locked).toBe(true);
    expect(account.deleted_at).toBeNull();
    expect(await db.userSession.count({ where: { user_id: participant.id } })).toBe(0);
    // Still readable, as inactive.
    expect((await scim(getUser, 'GET', `/api/scim/v2/Users/${id}`, { params: { id } })).json.active).toBe(false);

    // Reactivation gives the records back, linked to the same account, unlocked.
    const reactivated = await scim(patchUser, 'PATCH', `/api/scim/v2/Users/${id}`, {
      params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] },
    });
    expect(reactivated.json.active).toBe(true);
    const back = await recordsOf('test.user@okta.local');
    expect(back.map((r) => r.user_id)).toEqual([participant.id, null]);
    expect((await db.user.findUniqueOrThrow({ where: { id: participant.id } })).is_locked).toBe(false);
  });
});

describe('Microsoft Entra ID', () => {
  it('probes, creates, patches multi- and single-valued attributes, disables with "False" and deletes', async () => {
    const probe = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('userName eq "non-existent user"')}`);
    expect(probe.json.totalResults).toBe(0);

    const created = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', {
      body: {
        schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef', userName: 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1', active: true,
        emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b-0777-472c-9f96-4f70d2226f2e@testuser.com' }],
        meta: { resourceType: 'User' }, name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' }, roles: [],
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { employeeNumber: '701984', department: 'Tour Operations' },
      },
    });
    expect(created.status).toBe(201);
    const id: string = created.json.id;

    const byExternalId = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`);
    expect(byExternalId.json.Resources.map((r: { id: string }) => r.id)).toEqual([id]);
    const byEmail = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('emails[type eq "work" and value co "fd0ea19b"]')}`);
    expect(byEmail.json.Resources.map((r: { id: string }) => r.id)).toEqual([id]);

    const multi = await scim(patchUser, 'PATCH', `/api/scim/v2/Users/${id}`, {
      params: { id },
      body: {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
          { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
          { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Sales' },
        ],
      },
    });
    expect(multi.status).toBe(200);
    expect(multi.json.emails).toEqual([{ value: 'updatedemail@microsoft.com', type: 'work', primary: true }]);
    expect(multi.json.name.familyName).toBe('updatedFamilyName');

    const renamed = await scim(patchUser, 'PATCH', `/api/scim/v2/Users/${id}`, {
      params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'userName', value: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com' }] },
    });
    expect(renamed.json.userName).toBe('5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com');
    expect(await recordsOf('Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1')).toEqual([]);
    expect((await recordsOf('5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com')).map((r) => [r.last_name, r.email]))
      .toEqual([['updatedFamilyName', 'updatedemail@microsoft.com'], ['updatedFamilyName', 'updatedemail@microsoft.com']]);

    const disabled = await scim(patchUser, 'PATCH', `/api/scim/v2/Users/${id}`, {
      params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
    });
    expect(disabled.json.active).toBe(false);
    expect(await recordsOf('5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com')).toEqual([]);

    const deleted = await scim(deleteUser, 'DELETE', `/api/scim/v2/Users/${id}`, { params: { id } });
    expect(deleted.status).toBe(204);
    const gone = await scim(getUser, 'GET', `/api/scim/v2/Users/${id}`, { params: { id } });
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
  });

  it('DELETE of an active user removes its records and ends the participant\'s sessions, keeping the account', async () => {
    const created = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { schemas: [USER_SCHEMA], userName: 'E-2001' } });
    const id: string = created.json.id;
    const participant = await createUser({ promotionId: promotionIds[1]!, role: 'User' });
    await db.eligibility.updateMany({ where: { promotion_id: promotionIds[1]!, identifier: 'E-2001' }, data: { user_id: participant.id } });
    const deleted = await scim(deleteUser, 'DELETE', `/api/scim/v2/Users/${id}`, { params: { id } });
    expect(deleted.status).toBe(204);
    expect(await recordsOf('E-2001')).toEqual([]);
    const account = await db.user.findUniqueOrThrow({ where: { id: participant.id } });
    expect(account).toMatchObject({ is_locked: true, deleted_at: null });
  });
});

describe('paging and errors', () => {
  it('pages with startIndex and count', async () => {
    for (const n of [1, 2, 3]) await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { schemas: [USER_SCHEMA], userName: `page-${n}@example.com` } });
    const page = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('userName sw "page-"')}&startIndex=2&count=1`);
    expect(page.json).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(page.json.Resources[0].userName).toBe('page-2@example.com');
    const none = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('userName co "age-"')}&count=0`);
    expect(none.json).toMatchObject({ totalResults: 3, itemsPerPage: 0, Resources: [] });
  });

  it('refuses malformed filters and unsupported attributes with 400 invalidFilter', async () => {
    for (const filter of ['userName eq', 'userName eq "x" and', '(((', 'nickName eq "x"', 'userName gt "a"', 'userName pr']) {
      const answer = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent(filter)}`);
      expect(answer.status, filter).toBe(400);
      expect(answer.json, filter).toMatchObject({ schemas: [ERROR_SCHEMA], status: '400', scimType: 'invalidFilter' });
    }
  });

  it('ignores unknown attributes on create, and answers a patch of an unknown operation with 400', async () => {
    const created = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { schemas: [USER_SCHEMA], userName: 'odd@example.com', favouriteColour: 'teal' } });
    expect(created.status).toBe(201);
    expect(created.json.favouriteColour).toBeUndefined();
    const id: string = created.json.id;
    const bad = await scim(patchUser, 'PATCH', `/api/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [PATCH_OP], Operations: [{ op: 'move', path: 'userName', value: 'x' }] } });
    expect(bad.status).toBe(400);
    expect(bad.json.schemas).toEqual([ERROR_SCHEMA]);
    const noName = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { schemas: [USER_SCHEMA], name: { givenName: 'No' } } });
    expect(noName.status).toBe(400);
    expect(noName.json).toMatchObject({ schemas: [ERROR_SCHEMA], scimType: 'invalidValue' });
    const badEmail = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { userName: 'mail@example.com', emails: [{ value: 'nope' }] } });
    expect(badEmail.json).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });

  it('answers a duplicate userName (in any case) with 409 uniqueness', async () => {
    await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { schemas: [USER_SCHEMA], userName: 'dup@example.com' } });
    const again = await scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { schemas: [USER_SCHEMA], userName: 'DUP@example.com' } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ schemas: [ERROR_SCHEMA], status: '409', scimType: 'uniqueness', detail: 'userName "DUP@example.com" is already in use.' });
  });

  it('refuses no token, a wrong token and a rotated one with 401; another organization sees none of these users', async () => {
    for (const bearer of ['', 'scim_nope']) {
      const answer = await scim(listUsers, 'GET', '/api/scim/v2/Users', { bearer });
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    }
    const other = await createPromotion();
    const otherToken = (await issueScimToken(other.organization.id)).token;
    const seen = await scim(listUsers, 'GET', '/api/scim/v2/Users', { bearer: otherToken });
    expect(seen.json.totalResults).toBe(0);
    const mine = await scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('userName eq "dup@example.com"')}`);
    const id: string = mine.json.Resources[0].id;
    const theirs = await scim(getUser, 'GET', `/api/scim/v2/Users/${id}`, { params: { id }, bearer: otherToken });
    expect(theirs.status).toBe(404);
    const removed = await scim(deleteUser, 'DELETE', `/api/scim/v2/Users/${id}`, { params: { id }, bearer: otherToken });
    expect(removed.status).toBe(404);

    const rotated = (await issueScimToken(other.organization.id)).token;
    expect((await scim(listUsers, 'GET', '/api/scim/v2/Users', { bearer: otherToken })).status).toBe(401);
    expect((await scim(listUsers, 'GET', '/api/scim/v2/Users', { bearer: rotated })).status).toBe(200);
    expect((await db.scimToken.findUniqueOrThrow({ where: { organization_id: other.organization.id } })).last_used_at).not.toBeNull();
  });

  it('answers malformed requests in SCIM\'s error schema, never the app envelope or a 5xx', async () => {
    const cases = await Promise.all([
      callRoute(createUserRoute, { method: 'POST', host: HOST, path: '/api/scim/v2/Users', rawBody: '{"userName":', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' } }),
      callRoute(createUserRoute, { method: 'POST', host: HOST, path: '/api/scim/v2/Users', rawBody: 'userName=x', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' } }),
      scim(createUserRoute, 'POST', '/api/scim/v2/Users', { body: { userName: 'nul\u0000byte' } }),
      scim(listUsers, 'GET', `/api/scim/v2/Users?filter=${encodeURIComponent('userName eq "\u0000"')}`),
      scim(listUsers, 'GET', '/api/scim/v2/Users?count=abc'),
      scim(getUser, 'GET', '/api/scim/v2/Users/%E0%A4%A', { params: { id: '../../etc' } }),
      scim(patchUser, 'PATCH', '/api/scim/v2/Users/x', { params: { id: '00000000-0000-0000-0000-000000000000' }, body: { Operations: 'replace' } }),
    ]);
    for (const answer of cases) {
      expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
      expect(answer.json, JSON.stringify(answer.json)).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(answer.status) });
      expect(answer.headers.get('content-type')).toBe('application/scim+json');
    }
  });
});
