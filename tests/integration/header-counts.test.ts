// GET /api/header_counts against a real database: each count is made of exactly the rows the header promises
// (pending friend requests received; team invitations to me + requests to the team I lead; duo invitations pending;
// journey goal hit and not seen; unseen notifications; conversations with unseen messages), and nothing else counts:
// answered, sent, muted, left, seen, hidden, cleared, deleted teams, other people's rows. Non-participants get zeros.
import { describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion, createUser, signInCookie } from '../helpers/factories';
import { befriend, cookieFor, createCompetition, createDuo, createTeam } from '../helpers/journey-factories';
import { GET as counts } from '@/app/api/header_counts/route';
import { db } from '@/server/db';

type P = Awaited<ReturnType<typeof createPromotion>>;
const ZERO = { friends: 0, team_requests: 0, duo_requests: 0, journey_goal: false, notifications: 0, messages: 0 };

const get = async (user: { id: number; promotion_id: number | null }, host: string, cookie?: string) =>
  callRoute(counts, { host, path: '/api/header_counts', cookie: cookie ?? (await cookieFor(user)) });

async function conversation(p: P, members: { id: number; last_message_at?: Date | null; last_seen_at?: Date | null; muted?: boolean; left?: boolean }[]) {
  const c = await db.conversation.create({ data: { promotion_id: p.id, conversation_type: 'g', last_message_at: new Date() } });
  await db.conversationMember.createMany({
    data: members.map((m) => ({
      conversation_id: c.id, user_id: m.id, promotion_id: p.id, last_message_at: m.last_message_at ?? null, last_seen_at: m.last_seen_at ?? null,
      muted: m.muted ?? false, left_at: m.left ? new Date() : null,
    })),
  });
  return c;
}

const notification = (p: P, userId: number, o: { seen?: boolean; hidden?: boolean; cleared?: boolean; key?: string } = {}) =>
  db.notification.create({ data: { promotion_id: p.id, user_id: userId, key: `badge_${Math.random()}`, message: 'm', ...o } });

describe('GET /api/header_counts', () => {
  it('answers zeros for a new participant', async () => {
    const p = await createPromotion();
    const ann = await createUser({ promotionId: p.id });
    const res = await get(ann, p.host);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(ZERO);
  });

  it('friends: pending requests received, not sent, answered or declined ones', async () => {
    const p = await createPromotion();
    const [ann, bob, cat, dan, eve] = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((n) => createUser({ promotionId: p.id, firstName: n })));
    await befriend(p.id, bob, ann, 'P');
    await befriend(p.id, cat, ann, 'P');
    await befriend(p.id, ann, dan, 'P'); // sent by Ann
    await befriend(p.id, eve, ann, 'A');
    await db.friendship.create({ data: { promotion_id: p.id, friender_id: bob.id, friend_email: 'someone@example.com' } }); // an email invitation
    expect((await get(ann, p.host)).json).toEqual({ ...ZERO, friends: 2 });
    expect((await get(dan, p.host)).json).toEqual({ ...ZERO, friends: 1 });
  });

  it('team_requests: unanswered invitations to me plus unanswered requests to the team I lead', async () => {
    const p = await createPromotion();
    const [lead, member, asker, invited, other] = await Promise.all(['Lea', 'Mo', 'Ask', 'Inv', 'Oth'].map((n) => createUser({ promotionId: p.id, firstName: n })));
    const competition = await createCompetition(p.id, '2026-01-01');
    const team = await createTeam(competition, 'Walkers', { members: [lead, member] });
    const otherTeam = await createTeam(competition, 'Runners', { members: [other] });
    const deleted = await createTeam(competition, 'Gone', { status: 2, members: [asker] });
    const invite = (teamId: number, userId: number, invite_type: 'I' | 'R', status = 'U') =>
      db.teamInvite.create({ data: { promotion_id: p.id, team_id: teamId, user_id: userId, invite_type, status } });
    await invite(team.id, asker.id, 'R'); // to Lea's team: counts for Lea only
    await invite(team.id, other.id, 'R', 'D'); // declined
    await invite(otherTeam.id, lead.id, 'I'); // Lea invited elsewhere
    await invite(team.id, invited.id, 'I'); // Inv invited to Lea's team
    await invite(otherTeam.id, invited.id, 'I', 'A'); // answered
    await invite(deleted.id, invited.id, 'I'); // a deleted team's invitation
    expect((await get(lead, p.host)).json).toEqual({ ...ZERO, team_requests: 2 });
    expect((await get(member, p.host)).json).toEqual(ZERO); // not the leader
    expect((await get(invited, p.host)).json).toEqual({ ...ZERO, team_requests: 1 });
    expect((await get(asker, p.host)).json).toEqual(ZERO); // a request one sent is not one to answer
  });

  it('duo_requests: duos received, pending and not started', async () => {
    const p = await createPromotion();
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => createUser({ promotionId: p.id, firstName: n })));
    await createDuo(p.id, bob, ann, 'pending');
    await createDuo(p.id, cat, ann, 'active');
    await createDuo(p.id, ann, cat, 'pending');
    expect((await get(ann, p.host)).json).toEqual({ ...ZERO, duo_requests: 1 });
    expect((await get(cat, p.host)).json).toEqual({ ...ZERO, duo_requests: 1 });
  });

  it('journey_goal: the goal was hit and its celebration not seen', async () => {
    const p = await createPromotion();
    const hit = await createUser({ promotionId: p.id, flags: { has_been_home: true, goal_hit: true } });
    const seen = await createUser({ promotionId: p.id, flags: { has_been_home: true, goal_hit: true, seen_goal_hit: true } });
    const not = await createUser({ promotionId: p.id, flags: { has_been_home: true, seen_goal_hit: false } });
    expect((await get(hit, p.host)).json).toEqual({ ...ZERO, journey_goal: true });
    expect((await get(seen, p.host)).json).toEqual(ZERO);
    expect((await get(not, p.host)).json).toEqual(ZERO);
  });

  it('notifications: not seen, not hidden, not cleared, own only', async () => {
    const p = await createPromotion();
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => createUser({ promotionId: p.id, firstName: n })));
    await notification(p, ann.id);
    await notification(p, ann.id);
    await notification(p, ann.id, { seen: true });
    await notification(p, ann.id, { hidden: true });
    await notification(p, ann.id, { cleared: true });
    await notification(p, bob.id);
    // A message's notification is counted by the messages icon, not the bell.
    await notification(p, ann.id, { key: 'message_41' });
    expect((await get(ann, p.host)).json).toEqual({ ...ZERO, notifications: 2 });
  });

  it('messages: conversations with a message after my last look; muted and left ones excepted', async () => {
    const p = await createPromotion();
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => createUser({ promotionId: p.id, firstName: n })));
    const t = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    await conversation(p, [{ id: ann.id, last_message_at: t(5), last_seen_at: t(3) }, { id: bob.id, last_message_at: t(5), last_seen_at: t(5) }]);
    await conversation(p, [{ id: ann.id, last_message_at: t(5), last_seen_at: null }]); // never looked
    await conversation(p, [{ id: ann.id, last_message_at: t(5), last_seen_at: t(6) }]); // seen
    await conversation(p, [{ id: ann.id, last_message_at: t(5), last_seen_at: t(1), muted: true }]);
    await conversation(p, [{ id: ann.id, last_message_at: t(5), last_seen_at: t(1), left: true }]);
    await conversation(p, [{ id: ann.id, last_message_at: null, last_seen_at: null }]); // no message yet
    expect((await get(ann, p.host)).json).toEqual({ ...ZERO, messages: 2 });
    expect((await get(bob, p.host)).json).toEqual(ZERO);
  });

  it('a poster on the dashboard gets only the notifications count; no session is a 401', async () => {
    const p = await createPromotion();
    const poster = await createUser({ promotionId: null, role: 'Poster', flags: { goal_hit: true } });
    const someone = await createUser({ promotionId: p.id });
    await befriend(p.id, someone, poster, 'P');
    await notification(p, poster.id);
    const res = await get(poster, 'dashboard.localhost:3000', await signInCookie(poster, { promotionId: null }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...ZERO, notifications: 1 });
    const anonymous = await callRoute(counts, { host: p.host, path: '/api/header_counts' });
    expect(anonymous.status).toBe(401);
  });
});
