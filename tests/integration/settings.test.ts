// Settings (participant-core.md §5 "Password (settings)", email change; administration.md §6 password fields hidden
// for SSO or launchpad promotions): every rule and message through the real handlers, the other sessions ending on a
// password or email change (the current one stays), the notice to the old address, and who may edit whose settings.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { GET as getSettings, PUT as putSettings } from '@/app/api/users/[id]/settings/route';
import { GET as getUser } from '@/app/api/users/[id]/route';
import { db } from '@/server/db';
import { verifyPassword } from '@/server/auth/password';

const DASHBOARD = 'dashboard.localhost:3000';
type Caller = { host: string; cookie: string };
const read = (c: Caller, id: number | 'me' = 'me') => callRoute(getSettings, { host: c.host, path: `/api/users/${id}/settings`, cookie: c.cookie, params: { id: String(id) } });
const save = (c: Caller, body: unknown, id: number | 'me' = 'me') =>
  callRoute(putSettings, { method: 'PUT', host: c.host, path: `/api/users/${id}/settings`, cookie: c.cookie, params: { id: String(id) }, body });
const me = (c: Caller) => callRoute(getUser, { host: c.host, path: '/api/users/me', cookie: c.cookie, params: { id: 'me' } });

async function participant(o: Parameters<typeof createPromotion>[0] = {}) {
  const p = await createPromotion(o);
  const user = await createUser({ promotionId: p.id, firstName: 'Rosa', lastName: 'Diaz' });
  const caller = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
  return { p, user, caller };
}

const NEW_PASSWORD = 'Better2day!';

describe('reading settings', () => {
  it('answers the form’s data without secrets, and only the fields the promotion displays', async () => {
    const { p, caller, user } = await participant({ data: { flags: { is_gender_displayed: true, is_phone_displayed: true } } });
    const res = await read(caller);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: user.id, email: user.email, profile: { first_name: 'Rosa', last_name: 'Diaz' } });
    expect(res.json.fields).toEqual({ gender: true, birthday: false, phone: true, address: false, time_zone: false, location: false });
    expect(res.json.password).toMatchObject({ changeable: true, requires_current: true });
    expect(JSON.stringify(res.json)).not.toMatch(/password_hash|scrypt/);
    expect(p.id).toBe(res.json.promotion_id);
  });

  it('hides the password fields for SSO and launchpad promotions, and refuses a password change there', async () => {
    const sso = await participant({ organization: { is_sso_enabled: true } });
    expect((await read(sso.caller)).json.password.changeable).toBe(false);
    const refused = await save(sso.caller, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: TEST_PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual(['Your password is managed by your organization’s sign-in and cannot be changed here.']);
    const launchpad = await participant({ data: { is_launchpad: true } });
    expect((await read(launchpad.caller)).json.password.changeable).toBe(false);
  });

  it('is a 404 for another participant’s settings (only a Master reads another account)', async () => {
    const { p, caller } = await participant();
    const other = await createUser({ promotionId: p.id });
    expect((await read(caller, other.id)).status).toBe(404);
    expect((await save(caller, { profile: { first_name: 'Hacked' } }, other.id)).status).toBe(404);
    expect((await db.profile.findUniqueOrThrow({ where: { user_id: other.id } })).first_name).toBe('Test');
  });
});

describe('validation (participant-core.md §5)', () => {
  it('asks for a password when only the retype is filled, and for matching passwords', async () => {
    const { caller } = await participant();
    expect((await save(caller, { password: '', password_confirmation: 'Abcdef1!', current_password: TEST_PASSWORD })).json.errors).toEqual(['Password required.']);
    expect((await save(caller, { password: NEW_PASSWORD, password_confirmation: 'Better2da', current_password: TEST_PASSWORD })).json.errors).toEqual(['Passwords do not match.']);
    expect((await save(caller, { password: NEW_PASSWORD, current_password: TEST_PASSWORD })).json.errors).toEqual(['Passwords do not match.']);
  });

  it('holds the password to the organization’s pattern and shows its help message', async () => {
    const { caller, user } = await participant({
      organization: { password_regular_expression_string: '[A-Z].*[A-Z]', password_help_message: 'Use at least two capital letters.' },
    });
    const res = await save(caller, { password: 'Nope2day!', password_confirmation: 'Nope2day!', current_password: TEST_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.json.errors).toContain('Use at least two capital letters.');
    expect(await verifyPassword(TEST_PASSWORD, (await db.user.findUniqueOrThrow({ where: { id: user.id } })).password_hash)).toBe(true);
    expect((await save(caller, { password: 'YEs2day!x', password_confirmation: 'YEs2day!x', current_password: TEST_PASSWORD })).status).toBe(200);
  });

  it('refuses an email another account of the promotion has, with the spec’s message; one’s own is no change', async () => {
    const { p, caller, user } = await participant();
    const taken = await createUser({ promotionId: p.id, email: 'taken@example.com' });
    const res = await save(caller, { email: 'Taken@Example.com', current_password: TEST_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(['Email has already been taken.']);
    expect((await save(caller, { email: user.email })).status).toBe(200);
    expect((await save(caller, { email: 'not-an-email' })).json.errors).toEqual(['Please enter a valid email address.']);
    // The same address in another promotion is free.
    const elsewhere = await participant();
    expect((await save(elsewhere.caller, { email: taken.email, current_password: TEST_PASSWORD })).status).toBe(200);
  });

  it('asks for the current password before changing one’s own email or password', async () => {
    const { caller } = await participant();
    expect((await save(caller, { email: 'new-rosa@example.com' })).json.errors).toEqual(['Enter your current password to change your email or password.']);
    expect((await save(caller, { email: 'new-rosa@example.com', current_password: 'wrong' })).json.errors).toEqual(['Your current password is not correct.']);
  });

  it('requires a first and last name, checks optional fields, and keeps fields the promotion does not display', async () => {
    const { caller, user } = await participant({ data: { flags: { is_birthday_displayed: true } } });
    // Nested fields are named in the API's message (the form shows the message itself under the field).
    expect((await save(caller, { profile: { first_name: '  ' } })).json.errors).toEqual(['First name is required.']);
    expect((await save(caller, { profile: { birthday: '2999-01-01' } })).json.errors).toEqual(['Please enter a valid date of birth.']);
    const ok = await save(caller, { profile: { first_name: 'Rosie', birthday: '1990-04-02', gender: 'Female' } });
    expect(ok.status).toBe(200);
    expect(ok.json.user.profile).toMatchObject({ first_name: 'Rosie', birthday: '1990-04-02', gender: null });
    expect((await db.profile.findUniqueOrThrow({ where: { user_id: user.id } })).gender).toBeNull();
  });

  it('takes a photo only from the upload pipeline (a file this account uploaded)', async () => {
    const { p, caller, user } = await participant();
    expect((await save(caller, { profile: { image_url: 'https://evil.example/track.png' } })).json.errors).toEqual(['Could not update profile photo. Please try again.']);
    const url = `/api/files/${user.id}-photo.jpg`;
    await db.uploadedFile.create({ data: { promotion_id: p.id, user_id: user.id, url, storage_key: `k-${user.id}-${Date.now()}`, content_type: 'image/jpeg', byte_size: 10 } });
    const ok = await save(caller, { profile: { image_url: url } });
    expect(ok.status).toBe(200);
    expect(ok.json.user.profile.image_url).toBe(url);
    expect((await me(caller)).json.profile.image.url).toBe(url);
  });

  it('refuses a role change by anyone but a Master', async () => {
    const { caller } = await participant();
    const res = await save(caller, { role: 'Coordinator' });
    expect(res.status).toBe(403);
  });
});

describe('a new password or email ends the other sessions', () => {
  it('password: the other browsers are signed out, this one stays, the new password works, the old address is told', async () => {
    const { p, user, caller } = await participant();
    const phone = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
    const tablet = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
    expect((await me(phone)).status).toBe(200);

    const res = await save(caller, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, current_password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.sessions_ended).toBe(2);
    expect((await me(caller)).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(tablet)).status).toBe(401);
    expect(await db.userSession.count({ where: { user_id: user.id } })).toBe(1);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(NEW_PASSWORD, row.password_hash)).toBe(true);
    const notice = await db.emailMessage.findFirst({ where: { to: user.email, kind: 'account_changed' } });
    expect(notice?.subject).toBe('Your password was changed');
  });

  it('email: other sessions end, the notice goes to the old address, and the new one signs in', async () => {
    const { p, user, caller } = await participant();
    const other = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
    const res = await save(caller, { email: 'Rosa.New@Example.com', current_password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe('rosa.new@example.com');
    expect((await me(other)).status).toBe(401);
    expect((await me(caller)).status).toBe(200);
    const notice = await db.emailMessage.findFirst({ where: { to: user.email, kind: 'account_changed' } });
    expect(notice?.subject).toBe('Your email address was changed');
    expect(notice?.html).toContain('rosa.new@example.com');
  });

  it('a change of name only ends no session and sends nothing', async () => {
    const { p, user, caller } = await participant();
    const other = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
    const res = await save(caller, { profile: { first_name: 'Rosa', last_name: 'Díaz' } });
    expect(res.json.sessions_ended).toBe(0);
    expect((await me(other)).status).toBe(200);
    expect(await db.emailMessage.count({ where: { to: user.email, kind: 'account_changed' } })).toBe(0);
  });

  it('a Master changes another account’s password without its current one, and every session of it ends', async () => {
    const { p, user } = await participant();
    const theirs = { host: p.host, cookie: await signInCookie(user, { promotionId: p.id }) };
    const master = await createUser({ promotionId: null, role: 'Master' });
    const mc = { host: DASHBOARD, cookie: await signInCookie(master, { promotionId: null }) };
    expect((await read(mc, user.id)).json.password.requires_current).toBe(false);
    const res = await save(mc, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, role: 'Coordinator' }, user.id);
    expect(res.status).toBe(200);
    expect(res.json.user.role).toBe('Coordinator');
    expect((await me(theirs)).status).toBe(401);
    expect((await me(mc)).status).toBe(200);
  });
});
