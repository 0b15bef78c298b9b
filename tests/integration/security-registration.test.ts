// Registration and eligibility under attack (issue 9, findings 2 and 3; docs/decisions/004-guess-throttling.md):
// an eligibility record is claimed only through its identifier, refused registrations are throttled per client
// address and per email, and a public eligibility check answers "valid" with what registration needs — never the
// record's email.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { createEligibility, registrationBody } from '../helpers/onboarding-factories';
import { POST as createUserRoute } from '@/app/api/users/route';
import { GET as eligibilityGet, POST as eligibilityPost } from '@/app/api/eligibilities/validate/route';
import { GET as checkEligibility } from '@/app/api/promotions/[id]/users/check_eligibility/[identifier]/route';
import { db } from '@/server/db';
import { GUESS_POLICIES } from '@/server/security/guess-throttle';
import { PROMOTION_FLAG_DEFAULTS } from '@/lib/promotion-flags';
import { MESSAGES } from '@/lib/messages';

type Place = { id: number; host: string };
const from = (ip: string) => ({ 'x-renew-client-address': ip, 'x-forwarded-for': ip });
const register = (p: Place, body: Record<string, unknown>, ip = '192.0.2.10') =>
  callRoute(createUserRoute, { method: 'POST', host: p.host, path: '/api/users', body, headers: from(ip) });
const withEligibility = (displayed: boolean) => ({ data: { flags: { ...PROMOTION_FLAG_DEFAULTS, is_eligibility_displayed: displayed } } });

describe('claiming an eligibility record (finding 2)', () => {
  for (const displayed of [true, false]) {
    it(`needs the identifier: another person's eligibility_id alone binds nothing (eligibility ${displayed ? 'required' : 'optional'})`, async () => {
      const p = await createPromotion(withEligibility(displayed));
      const victim = await createEligibility(p.id, { identifier: 'EMP-7731' });

      const attack = await register(p, registrationBody({ eligibility_id: victim.id }));
      expect(attack).toMatchObject({ status: 422, json: { errors: ['Invalid Employee ID.'] } });
      const mismatched = await register(p, registrationBody({ eligibility_id: victim.id, eligibility_identifier: 'EMP-0000' }));
      expect(mismatched.json.errors).toEqual(['Invalid Employee ID.']);
      expect((await db.eligibility.findUniqueOrThrow({ where: { id: victim.id } })).user_id).toBeNull();
      expect(await db.user.count({ where: { promotion_id: p.id } })).toBe(0);

      // The owner, who knows the identifier, still claims it (with or without the id the check returned).
      const owner = await register(p, registrationBody({ eligibility_identifier: 'EMP-7731' }));
      expect(owner.status).toBe(201);
      expect((await db.eligibility.findUniqueOrThrow({ where: { id: victim.id } })).user_id).toBe(owner.json.id);
    });
  }

  it('the id and identifier from a successful check register as before', async () => {
    const p = await createPromotion(withEligibility(true));
    const record = await createEligibility(p.id, { identifier: 'EMP-1' });
    const ok = await register(p, registrationBody({ eligibility_id: record.id, eligibility_identifier: 'EMP-1' }));
    expect(ok.status).toBe(201);
  });
});

describe('throttling refused registrations', () => {
  const { perClient, perTarget } = GUESS_POLICIES.registration;

  it(`answers 429 after ${perClient} refused registrations from one client, even to a valid form; others are unaffected`, async () => {
    const p = await createPromotion(withEligibility(true));
    await createEligibility(p.id, { identifier: 'REAL-1' });
    await createEligibility(p.id, { identifier: 'REAL-2' });
    // Walking identifiers through the registration form.
    for (let i = 0; i < perClient; i++) {
      expect((await register(p, registrationBody({ eligibility_identifier: `GUESS-${i}` }), '198.51.100.20')).status).toBe(422);
    }
    const blocked = await register(p, registrationBody({ eligibility_identifier: 'REAL-1' }), '198.51.100.20');
    expect(blocked).toMatchObject({ status: 429, json: { errors: [MESSAGES.tooManyChecks] } });
    expect(blocked.headers.get('retry-after')).toBe(String(GUESS_POLICIES.registration.windowMinutes * 60));
    expect((await register(p, registrationBody({ eligibility_identifier: 'REAL-2' }), '198.51.100.21')).status).toBe(201);
  });

  it(`answers 429 after ${perTarget} refusals for one email from many clients; successful registrations do not count`, async () => {
    const p = await createPromotion();
    const taken = await register(p, registrationBody({ email: 'taken@example.com' }));
    expect(taken.status).toBe(201);
    for (let i = 0; i < perTarget; i++) {
      expect((await register(p, registrationBody({ email: 'taken@example.com' }), `198.51.100.${40 + i}`)).status).toBe(422);
    }
    expect((await register(p, registrationBody({ email: 'taken@example.com' }), '198.51.100.99')).status).toBe(429);
    // An office behind one address registers together: accepted forms are not counted.
    for (let i = 0; i < perClient + 2; i++) expect((await register(p, registrationBody(), '198.51.100.200')).status).toBe(201);
  }, 60_000);

  it('a parallel burst of refused registrations from one client stops at the limit', async () => {
    const p = await createPromotion(withEligibility(true));
    const results = await Promise.all(
      Array.from({ length: perClient + 15 }, (_, i) => register(p, registrationBody({ eligibility_identifier: `BURST-${i}` }), '198.51.100.30')),
    );
    const refused = results.filter((r) => r.status === 422).length;
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(perClient);
    expect(results.filter((r) => r.status === 429)).toHaveLength(results.length - refused);
  }, 60_000);
});

describe('public eligibility checks (finding 3)', () => {
  async function setup() {
    const p = await createPromotion(withEligibility(true));
    const record = await createEligibility(p.id, { identifier: 'E-55', email: 'private.person@example.com' });
    return { p, record };
  }

  it('answer valid with the id and identifier registration needs (names only with a proof, issue 37), never the email', async () => {
    const { p, record } = await setup();
    const expected = { valid: true, id: record.id, identifier: 'E-55' };
    const post = await callRoute(eligibilityPost, { method: 'POST', host: p.host, path: '/api/eligibilities/validate', body: { identifier: 'E-55' } });
    const get = await callRoute(eligibilityGet, { host: p.host, path: '/api/eligibilities/validate?identifier=E-55' });
    const check = await callRoute(checkEligibility, {
      host: p.host, path: `/api/promotions/${p.id}/users/check_eligibility/E-55`, params: { id: String(p.id), identifier: 'E-55' },
    });
    for (const res of [post, get, check]) {
      expect(res.status).toBe(200);
      expect(res.json).toEqual(expected);
      expect(JSON.stringify(res.json)).not.toContain('private.person');
    }
  });

  it('an unknown identifier answers only "invalid"', async () => {
    const { p } = await setup();
    const res = await callRoute(eligibilityPost, { method: 'POST', host: p.host, path: '/api/eligibilities/validate', body: { identifier: 'E-56' } });
    expect(res).toMatchObject({ status: 404, json: { errors: ['Invalid Employee ID.'] } });
  });
});
