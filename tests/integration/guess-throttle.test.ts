// Wrong guesses at the pilot password and at eligibility identifiers are throttled per client address
// (docs/decisions/004-guess-throttling.md): the limit answers 429 with Retry-After, even to the right answer, and
// another client is not affected.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { createEligibility, setPilotPassword } from '../helpers/onboarding-factories';
import { POST as authenticatePilot } from '@/app/api/promotions/[id]/authenticate/route';
import { POST as validateEligibility } from '@/app/api/eligibilities/validate/route';
import { GET as checkEligibility } from '@/app/api/promotions/[id]/users/check_eligibility/[identifier]/route';
import { GUESS_LIMITS, GUESS_POLICIES, reserveGuess } from '@/server/security/guess-throttle';
import { MESSAGES } from '@/lib/messages';
import { db } from '@/server/db';
import { pruneAttempts } from '@/server/security/prune-attempts';
import { SCHEDULES } from '@/server/composition/schedules';

const from = (ip: string) => ({ 'x-renew-client-address': ip });

describe('pilot password guesses', () => {
  const enter = (p: { id: number; host: string }, password: string, ip: string) =>
    callRoute(authenticatePilot, {
      method: 'POST', host: p.host, path: `/api/promotions/${p.id}/authenticate`, params: { id: String(p.id) }, body: { password }, headers: from(ip),
    });

  it(`answers 429 after ${GUESS_LIMITS.pilot_password} wrong passwords from one client, only to that client`, async () => {
    const p = await createPromotion({ startedDaysAgo: -20 });
    await setPilotPassword(p.id, 'letmein');
    expect((await enter(p, 'letmein', '198.51.100.1')).status).toBe(200); // right answers do not count
    for (let i = 0; i < GUESS_LIMITS.pilot_password; i++) expect((await enter(p, `guess-${i}`, '198.51.100.1')).status).toBe(422);
    const blocked = await enter(p, 'letmein', '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ errors: [MESSAGES.tooManyGuesses] });
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await enter(p, 'letmein', '198.51.100.2')).status).toBe(200);
  });

  it('forgets guesses older than the window', async () => {
    const p = await createPromotion({ startedDaysAgo: -20 });
    await setPilotPassword(p.id, 'letmein');
    for (let i = 0; i < GUESS_LIMITS.pilot_password; i++) await enter(p, 'nope', '198.51.100.3');
    expect((await enter(p, 'letmein', '198.51.100.3')).status).toBe(429);
    await db.guessAttempt.updateMany({ where: { ip: '198.51.100.3' }, data: { created_at: new Date(Date.now() - 16 * 60_000) } });
    expect((await enter(p, 'letmein', '198.51.100.3')).status).toBe(200);
  });
});

describe('eligibility identifier guesses', () => {
  it(`answers 429 after ${GUESS_LIMITS.eligibility_identifier} unknown identifiers from one client, on both lookups`, async () => {
    const p = await createPromotion();
    await createEligibility(p.id, { identifier: 'E-1' });
    const post = (identifier: string, ip: string) =>
      callRoute(validateEligibility, { method: 'POST', host: p.host, path: '/api/eligibilities/validate', body: { identifier }, headers: from(ip) });
    const check = (identifier: string, ip: string) =>
      callRoute(checkEligibility, {
        host: p.host, path: `/api/promotions/${p.id}/users/check_eligibility/${identifier}`, params: { id: String(p.id), identifier }, headers: from(ip),
      });

    for (let i = 0; i < GUESS_LIMITS.eligibility_identifier; i++) {
      const res = await (i % 2 ? post : check)(`X-${i}`, '203.0.113.7');
      expect(res.status).toBe(404);
    }
    expect(await post('E-1', '203.0.113.7')).toMatchObject({ status: 429, json: { errors: [MESSAGES.tooManyGuesses] } });
    expect((await check('E-1', '203.0.113.7')).status).toBe(429);
    expect((await post('E-1', '203.0.113.8')).status).toBe(200);
    expect(await db.guessAttempt.count({ where: { ip: '203.0.113.7', kind: 'eligibility_identifier', promotion_id: p.id } })).toBe(
      GUESS_LIMITS.eligibility_identifier,
    );
  });
});

describe('the nightly prune of attempts', () => {
  it('deletes sign-in attempts and wrong guesses older than a day, and keeps the recent ones the windows need', async () => {
    const old = new Date(Date.now() - 25 * 60 * 60_000);
    await db.loginAttempt.createMany({
      data: [
        { email: 'old@example.com', ip: '192.0.2.9', succeeded: false, created_at: old },
        { email: 'new@example.com', ip: '192.0.2.9', succeeded: false },
      ],
    });
    await db.guessAttempt.createMany({ data: [{ kind: 'pilot_password', ip: '192.0.2.9', created_at: old }, { kind: 'pilot_password', ip: '192.0.2.9' }] });
    const pruned = await pruneAttempts();
    expect(pruned.loginAttempts).toBeGreaterThanOrEqual(1);
    expect(pruned.guessAttempts).toBeGreaterThanOrEqual(1);
    expect(await db.loginAttempt.findMany({ where: { ip: '192.0.2.9' }, select: { email: true } })).toEqual([{ email: 'new@example.com' }]);
    expect(await db.guessAttempt.count({ where: { ip: '192.0.2.9' } })).toBe(1);
    expect(SCHEDULES.map((s) => s.name)).toContain('security.prune-attempts');
  });
});

describe('signed-in floods from one office address', () => {
  it('lets 40 people behind one address act at once (no queue on the address), and still stops one account past its limit', async () => {
    const p = await createPromotion();
    const ip = '198.51.100.40';
    const at = (userId: number) => reserveGuess({ kind: 'message_send', ip, target: `user:${userId}`, promotionId: p.id });
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => at(1_000_000 + i)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const limit = GUESS_POLICIES.message_send.perTarget!;
    for (let i = 0; i < limit - 1; i++) await at(1_000_000);
    await expect(at(1_000_000)).rejects.toMatchObject({ kind: 'too-many-requests' });
  });
});
