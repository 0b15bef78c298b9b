// Pilot password and the can_register check (social-engagement.md §2 "Welcome and public pages", "Registration").
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { createContent, setPilotPassword, updatePromotion } from '../helpers/onboarding-factories';
import { POST as authenticatePilot } from '@/app/api/promotions/[id]/authenticate/route';
import { GET as canRegister } from '@/app/api/promotions/[id]/can_register/route';
import { hasPilotAccess, hasPrelaunchAccess } from '@/server/promotions/pilot';
import { promotionById } from '@/server/tenancy/promotion-context';
import { addDays, parseIsoDate, todayIn } from '@/lib/promotion-dates';
import { isPrelaunchPublicPath } from '@/lib/onboarding/constants';

const notLaunched = () => createPromotion({ startedDaysAgo: -20 });

async function enterPilot(p: { id: number; host: string }, password: string, id: string = String(p.id)) {
  return callRoute(authenticatePilot, { method: 'POST', host: p.host, path: `/api/promotions/${id}/authenticate`, params: { id }, body: { password } });
}

const cookieOf = (setCookie: string) => setCookie.split(';')[0];

async function status(p: { id: number; host: string }, cookie?: string, id: string = String(p.id)) {
  return callRoute(canRegister, { host: p.host, path: `/api/promotions/${id}/can_register`, params: { id }, cookie });
}

describe('POST /promotions/{id}/authenticate (pilot password)', () => {
  it('sets a signed, httpOnly, host-only pilot cookie for the right password', async () => {
    const p = await notLaunched();
    await setPilotPassword(p.id, 'letmein');
    const res = await enterPilot(p, 'letmein');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ authenticated: true, promotion_id: p.id });
    const [setCookie] = res.setCookies;
    expect(setCookie).toMatch(new RegExp(`^pilot_${p.id}=\\d+\\.[A-Za-z0-9_-]{43};`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);

    const promotion = (await promotionById(p.id))!;
    expect(hasPilotAccess(cookieOf(setCookie), promotion)).toBe(true);
    expect(hasPilotAccess(`other=1; ${cookieOf(setCookie)}`, promotion)).toBe(true);
    expect(hasPilotAccess(`${cookieOf(setCookie)}x`, promotion)).toBe(false);
    expect(hasPilotAccess(null, promotion)).toBe(false);
    expect(hasPrelaunchAccess(cookieOf(setCookie), promotion)).toBe(true);
    expect(hasPrelaunchAccess(null, promotion)).toBe(false);
  });

  it("answers 'Incorrect Pilot Password.' (422) for a wrong or empty password and sets no cookie", async () => {
    const p = await notLaunched();
    await setPilotPassword(p.id, 'letmein');
    for (const password of ['LETMEIN', 'wrong', '']) {
      const res = await enterPilot(p, password);
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ errors: ['Incorrect Pilot Password.'] });
      expect(res.setCookies).toEqual([]);
    }
  });

  it('accepts no password at all when the promotion has none', async () => {
    const p = await notLaunched();
    const res = await enterPilot(p, 'anything');
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(['Incorrect Pilot Password.']);
  });

  it('revokes pilot cookies when the pilot password changes', async () => {
    const p = await notLaunched();
    await setPilotPassword(p.id, 'first-pass');
    const cookie = cookieOf((await enterPilot(p, 'first-pass')).setCookies[0]);
    await setPilotPassword(p.id, 'second-pass');
    expect(hasPilotAccess(cookie, (await promotionById(p.id))!)).toBe(false);
  });

  it("is a 404 for another promotion's id, and one promotion's cookie opens nothing elsewhere", async () => {
    const a = await notLaunched();
    const b = await notLaunched();
    await setPilotPassword(a.id, 'alpha-pass');
    await setPilotPassword(b.id, 'bravo-pass');
    const cross = await callRoute(authenticatePilot, {
      method: 'POST', host: a.host, path: `/api/promotions/${b.id}/authenticate`, params: { id: String(b.id) }, body: { password: 'bravo-pass' },
    });
    expect(cross.status).toBe(404);
    expect(cross.setCookies).toEqual([]);
    const own = await enterPilot(a, 'alpha-pass');
    expect(own.status).toBe(200);
    const aCookie = cookieOf(own.setCookies[0]);
    expect(hasPilotAccess(aCookie, (await promotionById(b.id))!)).toBe(false);
    expect((await status(b, aCookie)).json.reason).toBe('not_launched');
    expect((await status(a, aCookie)).json.can_register).toBe(true);
  });
});

describe('GET /promotions/{id}/can_register', () => {
  it('is open for a launched promotion with open registration', async () => {
    const p = await createPromotion();
    const res = await status(p);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ can_register: true, reason: null, message: null });
    expect((await status(p, undefined, 'current')).json.can_register).toBe(true);
  });

  it("is 'closed' when the promotion is closed or outside its registration dates", async () => {
    const closed = await createPromotion({ data: { is_closed: true } });
    expect((await status(closed)).json).toEqual({ can_register: false, reason: 'closed', message: 'Sorry, registration is currently closed.' });

    const today = todayIn('America/New_York');
    const ended = await createPromotion({ data: { registration_ends_on: parseIsoDate(addDays(today, -2)) } });
    expect((await status(ended)).json.reason).toBe('closed');
    const notYet = await createPromotion({ data: { registration_starts_on: parseIsoDate(addDays(today, 3)) } });
    expect((await status(notYet)).json.reason).toBe('closed');
  });

  it('uses the registration_content message when the promotion has one', async () => {
    const p = await createPromotion({ data: { is_closed: true } });
    await createContent({ promotionId: p.id, category: 'registration_content', key: 'registration_closed', title: 'Closed', content: '<p>Registration ended on Friday.</p>' });
    expect((await status(p)).json.message).toBe('Registration ended on Friday.');
  });

  it("is 'max' once max_registrations accounts exist", async () => {
    const p = await createPromotion({ data: { max_registrations: 2 } });
    await createUser({ promotionId: p.id });
    expect((await status(p)).json.can_register).toBe(true);
    await createUser({ promotionId: p.id });
    const res = await status(p);
    expect(res.json.reason).toBe('max');
    expect(res.json.can_register).toBe(false);
    expect(res.json.message).toBe('Sorry, registration is currently closed.');
  });

  it("is 'not_launched' before launch unless the pilot cookie is set", async () => {
    const p = await notLaunched();
    await setPilotPassword(p.id, 'letmein');
    expect((await status(p)).json).toMatchObject({ can_register: false, reason: 'not_launched' });
    const cookie = cookieOf((await enterPilot(p, 'letmein')).setCookies[0]);
    expect((await status(p, cookie)).json).toEqual({ can_register: true, reason: null, message: null });
    // Closed still wins over the pilot cookie.
    await updatePromotion(p.id, { is_closed: true });
    expect((await status(p, cookie)).json.reason).toBe('closed');
  });

  it("is a 404 for another promotion's id on this host; the own id answers", async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    expect((await status(a, undefined, String(b.id))).status).toBe(404);
    expect((await status(b, undefined, String(a.id))).status).toBe(404);
    expect((await status(a)).status).toBe(200);
  });
});

describe('prelaunch public paths', () => {
  it('lists welcome, FAQs, terms, privacy, opt-in and unsubscribe only', () => {
    for (const path of ['/welcome', '/welcome/forgot', '/support/faqs', '/legal/terms', '/legal/privacy', '/opt_in_participation', '/unsubscribe']) {
      expect(isPrelaunchPublicPath(path)).toBe(true);
    }
    for (const path of ['/home', '/register', '/welcomeX', '/support/contact', '/walkthrough']) expect(isPrelaunchPublicPath(path)).toBe(false);
  });
});
