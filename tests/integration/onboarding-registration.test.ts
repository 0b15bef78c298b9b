// Registration: POST /users, email validate, eligibility validate (social-engagement.md "Registration", §5;
// administration.md §5 eligibility messages).
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import {
  createContent, createEligibility, createEvaluationDefinition, createLocations, NEW_PASSWORD, registrationBody, setPilotPassword, updatePromotion,
} from '../helpers/onboarding-factories';
import { POST as createUserRoute } from '@/app/api/users/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { GET as validateGet, POST as validatePost } from '@/app/api/users/validate/route';
import { GET as eligibilityGet, POST as eligibilityPost } from '@/app/api/eligibilities/validate/route';
import { GET as checkEligibility } from '@/app/api/promotions/[id]/users/check_eligibility/[identifier]/route';
import { POST as authenticatePilot } from '@/app/api/promotions/[id]/authenticate/route';
import { db } from '@/server/db';
import { PROMOTION_FLAG_DEFAULTS } from '@/lib/promotion-flags';

type Place = { id: number; host: string };
const register = (p: Place, body: Record<string, unknown>, cookie?: string) =>
  callRoute(createUserRoute, { method: 'POST', host: p.host, path: '/api/users', body, cookie });
const cookieOf = (setCookie: string) => setCookie.split(';')[0];
const withFlags = (flags: Record<string, boolean>) => ({ data: { flags: { ...PROMOTION_FLAG_DEFAULTS, ...flags } } });

describe('POST /users (registration)', () => {
  it('creates user, profile, subscriptions (all on) and signs the new user in (201)', async () => {
    const p = await createPromotion();
    const body = registrationBody({
      email: 'Nova.New@Example.com', opted_in_individual_leaderboard: true,
      profile: { first_name: ' Nova ', last_name: 'Newcomer', gender: 'F', birthday: '1990-04-05', phone: '555-0100', time_zone: 'America/Chicago' },
    });
    const res = await register(p, body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'nova.new@example.com', role: 'User', promotion_id: p.id, opted_in_individual_leaderboard: true });
    expect(res.json.profile).toMatchObject({ first_name: 'Nova', last_name: 'Newcomer' });
    expect(JSON.stringify(res.json)).not.toMatch(/password/);

    const row = await db.user.findUniqueOrThrow({ where: { id: res.json.id }, include: { profile: true, email_subscription: true } });
    expect(row.profile).toMatchObject({ gender: 'F', phone: '555-0100', time_zone: 'America/Chicago' });
    expect(row.profile!.birthday!.toISOString().slice(0, 10)).toBe('1990-04-05');
    expect(row.email_subscription).toMatchObject({
      email_friend_requests: true, email_wall_posts: true, email_team: true, email_gallery: true, email_badges: true,
      email_daily: 1, email_duo: 1, email_unsubscribe_all: false, promotion_id: p.id,
    });

    const session = res.setCookies.find((c) => c.startsWith('next-auth.session-token='))!;
    expect(session).toMatch(/HttpOnly/i);
    const me = await callRoute(getUser, { host: p.host, path: '/api/users/me', params: { id: 'me' }, cookie: cookieOf(session) });
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(res.json.id);
  });

  it('validates everything on the server', async () => {
    const p = await createPromotion();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ email: 'not-an-email', email_confirmation: 'not-an-email' }, ['Please enter a valid email address.']],
      [{ email: 'a@example.com', email_confirmation: 'b@example.com' }, ['Emails do not match.']],
      [{ password: 'abc', password_confirmation: 'abc' }, [
        'Password must be at least 8 characters.', 'Password must contain at least 1 number.', 'Password must contain at least 1 symbol.',
      ]],
      [{ password_confirmation: 'Fresh-start0' }, ['Passwords do not match.']],
      [{ profile: { first_name: '', last_name: ' ' } }, ['First name is required.', 'Last name is required.']],
      [{ profile: { first_name: 'A', last_name: 'B', birthday: '1990-02-31' } }, ['Birthday must be a date (YYYY-MM-DD).']],
      [{ profile: undefined }, ['First name is required.']],
    ];
    for (const [overrides, errors] of cases) {
      const res = await register(p, registrationBody(overrides));
      expect({ status: res.status, errors: res.json.errors, overrides }).toEqual({ status: 422, errors, overrides });
    }
    expect(await db.user.count({ where: { promotion_id: p.id } })).toBe(0);
  });

  it("refuses a taken email (case-insensitively) with 'Email has already been taken.'", async () => {
    const p = await createPromotion();
    await createUser({ promotionId: p.id, email: 'taken@example.com' });
    const res = await register(p, registrationBody({ email: 'TAKEN@example.com' }));
    expect(res).toMatchObject({ status: 422, json: { errors: ['Email has already been taken.'] } });
    // The same address is free in another promotion.
    const other = await createPromotion();
    expect((await register(other, registrationBody({ email: 'taken@example.com' }))).status).toBe(201);
  });

  it('lets exactly one of two simultaneous registrations with the same email through', async () => {
    const p = await createPromotion();
    const results = await Promise.all([
      register(p, registrationBody({ email: 'race@example.com' })),
      register(p, registrationBody({ email: 'Race@example.com' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)!.json).toEqual({ errors: ['Email has already been taken.'] });
    expect(await db.user.count({ where: { promotion_id: p.id, email: 'race@example.com' } })).toBe(1);
    expect(await db.profile.count({ where: { user: { promotion_id: p.id } } })).toBe(1);
  });

  it('never lets simultaneous registrations pass max_registrations', async () => {
    const p = await createPromotion({ data: { max_registrations: 1 } });
    const results = await Promise.all([register(p, registrationBody()), register(p, registrationBody())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await db.user.count({ where: { promotion_id: p.id } })).toBe(1);
  });

  it('is refused (403, can_register message) while registration is closed or before launch without the pilot cookie', async () => {
    const closed = await createPromotion({ data: { is_closed: true } });
    expect(await register(closed, registrationBody())).toMatchObject({ status: 403, json: { errors: ['Sorry, registration is currently closed.'] } });

    const early = await createPromotion({ startedDaysAgo: -20 });
    await setPilotPassword(early.id, 'letmein');
    expect((await register(early, registrationBody())).status).toBe(403);
    const pilot = await callRoute(authenticatePilot, {
      method: 'POST', host: early.host, path: `/api/promotions/${early.id}/authenticate`, params: { id: String(early.id) }, body: { password: 'letmein' },
    });
    expect((await register(early, registrationBody(), cookieOf(pilot.setCookies[0]))).status).toBe(201);
  });

  it('requires an unregistered eligibility record of this promotion when eligibility is displayed, and links it', async () => {
    const p = await createPromotion(withFlags({ is_eligibility_displayed: true }));
    const other = await createPromotion(withFlags({ is_eligibility_displayed: true }));
    await createContent({ promotionId: p.id, category: 'eligibility', key: 'label', title: 'Badge Number' });
    const mine = await createEligibility(p.id, { identifier: 'B-100' });
    const theirs = await createEligibility(other.id, { identifier: 'B-200' });

    expect((await register(p, registrationBody())).json.errors).toEqual(['Badge Number is required.']);
    expect((await register(p, registrationBody({ eligibility_identifier: 'B-200' }))).json.errors).toEqual(['Invalid Badge Number.']);
    expect((await register(p, registrationBody({ eligibility_id: theirs.id }))).json.errors).toEqual(['Invalid Badge Number.']);
    expect((await register(p, registrationBody({ eligibility_id: mine.id, eligibility_identifier: 'B-999' }))).json.errors).toEqual(['Invalid Badge Number.']);

    const ok = await register(p, registrationBody({ eligibility_id: mine.id, eligibility_identifier: 'B-100' }));
    expect(ok.status).toBe(201);
    expect((await db.eligibility.findUniqueOrThrow({ where: { id: mine.id } })).user_id).toBe(ok.json.id);
    expect((await db.eligibility.findUniqueOrThrow({ where: { id: theirs.id } })).user_id).toBeNull();

    const again = await register(p, registrationBody({ eligibility_identifier: 'B-100' }));
    expect(again).toMatchObject({ status: 422, json: { errors: ['Badge Number is already in use.'] } });
  });

  it('takes a leaf location of this promotion only, required when locations are displayed', async () => {
    const p = await createPromotion(withFlags({ is_location_displayed: true }));
    const other = await createPromotion();
    const { region, office } = await createLocations(p.id);
    const foreign = await createLocations(other.id);
    expect((await register(p, registrationBody())).json.errors).toEqual(['Please choose a location.']);
    expect((await register(p, registrationBody({ location_id: region.id }))).json.errors).toEqual(['Please choose a valid location.']);
    expect((await register(p, registrationBody({ location_id: foreign.office.id }))).json.errors).toEqual(['Please choose a valid location.']);
    const ok = await register(p, registrationBody({ location_id: office.id }));
    expect(ok.status).toBe(201);
    expect(ok.json.location_id).toBe(office.id);
  });

  it("stores the Initial Assessment's registration answers as an Evaluation", async () => {
    const p = await createPromotion();
    const definition = await createEvaluationDefinition(p.id, { questions: ['wellbeing', 'sleep_hours'] });
    const unknown = await register(p, registrationBody({ evaluation: { answers: { wellbeing: 5, shoe_size: 9 } } }));
    expect(unknown.json.errors).toEqual(['Unknown question: shoe_size.']);
    const res = await register(p, registrationBody({ evaluation: { answers: { wellbeing: 5, sleep_hours: '7' } } }));
    expect(res.status).toBe(201);
    const evaluation = await db.evaluation.findFirstOrThrow({ where: { user_id: res.json.id } });
    expect(evaluation).toMatchObject({ promotion_id: p.id, evaluation_definition_id: definition.id, answers: { wellbeing: '5', sleep_hours: '7' } }); // stored as text
    // The bare map is accepted too.
    const bare = await register(p, registrationBody({ evaluation: { wellbeing: 3 } }));
    expect(bare.status).toBe(201);

    const without = await createPromotion();
    expect((await register(without, registrationBody({ evaluation: { answers: { wellbeing: 1 } } }))).json.errors).toEqual([
      'Evaluation Definition could not be found',
    ]);
  });

  it('is a 404 on the dashboard host or an unknown subdomain', async () => {
    expect((await callRoute(createUserRoute, { method: 'POST', host: 'dashboard.localhost:3000', path: '/api/users', body: registrationBody() })).status).toBe(404);
    expect((await callRoute(createUserRoute, { method: 'POST', host: 'nowhere.localhost:3000', path: '/api/users', body: registrationBody() })).status).toBe(404);
  });
});

describe('GET/POST /users/validate', () => {
  it('answers {valid: true} or 422 within the host promotion only', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    const userA = await createUser({ promotionId: a.id, email: 'someone@example.com' });
    const get = (p: Place, value: string, cookie?: string) =>
      callRoute(validateGet, { host: p.host, path: `/api/users/validate?field=email&value=${encodeURIComponent(value)}`, cookie });

    expect(await get(a, 'Someone@Example.com')).toMatchObject({ status: 422, json: { errors: ['Email has already been taken.'] } });
    expect(await get(b, 'someone@example.com')).toMatchObject({ status: 200, json: { valid: true } });
    expect(await get(a, 'fresh@example.com')).toMatchObject({ status: 200, json: { valid: true } });
    expect((await get(a, 'nope')).json.errors).toEqual(['Please enter a valid email address.']);
    // The signed-in user's own address is not "taken" for them.
    expect((await get(a, userA.email, await signInCookie(userA, { promotionId: a.id }))).status).toBe(200);

    const post = await callRoute(validatePost, { method: 'POST', host: a.host, path: '/api/users/validate', body: { field: 'email', value: userA.email } });
    expect(post.status).toBe(422);
    const badField = await callRoute(validatePost, { method: 'POST', host: a.host, path: '/api/users/validate', body: { field: 'role', value: 'x@example.com' } });
    expect(badField.json.errors).toEqual(['Only the email field can be validated.']);
  });
});

describe('eligibility validation', () => {
  async function setup() {
    const a = await createPromotion(withFlags({ is_eligibility_displayed: true }));
    const b = await createPromotion(withFlags({ is_eligibility_displayed: true }));
    const free = await createEligibility(a.id, { identifier: 'E-1', email: 'erin@example.com' });
    const user = await createUser({ promotionId: a.id });
    await createEligibility(a.id, { identifier: 'E-2', userId: user.id });
    await createEligibility(b.id, { identifier: 'E-3' });
    return { a, b, free };
  }
  const post = (p: Place, body: Record<string, unknown>) => callRoute(eligibilityPost, { method: 'POST', host: p.host, path: '/api/eligibilities/validate', body });

  it('answers valid with what registration needs (never the email), or the label messages (default label Employee ID)', async () => {
    const { a, free } = await setup();
    const ok = await post(a, { identifier: ' E-1 ' });
    expect(ok.status).toBe(200);
    // The identifier alone answers no names (issue 37 finding 12); with the email on file, the names to prefill.
    expect(ok.json).toEqual({ valid: true, id: free.id, identifier: 'E-1' });
    const proved = await post(a, { identifier: 'E-1', email: 'Erin@Example.com' });
    expect(proved.json).toEqual({ valid: true, id: free.id, identifier: 'E-1', first_name: 'Erin', last_name: 'Eligible' });
    expect(await post(a, { identifier: 'E-2' })).toMatchObject({ status: 422, json: { errors: ['Employee ID is already in use.'] } });
    expect(await post(a, { identifier: 'E-404' })).toMatchObject({ status: 404, json: { errors: ['Invalid Employee ID.'] } });
    expect(await post(a, { identifier: '  ' })).toMatchObject({ status: 422, json: { errors: ['Employee ID is required.'] } });
    expect(await post(a, {})).toMatchObject({ status: 422, json: { errors: ['Employee ID is required.'] } });
    const get = await callRoute(eligibilityGet, { host: a.host, path: '/api/eligibilities/validate?identifier=E-1' });
    expect(get.json.id).toBe(free.id);
  });

  it("is a 404 for another promotion's identifier or promotion id; the owner gets 200", async () => {
    const { a, b } = await setup();
    expect((await post(a, { identifier: 'E-3' })).status).toBe(404);
    expect((await post(b, { identifier: 'E-1' })).status).toBe(404);
    expect((await post(a, { identifier: 'E-1', promotion_id: b.id })).status).toBe(404);
    expect((await post(b, { identifier: 'E-3', promotion_id: b.id })).status).toBe(200);

    const check = (p: Place, promotionId: number, identifier: string) =>
      callRoute(checkEligibility, {
        host: p.host, path: `/api/promotions/${promotionId}/users/check_eligibility/${identifier}`, params: { id: String(promotionId), identifier },
      });
    expect((await check(a, a.id, 'E-1')).status).toBe(200);
    expect((await check(a, a.id, 'E-3')).status).toBe(404);
    expect((await check(a, b.id, 'E-3')).status).toBe(404);
    expect((await check(b, b.id, 'E-3')).status).toBe(200);
    expect((await check(a, a.id, 'E-2')).json.errors).toEqual(['Employee ID is already in use.']);
  });

  it("uses the promotion's label, a promotion override winning over the default", async () => {
    const defaults = await createPromotion({ data: { is_default: true } });
    const { a, b } = await setup();
    await createContent({ promotionId: defaults.id, category: 'eligibility', key: 'label', title: 'Member Number' });
    await createContent({ promotionId: a.id, category: 'eligibility', key: 'label', title: '<b>Staff ID</b>' });
    expect((await post(a, { identifier: 'x' })).json.errors).toEqual(['Invalid Staff ID.']);
    expect((await post(b, { identifier: 'x' })).json.errors).toEqual(['Invalid Member Number.']);
    await updatePromotion(defaults.id, { is_default: false });
  });
});

it('keeps NEW_PASSWORD valid for the default organization', () => {
  expect(NEW_PASSWORD).toMatch(/[0-9]/);
});
