// Consent (docs/privacy.md): the privacy policy version accepted and the cookie choice, each recorded with its time and
// audited; a person who has not accepted the current version is pending (the interruption queue asks once).
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { GET as getConsent, PUT as putConsent } from '@/app/api/users/me/consent/route';
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy/constants';

describe('consent', () => {
  it('is pending until the current version is accepted, refuses another version, and records the cookie choice', async () => {
    const p = await createPromotion();
    const user = await createUser({ promotionId: p.id });
    const cookie = await signInCookie(user, { promotionId: p.id });
    const call = (method: 'GET' | 'PUT', body?: unknown) =>
      callRoute(method === 'GET' ? getConsent : putConsent, { method, host: p.host, path: '/api/users/me/consent', cookie, body });

    const before = await call('GET');
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ privacy_policy_version: null, privacy_policy_pending: true, current_privacy_policy_version: PRIVACY_POLICY_VERSION, cookie_choice: null });

    const old = await call('PUT', { privacy_policy_version: '2001-01-01' });
    expect(old.status).toBe(422);
    expect(old.json.errors).toEqual(['Accept the current privacy policy.']);
    expect((await call('PUT', {})).status).toBe(422);
    expect((await call('PUT', { cookie_choice: 'some' })).status).toBe(422);

    const accepted = await call('PUT', { privacy_policy_version: PRIVACY_POLICY_VERSION });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ privacy_policy_version: PRIVACY_POLICY_VERSION, privacy_policy_pending: false });
    expect(accepted.json.privacy_policy_accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const cookies = await call('PUT', { cookie_choice: 'essential' });
    expect(cookies.json).toMatchObject({ cookie_choice: 'essential', privacy_policy_pending: false });
    const audit = await db.auditEvent.findMany({ where: { record_type: 'User', record_id: String(user.id), action: 'consent' } });
    expect(audit).toHaveLength(2);
  });
});
