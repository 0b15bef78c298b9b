// Eligibility administration: records (index with search and paging, create, edit, reset, delete; the identifier's
// messages with the promotion's label), who may read and change them, and another promotion's rows never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { createContent } from '../helpers/onboarding-factories';
import { GET as list, POST as create } from '@/app/api/eligibilities/route';
import { DELETE as remove, GET as show, PUT as update } from '@/app/api/eligibilities/[eligId]/route';
import { POST as reset } from '@/app/api/eligibilities/[eligId]/reset/route';
import { GET as files } from '@/app/api/eligibility_files/route';

const DASHBOARD = 'dashboard.localhost:3000';
let master: string;

beforeAll(async () => {
  master = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => stopEnqueuer());

type Handler = Parameters<typeof callRoute>[0];
const call = (handler: Handler, method: string, path: string, params: Record<string, string> = {}, body?: unknown, cookie = master, host = DASHBOARD) =>
  callRoute(handler, { method, host, path, cookie, params, body });

describe('eligibility records', () => {
  it('creates, lists with search and paging, edits, resets and deletes, with the label in every message', async () => {
    const p = await createPromotion();
    await createContent({ promotionId: p.id, category: 'eligibility', key: 'label', title: 'Badge Number' });
    const q = `?promotion_id=${p.id}`;
    const blank = await call(create, 'POST', `/api/eligibilities${q}`, {}, { identifier: '  ', first_name: 'Ann' });
    expect(blank.status).toBe(422);
    expect(blank.json.errors).toEqual(['Badge Number is required.']);
    const badEmail = await call(create, 'POST', `/api/eligibilities${q}`, {}, { identifier: 'B-1', email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json.errors[0]).toContain('Email is not a valid email address.');

    const made = await call(create, 'POST', `/api/eligibilities${q}`, {}, { identifier: ' B-1 ', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ identifier: 'B-1', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', user_id: null, registered: false });
    const dup = await call(create, 'POST', `/api/eligibilities${q}`, {}, { identifier: 'B-1' });
    expect(dup.status).toBe(422);
    expect(dup.json.errors).toEqual(['Badge Number is already in use.']);

    for (let i = 2; i <= 30; i++) await call(create, 'POST', `/api/eligibilities${q}`, {}, { identifier: `B-${i}`, last_name: i === 7 ? 'Zimmerman' : 'Other' });
    const first = await call(list, 'GET', `/api/eligibilities${q}`);
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(25);
    expect(first.json.meta).toMatchObject({ total_records: 30, label: 'Badge Number', registered_records: 0 });
    expect(first.json.meta.links.next).toContain('page=2');
    const second = await call(list, 'GET', `/api/eligibilities${q}&page=2`);
    expect(second.json.data).toHaveLength(5);
    const found = await call(list, 'GET', `/api/eligibilities${q}&search=zimmer`);
    expect(found.json.data.map((e: { identifier: string }) => e.identifier)).toEqual(['B-7']);
    expect(found.json.meta.total_records).toBe(1);

    const id = String(made.json.id);
    const edited = await call(update, 'PUT', `/api/eligibilities/${id}${q}`, { eligId: id }, { identifier: 'B-100', first_name: 'Anne', last_name: null, email: null });
    expect(edited.json).toMatchObject({ identifier: 'B-100', first_name: 'Anne', last_name: null, email: null });
    const taken = await call(update, 'PUT', `/api/eligibilities/${id}${q}`, { eligId: id }, { identifier: 'B-2' });
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toEqual(['Badge Number is already in use.']);

    const user = await createUser({ promotionId: p.id });
    await db.eligibility.update({ where: { id: made.json.id }, data: { user_id: user.id } });
    expect((await call(show, 'GET', `/api/eligibilities/${id}${q}`, { eligId: id })).json).toMatchObject({ registered: true, user_id: user.id });
    expect((await call(list, 'GET', `/api/eligibilities${q}`)).json.meta.registered_records).toBe(1);
    const cleared = await call(reset, 'POST', `/api/eligibilities/${id}/reset${q}`, { eligId: id });
    expect(cleared.json).toMatchObject({ registered: false, user_id: null });
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();

    expect((await call(remove, 'DELETE', `/api/eligibilities/${id}${q}`, { eligId: id })).status).toBe(204);
    const gone = await call(show, 'GET', `/api/eligibilities/${id}${q}`, { eligId: id });
    expect(gone.status).toBe(404);
    expect(gone.json.errors).toEqual(['Invalid Badge Number.']);
    const audit = await db.auditEvent.findMany({ where: { record_type: 'Eligibility', record_id: id } });
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'reset', 'update']);
  });

  it('never reads or changes another promotion\'s record (404 Invalid {label}.)', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const theirs = await db.eligibility.create({ data: { promotion_id: b.id, identifier: 'THEIRS' } });
    const id = String(theirs.id);
    const q = `?promotion_id=${a.id}`;
    for (const [handler, method, body] of [[show, 'GET'], [update, 'PUT', { identifier: 'MINE' }], [remove, 'DELETE'], [reset, 'POST']] as const) {
      const res = await call(handler, method, `/api/eligibilities/${id}${q}`, { eligId: id }, body);
      expect(res.status, method).toBe(404);
      expect(res.json.errors).toEqual(['Invalid Employee ID.']);
    }
    expect(await db.eligibility.findUnique({ where: { id: theirs.id } })).toMatchObject({ identifier: 'THEIRS' });
    expect((await call(list, 'GET', `/api/eligibilities${q}`)).json.data).toEqual([]);
  });

  it('lets the promotion\'s coordinators read the list, masters alone change it, participants neither', async () => {
    const p = await createPromotion();
    await db.eligibility.create({ data: { promotion_id: p.id, identifier: 'E-1' } });
    const host = p.host;
    const coordinator = await signInCookie(await createUser({ promotionId: p.id, role: 'Coordinator' }), { promotionId: p.id });
    const participant = await signInCookie(await createUser({ promotionId: p.id, role: 'User' }), { promotionId: p.id });
    const read = await call(list, 'GET', '/api/eligibilities', {}, undefined, coordinator, host);
    expect(read.status).toBe(200);
    expect(read.json.data.map((e: { identifier: string }) => e.identifier)).toEqual(['E-1']);
    expect((await call(create, 'POST', '/api/eligibilities', {}, { identifier: 'E-2' }, coordinator, host)).status).toBe(403);
    expect((await call(list, 'GET', '/api/eligibilities', {}, undefined, participant, host)).status).toBe(403);
    expect(await db.eligibility.count({ where: { promotion_id: p.id } })).toBe(1);
  });

  // Issue 37, finding 8: super users (no Eligibility tab) read the roster's names, emails and employee ids with 200.
  it('refuses super users (reseller, super coordinator) the records and the files of a promotion they cover', async () => {
    const p = await createPromotion();
    const record = await db.eligibility.create({ data: { promotion_id: p.id, identifier: 'S-1', first_name: 'Sue', email: 'sue@example.com' } });
    const reseller = await db.reseller.create({ data: { name: 'Resells eligibility' } });
    await db.organization.update({ where: { id: p.organization_id }, data: { reseller_id: reseller.id } });
    const resellerUser = await createUser({ promotionId: null, role: 'Reseller', resellerId: reseller.id });
    const superCoordinator = await createUser({ promotionId: null, role: 'Super Coordinator' });
    await db.superCoordinatorPromotion.create({ data: { user_id: superCoordinator.id, promotion_id: p.id } });
    const q = `?promotion_id=${p.id}`;
    for (const who of [resellerUser, superCoordinator]) {
      const cookie = await signInCookie(who, { promotionId: null });
      for (const [handler, path, params] of [
        [list, `/api/eligibilities${q}`, {}],
        [show, `/api/eligibilities/${record.id}${q}`, { eligId: String(record.id) }],
        [files, `/api/eligibility_files${q}`, {}],
      ] as const) {
        const answer = await call(handler, 'GET', path, params, undefined, cookie);
        expect(answer.status, `${who.role} GET ${path}`).toBe(403);
        expect(JSON.stringify(answer.json)).not.toContain('sue@example.com');
      }
    }
    // Masters keep reading them.
    expect((await call(list, 'GET', `/api/eligibilities${q}`)).status).toBe(200);
  });
});
