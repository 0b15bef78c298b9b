// The documented defaults apply when a client omits the fields (administration.md §9 "New organization defaults:
// password length 8 to 20, at least 1 letter, 1 number, 1 symbol, account lockouts enabled"; §5/§9 the new
// competition's defaults; §5 "New-email default send time is an hour ahead; default timezone Eastern Time").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { POST as createOrg } from '@/app/api/organizations/route';
import { GET as competitions, POST as createCompetition } from '@/app/api/promotions/[id]/competitions/route';
import { POST as createEmail } from '@/app/api/promotions/[id]/custom_emails/route';
import { PUT as putEmail } from '@/app/api/promotions/[id]/custom_emails/[emailId]/route';
import { stopEnqueuer } from '@/server/jobs/enqueue';

const DASH = 'dashboard.localhost:3000';
let cookie: string;
beforeAll(async () => {
  cookie = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
});
afterAll(() => stopEnqueuer());

const post = (handler: Parameters<typeof callRoute>[0], path: string, body: unknown, params: Record<string, string> = {}) =>
  callRoute(handler, { method: 'POST', host: DASH, path, cookie, params, body });

describe('documented defaults', () => {
  it('POST /organizations {name, reseller_id} creates one with the new-organization defaults', async () => {
    const created = await post(createOrg, '/api/organizations', { name: 'Spec client org', reseller_id: null });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Spec client org', password_min_length: 8, password_max_length: 20, password_min_letters: 1,
      password_min_numbers: 1, password_min_symbols: 1, flags: { enable_account_lockouts: true },
    });
    // What the client does send still counts, and the rules still hold.
    const stated = await post(createOrg, '/api/organizations', { name: 'Longer', password_min_length: 12, password_max_length: 30 });
    expect(stated.json).toMatchObject({ password_min_length: 12, password_max_length: 30, password_min_symbols: 1 });
    const broken = await post(createOrg, '/api/organizations', { name: 'Broken', password_min_length: 30 });
    expect(broken.status).toBe(422);
  });

  it('POST …/competitions {name} takes the defaults GET ?new=true serves', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const defaults = await callRoute(competitions, { host: DASH, path: `/api/promotions/${id}/competitions?new=true`, cookie, params: { id } });
    const created = await post(createCompetition, `/api/promotions/${id}/competitions`, { name: 'Spring' }, { id });
    expect(created.status).toBe(201);
    const { name: _name, ...rest } = defaults.json;
    expect(created.json).toMatchObject({ ...rest, name: 'Spring', team_size_min: 4, team_size_max: 4, freeze_team_scores: 1, works_value: 400, behavior_label: 'Thrive' });
    const sized = await post(createCompetition, `/api/promotions/${id}/competitions`, { name: 'Small', team_size_min: 2, team_size_max: 3 }, { id });
    expect(sized.json).toMatchObject({ team_size_min: 2, team_size_max: 3, comp_length: defaults.json.comp_length });
  });

  it('a one-time email without send_at goes out an hour ahead, Eastern Time; an edit still states its time', async () => {
    const p = await createPromotion();
    const id = String(p.id);
    const before = Date.now();
    const created = await post(createEmail, `/api/promotions/${id}/custom_emails`, { email: { subject: 'Hi', body: 'Hello all', recipients: 'a@example.com' } }, { id });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'queued', time_zone: 'America/New_York' });
    const at = new Date(created.json.send_at).getTime();
    // To the minute, an hour after the request.
    expect(at).toBeGreaterThanOrEqual(before + 59 * 60_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const emailId = String(created.json.id);
    const edit = await callRoute(putEmail, {
      method: 'PUT', host: DASH, path: `/api/promotions/${id}/custom_emails/${emailId}`, cookie, params: { id, emailId },
      body: { email: { subject: 'Hi', body: 'Hello all', recipients: 'a@example.com' } },
    });
    expect(edit.status).toBe(422);
  });
});
