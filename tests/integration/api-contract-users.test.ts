// participant-core.md §7: "PUT /users/{id} save settings and flags" (email and password included, with the settings'
// current-password and session rules) and "PUT /users/{user_id}/profiles/{id} with image" (the profile photo, through
// the same service as the settings form, answering {image, user_id}, the owner only).
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie, TEST_PASSWORD } from '../helpers/factories';
import { GET as getUser, PUT as putUser } from '@/app/api/users/[id]/route';
import { PUT as putProfile } from '@/app/api/users/[id]/profiles/[profileId]/route';
import { db } from '@/server/db';
import { verifyPassword } from '@/server/auth/password';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';

async function participant() {
  const p = await createPromotion();
  const user = await createUser({ promotionId: p.id });
  const cookie = await signInCookie(user, { promotionId: p.id });
  return { p, user, cookie };
}
const put = (host: string, cookie: string, body: unknown) => callRoute(putUser, { method: 'PUT', host, path: '/api/users/me', cookie, params: { id: 'me' }, body });

describe('PUT /users/{id} with email and password', () => {
  it('saves them through the settings rules: the current password is needed, other sessions end', async () => {
    const { p, user, cookie } = await participant();
    const otherBrowser = await signInCookie(user, { promotionId: p.id });

    const without = await put(p.host, cookie, { password: 'Better2day!', password_confirmation: 'Better2day!' });
    expect(without.status).toBe(422);
    expect(without.json.errors).toEqual([M.currentPasswordRequired]);
    const wrong = await put(p.host, cookie, { email: 'moved@example.com', current_password: 'nope', flags: { has_been_home: true } });
    expect(wrong.json.errors).toEqual([M.currentPasswordWrong]);

    const saved = await put(p.host, cookie, {
      email: 'Moved@Example.com', password: 'Better2day!', password_confirmation: 'Better2day!', current_password: TEST_PASSWORD,
      opted_in_friends_leaderboard: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: user.id, email: 'moved@example.com' });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { password_hash: true, opted_in_friends_leaderboard: true } });
    expect(await verifyPassword('Better2day!', row.password_hash!)).toBe(true);
    expect(row.opted_in_friends_leaderboard).toBe(false);
    // The caller's session stays; the other browser's ended.
    expect((await callRoute(getUser, { host: p.host, path: '/api/users/me', cookie, params: { id: 'me' } })).status).toBe(200);
    expect((await callRoute(getUser, { host: p.host, path: '/api/users/me', cookie: otherBrowser, params: { id: 'me' } })).status).toBe(401);
  });
});

describe('PUT /users/{user_id}/profiles/{id}', () => {
  it('saves an uploaded photo and answers {image, user_id}; only the owner, only their own profile', async () => {
    const { p, user, cookie } = await participant();
    const profileId = String(user.profile!.id);
    const url = `/api/files/${user.id}-photo.jpg`;
    await db.uploadedFile.create({ data: { promotion_id: p.id, user_id: user.id, url, storage_key: `k-${user.id}-photo`, content_type: 'image/jpeg', byte_size: 10 } });
    const call = (c: string, userId: string, pid: string, body: unknown) =>
      callRoute(putProfile, { method: 'PUT', host: p.host, path: `/api/users/${userId}/profiles/${pid}`, cookie: c, params: { id: userId, profileId: pid }, body });

    const saved = await call(cookie, String(user.id), profileId, { image: url });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ image: url, user_id: user.id });
    expect((await db.profile.findUniqueOrThrow({ where: { user_id: user.id } })).image_url).toBe(url);

    // A photo this account did not upload is refused as the settings form refuses it.
    expect((await call(cookie, 'me', profileId, { image: 'https://evil.example/track.png' })).status).toBe(422);
    // Someone else's account or profile: 404.
    const neighbour = await createUser({ promotionId: p.id });
    const theirs = await signInCookie(neighbour, { promotionId: p.id });
    expect((await call(theirs, String(user.id), profileId, { image: null })).status).toBe(404);
    expect((await call(theirs, 'me', profileId, { image: null })).status).toBe(404);
    expect((await db.profile.findUniqueOrThrow({ where: { user_id: user.id } })).image_url).toBe(url);

    const removed = await call(cookie, 'me', profileId, { image: null });
    expect(removed.json).toEqual({ image: null, user_id: user.id });
  });
});
