// Account enumeration and mail bombing (issue 9, findings 8 and 16; docs/decisions/004-guess-throttling.md): the email
// check and the forgotten-password request keep the spec's answers, but are throttled per client address and per
// address asked about; the reset limit holds under parallel requests.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { GET as validateGet, POST as validatePost } from '@/app/api/users/validate/route';
import { POST as forgot } from '@/app/api/users/forgot/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { GUESS_POLICIES } from '@/server/security/guess-throttle';
import { FORGOT_REQUESTS_PER_HOUR } from '@/lib/onboarding/constants';
import { MESSAGES } from '@/lib/messages';
import { ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';

afterAll(() => stopEnqueuer());

type Place = { host: string };
const from = (ip: string) => ({ 'x-renew-client-address': ip, 'x-forwarded-for': ip });
const check = (p: Place, value: string, ip: string) =>
  callRoute(validateGet, { host: p.host, path: `/api/users/validate?field=email&value=${encodeURIComponent(value)}`, headers: from(ip) });
const checkPost = (p: Place, value: string, ip: string) =>
  callRoute(validatePost, { method: 'POST', host: p.host, path: '/api/users/validate', body: { field: 'email', value }, headers: from(ip) });
const requestReset = (p: Place, email: string, ip: string) =>
  callRoute(forgot, { method: 'POST', host: p.host, path: '/api/users/forgot', body: { email }, headers: from(ip) });

describe('GET/POST /users/validate (finding 8)', () => {
  const { perClient, perTarget } = GUESS_POLICIES.email_check;

  it(`keeps its answers, and after ${perClient} "taken" answers to one client answers 429 to it alone`, async () => {
    const p = await createPromotion();
    const known = await Promise.all(Array.from({ length: perClient }, (_, i) => createUser({ promotionId: p.id, email: `known-${i}@example.com` })));
    // Free addresses do not count: a form checking as someone types is never throttled.
    for (let i = 0; i < perClient + 5; i++) expect((await check(p, `free-${i}@example.com`, '198.51.100.1')).json).toEqual({ valid: true });
    for (const [i, user] of known.entries()) {
      const res = await (i % 2 ? check : checkPost)(p, user.email, '198.51.100.1');
      expect(res).toMatchObject({ status: 422, json: { errors: ['Email has already been taken.'] } });
    }
    const blocked = await check(p, 'free-0@example.com', '198.51.100.1');
    expect(blocked).toMatchObject({ status: 429, json: { errors: [MESSAGES.tooManyChecks] } });
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await check(p, 'free-0@example.com', '198.51.100.2')).status).toBe(200);
  });

  it(`answers 429 after ${perTarget} "taken" answers about one address, whichever clients ask`, async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'probed@example.com' });
    for (let i = 0; i < perTarget; i++) expect((await check(p, user.email, `203.0.113.${i}`)).status).toBe(422);
    expect((await check(p, user.email, '203.0.113.200')).status).toBe(429);
    expect((await check(p, 'someone-else@example.com', '203.0.113.200')).status).toBe(200);
  });

  it('a parallel burst of "taken" answers stops at the limit', async () => {
    const p = await createPromotion();
    const users = await Promise.all(Array.from({ length: perClient + 10 }, () => createUser({ promotionId: p.id })));
    const results = await Promise.all(users.map((u) => check(p, u.email, '198.51.100.77')));
    const taken = results.filter((r) => r.status === 422).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(perClient);
    expect(results.filter((r) => r.status === 429)).toHaveLength(results.length - taken);
  });
});

describe('POST /users/forgot (findings 8 and 16)', () => {
  it(`sends at most ${FORGOT_REQUESTS_PER_HOUR} emails to an account for 20 parallel requests`, async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id, email: 'bombed@example.com' });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => requestReset(p, user.email, `198.51.100.${i}`)));
    const sent = results.filter((r) => r.status === 200).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(FORGOT_REQUESTS_PER_HOUR);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20 - sent);
    expect(results.find((r) => r.status === 429)!.json).toEqual({ errors: [ONBOARDING_MESSAGES.tooManyResetRequests] });
    expect(await db.passwordResetToken.count({ where: { user_id: user.id } })).toBe(sent);
    expect(await db.emailMessage.count({ where: { to: user.email } })).toBe(sent);
    // Sequential requests fill up to the limit, and no further.
    for (let i = sent; i < FORGOT_REQUESTS_PER_HOUR; i++) expect((await requestReset(p, user.email, '192.0.2.77')).status).toBe(200);
    expect((await requestReset(p, user.email, '192.0.2.78')).status).toBe(429);
    expect(await db.emailMessage.count({ where: { to: user.email } })).toBe(FORGOT_REQUESTS_PER_HOUR);
  });

  it('limits an unknown address exactly like a known one, so the 429 tells nothing', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const answers = async (email: string) => {
      const out = [];
      for (let i = 0; i <= FORGOT_REQUESTS_PER_HOUR; i++) out.push((await requestReset(p, email, `203.0.113.${i}`)).status);
      return out;
    };
    expect(await answers(user.email)).toEqual([...Array(FORGOT_REQUESTS_PER_HOUR).fill(200), 429]);
    expect(await answers('nobody-here@example.com')).toEqual([...Array(FORGOT_REQUESTS_PER_HOUR).fill(404), 429]);
  });

  it(`answers 429 to a client that asked about ${GUESS_POLICIES.password_reset_request.perClient} addresses within the hour`, async () => {
    const p = await createPromotion();
    const { perClient } = GUESS_POLICIES.password_reset_request;
    for (let i = 0; i < perClient; i++) expect((await requestReset(p, `walk-${i}@example.com`, '198.51.100.150')).status).toBe(404);
    expect((await requestReset(p, 'walk-next@example.com', '198.51.100.150')).status).toBe(429);
    expect((await requestReset(p, 'walk-next@example.com', '198.51.100.151')).status).toBe(404);
  });

  it('counts the same address separately on another host (another account)', async () => {
    const a = await createPromotion();
    const b = await createPromotion();
    for (let i = 0; i < FORGOT_REQUESTS_PER_HOUR; i++) await requestReset(a, 'shared@example.com', `192.0.2.${i}`);
    expect((await requestReset(a, 'shared@example.com', '192.0.2.100')).status).toBe(429);
    expect((await requestReset(b, 'shared@example.com', '192.0.2.100')).status).toBe(404);
  });
});
