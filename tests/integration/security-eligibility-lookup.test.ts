// Issue 37, finding 12: the eligibility lookup let anyone harvest the roster's names. 30 sequential identifiers from one
// address drew no 429 (only misses counted) and every unregistered hit answered a first and last name. Now every
// lookup counts against the client address, and names come back only with a proof beyond the identifier: the
// record's email on file or its last name.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { createEligibility } from '../helpers/onboarding-factories';
import { POST as validatePost, GET as validateGet } from '@/app/api/eligibilities/validate/route';
import { GET as checkEligibility } from '@/app/api/promotions/[id]/users/check_eligibility/[identifier]/route';
import { GUESS_LIMITS } from '@/server/security/guess-throttle';
import { MESSAGES } from '@/lib/messages';

const from = (ip: string) => ({ 'x-renew-client-address': ip, 'x-forwarded-for': ip });

describe('eligibility lookups', () => {
  it(`counts hits too: ${GUESS_LIMITS.eligibility_identifier} lookups of existing identifiers from one address, then 429`, async () => {
    const p = await createPromotion();
    for (let i = 0; i <= GUESS_LIMITS.eligibility_identifier; i++) await createEligibility(p.id, { identifier: `ACME-${10030 + i}` });
    const post = (identifier: string, ip: string) =>
      callRoute(validatePost, { method: 'POST', host: p.host, path: '/api/eligibilities/validate', body: { identifier }, headers: from(ip) });
    for (let i = 0; i < GUESS_LIMITS.eligibility_identifier; i++) {
      const hit = await post(`ACME-${10030 + i}`, '203.0.113.30');
      expect(hit.status).toBe(200);
      expect(hit.json).not.toHaveProperty('first_name');
      expect(hit.json).not.toHaveProperty('last_name');
    }
    const walked = await post(`ACME-${10030 + GUESS_LIMITS.eligibility_identifier}`, '203.0.113.30');
    expect(walked).toMatchObject({ status: 429, json: { errors: [MESSAGES.tooManyGuesses] } });
    // Keyed on the client address: another visitor is not affected.
    expect((await post('ACME-10030', '203.0.113.31')).status).toBe(200);
  });

  it('answers the names only with the record’s email on file or its last name; a wrong proof gets none', async () => {
    const p = await createPromotion();
    const record = await createEligibility(p.id, { identifier: 'EMP-7', email: 'erin.e@example.com' });
    const post = (body: Record<string, unknown>) =>
      callRoute(validatePost, { method: 'POST', host: p.host, path: '/api/eligibilities/validate', body, headers: from('203.0.113.40') });
    const names = { first_name: 'Erin', last_name: 'Eligible' };
    expect((await post({ identifier: 'EMP-7' })).json).toEqual({ valid: true, id: record.id, identifier: 'EMP-7' });
    expect((await post({ identifier: 'EMP-7', email: ' ERIN.E@example.com ' })).json).toEqual({ valid: true, id: record.id, identifier: 'EMP-7', ...names });
    expect((await post({ identifier: 'EMP-7', last_name: 'eligible' })).json).toMatchObject(names);
    const wrong = await post({ identifier: 'EMP-7', email: 'someone@example.com', last_name: 'Smith' });
    expect(wrong.status).toBe(200);
    expect(wrong.json).not.toHaveProperty('first_name');
    // Never the email on file.
    expect(JSON.stringify((await post({ identifier: 'EMP-7', email: 'erin.e@example.com' })).json)).not.toContain('erin.e@');
  });

  it('answers no names on the GET lookups, whatever the query carries', async () => {
    const p = await createPromotion();
    await createEligibility(p.id, { identifier: 'EMP-8', email: 'gina@example.com' });
    const get = await callRoute(validateGet, {
      host: p.host, path: '/api/eligibilities/validate?identifier=EMP-8&email=gina@example.com&last_name=Eligible', headers: from('203.0.113.41'),
    });
    expect(get.status).toBe(200);
    expect(get.json).not.toHaveProperty('first_name');
    const check = await callRoute(checkEligibility, {
      host: p.host, path: `/api/promotions/${p.id}/users/check_eligibility/EMP-8`, params: { id: String(p.id), identifier: 'EMP-8' }, headers: from('203.0.113.41'),
    });
    expect(check.status).toBe(200);
    expect(check.json).not.toHaveProperty('last_name');
  });
});
