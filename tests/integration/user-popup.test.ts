// The user popup's reads: the caller's friends (the wall's tag dialog), the derived friend status, and the shared info.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser } from '../helpers/factories';
import { befriend, cookieFor, createCompetition, createDuo, createLocation, createTeam, createUserScene, setFlags } from '../helpers/journey-factories';
import { GET as friendships } from '@/app/api/friendships/route';
import { GET as friendshipStatus } from '@/app/api/friendship_status/[userId]/route';
import { GET as sharedInfo } from '@/app/api/users/[id]/shared_info/route';
import { db } from '@/server/db';
import { isoDate } from '@/lib/promotion-dates';

type P = { id: number; host: string };

const friendsOf = (p: P, cookie: string, qs = '?status=A&page_size=0') => callRoute(friendships, { host: p.host, path: `/api/friendships${qs}`, cookie });
const statusOf = (p: P, cookie: string, userId: number) =>
  callRoute(friendshipStatus, { host: p.host, path: `/api/friendship_status/${userId}`, cookie, params: { userId: String(userId) } });
const infoOf = (p: P, cookie: string, id: number | 'me') =>
  callRoute(sharedInfo, { host: p.host, path: `/api/users/${id}/shared_info`, cookie, params: { id: String(id) } });

describe('GET /friendships?status=A', () => {
  it('lists only the caller’s accepted friends by name, the friendee always being the other person', async () => {
    const p = await createPromotion();
    const me = await createUser({ promotionId: p.id, firstName: 'Mia' });
    const location = await createLocation(p.id, 'Boston');
    const zoe = await createUser({ promotionId: p.id, firstName: 'zoe', lastName: 'Adams' });
    const al = await createUser({ promotionId: p.id, firstName: 'Al', lastName: 'Brown' });
    await db.user.update({ where: { id: al.id }, data: { location_id: location.id } });
    const pending = await createUser({ promotionId: p.id, firstName: 'Pat' });
    const declined = await createUser({ promotionId: p.id, firstName: 'Dee' });
    const strangers = [await createUser({ promotionId: p.id, firstName: 'Sam' }), await createUser({ promotionId: p.id, firstName: 'Kim' })];
    const gone = await createUser({ promotionId: p.id, firstName: 'Gone' });

    const asked = await befriend(p.id, me, zoe); // I asked
    const wasAsked = await befriend(p.id, al, me); // Al asked
    await befriend(p.id, me, pending, 'P');
    await befriend(p.id, declined, me, 'D');
    await befriend(p.id, strangers[0], strangers[1]); // friends of each other, not of mine
    await befriend(p.id, me, gone);
    await db.user.update({ where: { id: gone.id }, data: { deleted_at: new Date() } });

    // Another promotion: its own friendships never show here.
    const other = await createPromotion();
    const outsider = await createUser({ promotionId: other.id, firstName: 'Out' });
    const outsiderFriend = await createUser({ promotionId: other.id, firstName: 'Side' });
    await befriend(other.id, outsider, outsiderFriend);

    const res = await friendsOf(p, await cookieFor(me));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { id: wasAsked.id, status: 'A', friendee: { id: al.id, full_name: 'Al Brown', image: { url: null }, location: { id: location.id, name: 'Boston' } } },
      { id: asked.id, status: 'A', friendee: { id: zoe.id, full_name: 'zoe Adams', image: { url: null }, location: null } },
    ]);
    expect(res.json.meta).toMatchObject({ total_records: 2, links: { next: null, prev: null } });

    // The friend who asked sees me as their friendee.
    const theirs = await friendsOf(p, await cookieFor(al));
    expect(theirs.json.data.map((f: any) => f.friendee.id)).toEqual([me.id]);

    // The other promotion's user sees only their own, on their own host.
    const outside = await friendsOf(other, await cookieFor(outsider));
    expect(outside.json.data.map((f: any) => f.friendee.id)).toEqual([outsiderFriend.id]);
    // ...and my cookie on their host is refused by the scope (another promotion's host).
    expect((await friendsOf(other, await cookieFor(me))).status).not.toBe(200);
  });

  it('pages, keeps requests out of the friends list, and answers 422 for an unknown status', async () => {
    const p = await createPromotion();
    const me = await createUser({ promotionId: p.id });
    for (const name of ['Cy', 'Bo', 'Al']) await befriend(p.id, me, await createUser({ promotionId: p.id, firstName: name }));
    const cookie = await cookieFor(me);
    const page1 = await friendsOf(p, cookie, '?status=A&page_size=2');
    expect(page1.json.data.map((f: any) => f.friendee.full_name)).toEqual(['Al User', 'Bo User']);
    expect(page1.json.meta.total_records).toBe(3);
    expect(page1.json.meta.links.next).toContain('page=2');
    expect((await friendsOf(p, cookie, '?status=A&page_size=2&page=2')).json.data.map((f: any) => f.friendee.full_name)).toEqual(['Cy User']);
    // A request waiting for me is listed among received requests, not among friends (docs/friends.md).
    const asker = await createUser({ promotionId: p.id, firstName: 'Dee' });
    await befriend(p.id, asker, me, 'P');
    expect((await friendsOf(p, cookie, '?status=A&page_size=0')).json.meta.total_records).toBe(3);
    const received = await friendsOf(p, cookie, '?status=received_requests&page_size=0');
    expect(received.status).toBe(200);
    expect(received.json.data.map((r: any) => r.friender.full_name)).toEqual(['Dee User']);
    expect((await friendsOf(p, cookie, '?status=Z')).status).toBe(422);
    expect((await friendsOf(p, cookie, '')).status).toBe(422);
  });
});

describe('GET /friendship_status/{userId}', () => {
  it('derives available 0, incoming 1, outgoing 2 and friend 3', async () => {
    const p = await createPromotion();
    const me = await createUser({ promotionId: p.id });
    const [available, incoming, outgoing, friend, declined] = await Promise.all(
      ['Ava', 'Ina', 'Otto', 'Fred', 'Dan'].map((firstName) => createUser({ promotionId: p.id, firstName })),
    );
    const inRow = await befriend(p.id, incoming!, me, 'P');
    const outRow = await befriend(p.id, me, outgoing!, 'P');
    const friendRow = await befriend(p.id, friend!, me, 'A');
    await befriend(p.id, me, declined!, 'D');
    const cookie = await cookieFor(me);

    expect(await statusOf(p, cookie, available!.id)).toMatchObject({ status: 200, json: { status: 0, friendship_id: null } });
    expect(await statusOf(p, cookie, incoming!.id)).toMatchObject({ status: 200, json: { status: 1, friendship_id: inRow.id } });
    expect(await statusOf(p, cookie, outgoing!.id)).toMatchObject({ status: 200, json: { status: 2, friendship_id: outRow.id } });
    expect(await statusOf(p, cookie, friend!.id)).toMatchObject({ status: 200, json: { status: 3, friendship_id: friendRow.id } });
    // A declined request leaves both free to ask again.
    expect(await statusOf(p, cookie, declined!.id)).toMatchObject({ status: 200, json: { status: 0, friendship_id: null } });
    // Seen from the other side, my outgoing request is their incoming one.
    expect((await statusOf(p, await cookieFor(outgoing!), me.id)).json).toEqual({ status: 1, friendship_id: outRow.id });
  });

  it('answers 403 when a moderator closed the friendship, 422 for oneself, 404 for another promotion’s or an unknown user', async () => {
    const p = await createPromotion();
    const me = await createUser({ promotionId: p.id });
    const closed = await createUser({ promotionId: p.id });
    await db.friendship.create({ data: { promotion_id: p.id, friender_id: me.id, friendee_id: closed.id, status: 'X' } });
    const cookie = await cookieFor(me);
    expect(await statusOf(p, cookie, closed.id)).toMatchObject({ status: 403, json: { errors: ['A moderator has closed this friendship.'] } });
    expect((await statusOf(p, cookie, me.id)).status).toBe(422);

    const other = await createPromotion();
    const outsider = await createUser({ promotionId: other.id });
    const neighbour = await createUser({ promotionId: p.id });
    expect(await statusOf(p, cookie, outsider.id)).toMatchObject({ status: 404, json: { errors: ['User could not be found.'] } });
    expect((await statusOf(p, cookie, 2_000_000_000)).status).toBe(404);
    // The owner control: the same call about a user of my own promotion succeeds.
    expect((await statusOf(p, cookie, neighbour.id)).status).toBe(200);
    // A cross-promotion account (a poster) is nobody here either.
    const poster = await createUser({ promotionId: null, role: 'Poster' });
    expect((await statusOf(p, cookie, poster.id)).status).toBe(404);
  });
});

describe('GET /users/{id}/shared_info', () => {
  async function setting(flags: Record<string, boolean>) {
    const p = await createPromotion();
    await createCompetition(p.id, isoDate(p.starts_on)!);
    await setFlags(p.id, flags);
    const competition = await db.competition.findFirstOrThrow({ where: { promotion_id: p.id } });
    const me = await createUser({ promotionId: p.id });
    const location = await createLocation(p.id, 'Denver');
    const them = await createUser({ promotionId: p.id, firstName: 'Tess', lastName: 'Ng' });
    await db.user.update({ where: { id: them.id }, data: { location_id: location.id } });
    await db.profile.update({ where: { user_id: them.id }, data: { image_url: '/uploads/tess.png' } });
    const partner = await createUser({ promotionId: p.id });
    await createDuo(p.id, them, partner, 'completed');
    await createDuo(p.id, partner, them, 'completed');
    await createDuo(p.id, them, me, 'active');
    await createUserScene(them, { completed: true });
    await createUserScene(them);
    const team = await createTeam({ id: competition.id, promotion_id: p.id }, 'Striders', { status: 0, members: [them] });
    return { p, me, them, location, team };
  }

  it('shows location, team and completed counts to a participant of the same promotion', async () => {
    const { p, me, them, location, team } = await setting({ is_teams_enabled: true, is_buddy_feature_displayed: true });
    const res = await infoOf(p, await cookieFor(me), them.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: them.id, full_name: 'Tess Ng', image: { url: '/uploads/tess.png' }, location: { id: location.id, name: 'Denver' },
      team: { id: team.id, name: 'Striders' }, completed_duo_count: 2, completed_scene_count: 1,
    });
    // A deleted team is no team.
    await db.team.update({ where: { id: team.id }, data: { status: 2 } });
    expect((await infoOf(p, await cookieFor(me), them.id)).json.team).toBeNull();
  });

  it('follows the promotion’s flags: no team without teams, no shared info without buddies or teams', async () => {
    const buddies = await setting({ is_teams_enabled: false, is_buddy_feature_displayed: true });
    expect((await infoOf(buddies.p, await cookieFor(buddies.me), buddies.them.id)).json).toMatchObject({
      team: null, completed_duo_count: 2, completed_scene_count: 1, location: { name: 'Denver' },
    });
    const neither = await setting({ is_teams_enabled: false, is_buddy_feature_displayed: false });
    expect((await infoOf(neither.p, await cookieFor(neither.me), neither.them.id)).json).toEqual({
      id: neither.them.id, full_name: 'Tess Ng', image: { url: '/uploads/tess.png' },
      location: null, team: null, completed_duo_count: null, completed_scene_count: null,
    });
  });

  it('is a 404 for another promotion’s user, and a 200 for the owner of the same request', async () => {
    const { p, me, them } = await setting({ is_teams_enabled: true, is_buddy_feature_displayed: true });
    const other = await createPromotion();
    const outsider = await createUser({ promotionId: other.id });
    const outsiderCookie = await cookieFor(outsider);
    // On their own host, asking about a user of promotion p: nobody.
    expect(await infoOf(other, outsiderCookie, them.id)).toMatchObject({ status: 404, json: { errors: ['User could not be found.'] } });
    // Their session on p's host is refused by the scope.
    expect((await infoOf(p, outsiderCookie, them.id)).status).not.toBe(200);
    // From p, asking about the outsider: nobody either.
    expect((await infoOf(p, await cookieFor(me), outsider.id)).status).toBe(404);
    // The owner control: the same request by a participant of p succeeds; 'me' is the caller.
    expect((await infoOf(p, await cookieFor(me), them.id)).status).toBe(200);
    expect((await infoOf(p, await cookieFor(me), 'me')).json.id).toBe(me.id);
    await db.user.update({ where: { id: them.id }, data: { deleted_at: new Date() } });
    expect((await infoOf(p, await cookieFor(me), them.id)).status).toBe(404);
  });
});
