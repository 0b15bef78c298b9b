// An organization's password pattern cannot stall the server (issue 37 finding 3): the length is checked before the
// pattern, the pattern runs in linear time (re2js), and a pattern the server could not run is refused when saved.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { registrationBody } from '../helpers/onboarding-factories';
import { POST as createUserRoute } from '@/app/api/users/route';
import { POST as createOrg } from '@/app/api/organizations/route';
import { PUT as updateOrg } from '@/app/api/organizations/[id]/route';
import { NEW_ORGANIZATION_DEFAULTS } from '@/lib/organizations/schemas';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { db } from '@/server/db';

const DASH = 'dashboard.localhost:3000';
const HELP = 'Only the letter a, please.';

describe('organization password patterns', () => {
  it('a catastrophic pattern answers a long registration password at once, without hanging the worker', async () => {
    const p = await createPromotion({
      organization: { password_regular_expression_string: '^(a+)+$', password_help_message: HELP, password_max_length: 128, password_min_numbers: 0, password_min_symbols: 0 },
    });
    const register = (password: string) => callRoute(createUserRoute, {
      method: 'POST', host: p.host, path: '/api/users', body: registrationBody({ password, password_confirmation: password }),
    });
    // 100 a's and a '!': a backtracking engine tries 2^100 ways before saying no.
    const refused = await register(`${'a'.repeat(100)}!`);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([HELP]);
    // Past the maximum length the pattern is not even run.
    const tooLong = await register(`${'a'.repeat(150)}!`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors).toContain('Password must be at most 128 characters.');
    expect(tooLong.json.errors).not.toContain(HELP);
    expect((await register('a'.repeat(30))).status).toBe(201);
  });

  it('refuses to save a pattern the server cannot run in linear time, with what to use instead', async () => {
    const cookie = await signInCookie(await createUser({ promotionId: null, role: 'Master' }), { promotionId: null });
    const form = (over: Record<string, unknown>) => ({ ...NEW_ORGANIZATION_DEFAULTS, name: `Org ${Math.random().toString(36).slice(2, 8)}`, ...over });
    for (const pattern of ['^(?=.*[A-Z]).+$', '(?!password)', '(a)\\1', '(?<=x)y']) {
      const res = await callRoute(createOrg, { method: 'POST', host: DASH, path: '/api/organizations', cookie, body: form({ password_regular_expression_string: pattern }) });
      expect(res.status, pattern).toBe(422);
      expect(res.json.errors).toEqual([M.regexUnsupported]);
    }
    const created = await callRoute(createOrg, { method: 'POST', host: DASH, path: '/api/organizations', cookie, body: form({ password_regular_expression_string: '^(a+)+$' }) });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const update = await callRoute(updateOrg, {
      method: 'PUT', host: DASH, path: `/api/organizations/${id}`, cookie, params: { id: String(id) }, body: form({ password_regular_expression_string: '^(?=.*\\d)' }),
    });
    expect(update.status).toBe(422);
    expect(update.json.errors).toEqual([M.regexUnsupported]);
    expect((await db.organization.findUniqueOrThrow({ where: { id } })).password_regular_expression_string).toBe('^(a+)+$');
  });
});
