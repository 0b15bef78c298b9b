// The team competition against a real database (social-engagement.md "Team competition"; docs/teams.md): create,
// the join list, invitations and requests through to membership (team conversation, notifications, official and full),
// leader-only powers per role, delete/undelete, the enrollment window, invitations by email through registration,
// cross-promotion 404s, teams off.
import { afterAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/http';
import { createPromotion } from '../helpers/factories';
import { setFlags } from '../helpers/journey-factories';
import {
  answerMine, answerOnTeam, competition, create, del, get, invite, list, myInvites, person, put, remove, requestJoin, teamInvites, teamOf, teamsWorld,
} from '../helpers/team-factories';
import { registrationBody } from '../helpers/onboarding-factories';
import { PUT as memberPutRoute } from '@/app/api/teams/[id]/team_members/[userId]/route';
import { DELETE as teamInviteDelete } from '@/app/api/teams/[id]/invites/[inviteId]/route';
import { GET as userInvitesRoute } from '@/app/api/users/[id]/invites/route';
import { GET as searchRoute } from '@/app/api/users/search/route';
import { POST as registerRoute } from '@/app/api/users/route';
import { db } from '@/server/db';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { addDays, parseIsoDate, todayIn } from '@/lib/promotion-dates';

const today = () => todayIn('America/New_York');
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';

afterAll(() => stopEnqueuer());

const conversationPeople = async (teamId: number) =>
  (await db.conversationMember.findMany({ where: { conversation: { team_id: teamId }, left_at: null }, select: { user_id: true } })).map((m) => m.user_id).sort();

describe('creating a team', () => {
  it('makes the caller its leader in the current competition, pending below the minimum, with its conversation', async () => {
    const { ann, bob, c } = await teamsWorld();
    const res = await create(ann, 'Otters');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Otters', status: 0, competition_id: c.id, member_count: 1, is_full: false, total_points: 0, avg_points: 0,
      leader: { id: ann.id, full_name: 'Ann Lee' }, is_leader: true, is_my_team: true, team_invites: [], completed_works_count: 0, has_work: false,
      team_members: [expect.objectContaining({ user_id: ann.id, is_leader: true, contributed: 0, team_id: res.json.id })],
    });
    expect(await conversationPeople(res.json.id)).toEqual([ann.id]);
    // Names are unique among live teams, whatever the case; one team per person.
    expect((await create(bob, 'OTTERS')).json.errors).toEqual([M.nameTaken]);
    expect((await create(ann, 'Herons')).json.errors).toEqual([M.alreadyOnTeam]);
    expect((await create(bob, '   ')).status).toBe(422);
    const mine = await list(bob, 'for=mine');
    expect(mine.json.data).toEqual([]);
    expect((await list(ann, 'for=mine')).json.data.map((t: any) => t.id)).toEqual([res.json.id]);
  });

  it('happens only during enrollment (422 before and after)', async () => {
    for (const window of [{ enrollFrom: 1, enrollTo: 3 }, { enrollFrom: -9, enrollTo: -1 }]) {
      const { ann } = await teamsWorld(window);
      const res = await create(ann, 'Late');
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual([M.notEnrolling]);
    }
  });
});

describe('invitations and requests', () => {
  it('the leader invites; the invited person accepts and is a member, in the conversation; official at the minimum', async () => {
    const { ann, bob } = await teamsWorld({ min: 2, max: 3 });
    const team = (await create(ann, 'Otters')).json;
    const sent = await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ team_id: team.id, user_id: bob.id, invite_type: 'I', status: 'U', email: null, user: { id: bob.id } });
    expect(await db.notification.findFirst({ where: { user_id: bob.id, key: `team_invite_${sent.json.id}` } }))
      .toMatchObject({ title: 'Team invitation', message: "Ann Lee invited you to join Otters.", link: '/artprize/join' });
    expect((await myInvites(bob)).json.data.map((i: any) => i.id)).toEqual([sent.json.id]);
    expect((await teamInvites(ann, team.id)).json.data.map((i: any) => i.id)).toEqual([sent.json.id]);
    // The leader sees the open invitations on the team; a duplicate is refused.
    expect((await get(ann, team.id)).json.team_invites.map((i: any) => i.id)).toEqual([sent.json.id]);
    expect((await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' })).json.errors).toEqual([M.alreadyInvited]);

    const accepted = await answerMine(bob, sent.json.id, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.json.status).toBe('A');
    const now = (await get(bob, team.id)).json;
    expect(now).toMatchObject({ status: 1, member_count: 2, is_my_team: true, is_leader: false, team_invites: null });
    expect(now.team_members.map((m: any) => [m.user_id, m.is_leader])).toEqual([[ann.id, true], [bob.id, false]]);
    expect(await conversationPeople(team.id)).toEqual([ann.id, bob.id].sort());
    expect(await db.notification.count({ where: { user_id: ann.id, key: `team_accepted_${sent.json.id}` } })).toBe(1);
    // A second answer is refused.
    expect((await answerMine(bob, sent.json.id, { status: 'declined' })).json.errors).toEqual([M.alreadyAnswered]);
  });

  it('a participant asks to join; only the leader answers; the requester is told', async () => {
    const { ann, bob, cat } = await teamsWorld();
    const team = await teamOf(ann, 'Otters', [bob]);
    const asked = await requestJoin(cat, team.id);
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ invite_type: 'R', user_id: cat.id, status: 'U' });
    expect(await db.notification.findFirst({ where: { user_id: ann.id, key: `team_request_${asked.json.id}` } }))
      .toMatchObject({ title: 'Team request', message: 'Cat Lee asked to join Otters.', link: '/artprize/myteam' });
    // The requester cannot accept their own request; a member who is not the leader does not even see it.
    expect((await answerMine(cat, asked.json.id, { status: 'accepted' })).status).toBe(403);
    expect((await answerOnTeam(bob, team.id, asked.json.id, { status: 'accepted' })).status).toBe(404);
    expect((await teamInvites(bob, team.id, 'type=requested&status=unresponded')).status).toBe(403);
    expect((await teamInvites(ann, team.id, 'type=requested&status=unresponded')).json.data.map((i: any) => i.user_id)).toEqual([cat.id]);
    const ok = await answerOnTeam(ann, team.id, asked.json.id, { status: 'A' });
    expect(ok.status).toBe(200);
    expect(await conversationPeople(team.id)).toEqual([ann.id, bob.id, cat.id].sort());
    expect(await db.notification.count({ where: { user_id: cat.id, key: `team_accepted_${asked.json.id}` } })).toBe(1);
  });

  it('declines, resends (a new notification) and withdraws', async () => {
    const { ann, bob, cat } = await teamsWorld();
    const team = (await create(ann, 'Otters')).json;
    const sent = await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' });
    const first = await db.notification.findFirstOrThrow({ where: { user_id: bob.id, key: `team_invite_${sent.json.id}` } });
    expect((await answerOnTeam(bob, team.id, sent.json.id, { resend: true })).status).toBe(403);
    const resent = await answerOnTeam(ann, team.id, sent.json.id, { resend: true });
    expect(resent.status).toBe(200);
    expect(resent.json.updated_at > sent.json.updated_at).toBe(true);
    const second = await db.notification.findFirstOrThrow({ where: { user_id: bob.id, key: `team_invite_${sent.json.id}` } });
    expect(second.id).not.toBe(first.id);
    expect((await answerMine(bob, sent.json.id, { status: 'declined' })).json.status).toBe('D');
    expect((await db.teamMember.count({ where: { team_id: team.id } }))).toBe(1);
    // Withdraw: the sender deletes; someone else finds nothing.
    const other = await invite(ann, team.id, { user_id: cat.id, invite_type: 'I' });
    expect((await callRoute(teamInviteDelete, { method: 'DELETE', host: bob.host, path: '/x', cookie: bob.cookie, params: { id: String(team.id), inviteId: String(other.json.id) } })).status).toBe(404);
    expect((await callRoute(teamInviteDelete, { method: 'DELETE', host: ann.host, path: '/x', cookie: ann.cookie, params: { id: String(team.id), inviteId: String(other.json.id) } })).status).toBe(204);
    expect(await db.teamInvite.count({ where: { id: other.json.id } })).toBe(0);
  });

  it('refuses a full team, someone already on a team, and non-leaders inviting', async () => {
    const { p, ann, bob, cat, dan } = await teamsWorld({ min: 2, max: 2 });
    const team = await teamOf(ann, 'Otters', [bob]);
    expect((await get(ann, team.id)).json).toMatchObject({ is_full: true, status: 1 });
    expect((await invite(ann, team.id, { user_id: cat.id, invite_type: 'I' })).json.errors).toEqual([M.teamFull]);
    expect((await requestJoin(cat, team.id)).json.errors).toEqual([M.teamFull]);
    // An invitation sent before the team filled cannot be accepted once it is full.
    const eve = await person(p, 'Eve');
    const herons = (await create(cat, 'Herons')).json;
    const open = await invite(cat, herons.id, { user_id: dan.id, invite_type: 'I' });
    const late = await invite(cat, herons.id, { user_id: eve.id, invite_type: 'I' });
    await answerMine(dan, open.json.id, { status: 'accepted' });
    expect((await answerMine(eve, late.json.id, { status: 'accepted' })).json.errors).toEqual([M.teamFull]);
    // Already on a team; a member who is not the leader cannot invite; neither can a coordinator.
    expect((await invite(cat, herons.id, { user_id: bob.id, invite_type: 'I' })).status).toBe(422);
    expect((await requestJoin(bob, herons.id)).json.errors).toEqual([M.alreadyOnTeam]);
    expect((await invite(dan, herons.id, { user_id: eve.id, invite_type: 'I' })).status).toBe(403);
    const coordinator = await person(p, 'Coco', { role: 'Coordinator' });
    expect((await invite(coordinator, herons.id, { user_id: eve.id, invite_type: 'I' })).status).toBe(403);
  });

  it('accepting one team withdraws the person’s other open requests', async () => {
    const { ann, bob, cat } = await teamsWorld();
    const otters = (await create(ann, 'Otters')).json;
    const herons = (await create(bob, 'Herons')).json;
    const toHerons = await requestJoin(cat, herons.id);
    const fromOtters = await invite(ann, otters.id, { user_id: cat.id, invite_type: 'I' });
    await answerMine(cat, fromOtters.json.id, { status: 'accepted' });
    expect(await db.teamInvite.count({ where: { id: toHerons.json.id } })).toBe(0);
  });
});

describe('leader powers', () => {
  it('rename, change leader and remove: the leader only; members leave; the leader hands over first', async () => {
    const { p, ann, bob, cat } = await teamsWorld({ max: 4 });
    const team = await teamOf(ann, 'Otters', [bob, cat]);
    const coordinator = await person(p, 'Coco', { role: 'Coordinator' });
    for (const who of [bob, coordinator]) {
      expect((await put(who, team.id, { name: 'Mine now' })).status).toBe(403);
      expect((await del(who, team.id)).status).toBe(403);
      expect((await remove(who, team.id, cat.id)).status).toBe(403);
    }
    const renamed = await put(ann, team.id, { name: 'Sea Otters' });
    expect(renamed.json.name).toBe('Sea Otters');
    expect((await db.conversation.findFirstOrThrow({ where: { team_id: team.id } })).name).toBe('Sea Otters');
    expect((await put(ann, team.id, { status: 1 })).status).toBe(200); // already official: nothing to do
    expect((await put(ann, team.id, { leader_id: coordinator.id })).json.errors).toEqual([M.notAMember]);

    expect((await remove(ann, team.id, ann.id)).json.errors).toEqual([M.leaderMustHandOver]);
    const handed = await callRoute(memberPutRoute, { method: 'PUT', host: ann.host, path: '/x', cookie: ann.cookie, params: { id: String(team.id), userId: String(bob.id) }, body: { is_leader: true } });
    expect(handed.json.team_members.filter((m: any) => m.is_leader).map((m: any) => m.user_id)).toEqual([bob.id]);
    expect((await put(ann, team.id, { name: 'Back' })).status).toBe(403);
    // The new leader removes a member; a member leaves by themselves; below the minimum the team is pending again.
    expect((await remove(bob, team.id, cat.id)).json).toEqual({ team_id: team.id, user_id: cat.id, team_deleted: false });
    expect((await remove(ann, team.id, ann.id)).status).toBe(200);
    expect((await get(bob, team.id)).json).toMatchObject({ member_count: 1, status: 0 });
    expect(await conversationPeople(team.id)).toEqual([bob.id]);
    // The last member leaving deletes the team.
    expect((await remove(bob, team.id, bob.id)).json.team_deleted).toBe(true);
    expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).status).toBe(2);
  });

  it('delete sets status 2 (the name is free again, members may join elsewhere); undelete sets pending', async () => {
    const { ann, bob, cat } = await teamsWorld({ min: 3 });
    const team = await teamOf(ann, 'Otters', [bob]);
    const deleted = await del(ann, team.id);
    expect(deleted.json.status).toBe(2);
    expect(await conversationPeople(team.id)).toEqual([]);
    expect((await list(ann, 'for=join')).json.data).toEqual([]);
    expect((await list(ann, 'status=2')).json.data.map((t: any) => t.id)).toEqual([team.id]);
    expect((await put(ann, team.id, { name: 'X' })).json.errors).toEqual([M.teamDeleted]);
    const other = (await create(cat, 'otters')).json;
    expect((await put(ann, team.id, { status: 0 })).json.errors).toEqual([M.nameTaken]);
    await del(cat, other.id);
    const back = await put(ann, team.id, { status: 0 });
    expect(back.json).toMatchObject({ status: 0, member_count: 2 });
    expect(await conversationPeople(team.id)).toEqual([ann.id, bob.id].sort());
  });
});

describe('the team list', () => {
  it('for=join: live, not full teams of the current competition by member count, searchable, 20 a page', async () => {
    const { p, ann, bob, cat, dan } = await teamsWorld({ max: 2 });
    const full = await teamOf(ann, 'Full House', [bob]);
    const solo = (await create(cat, 'Solo Otters')).json;
    const gone = (await create(dan, 'Gone Otters')).json;
    await del(dan, gone.id);
    const eve = await person(p, 'Eve');
    const res = await list(eve, 'for=join&sort=member_count&sort_dir=asc&include_members=true');
    expect(res.json.data.map((t: any) => t.id)).toEqual([solo.id]);
    expect(res.json.data[0].team_members).toHaveLength(1);
    expect(res.json.meta).toMatchObject({ total_records: 1, team_size_max: 2, during_enrollment: true });
    expect((await list(eve, 'for=join&query=otter')).json.data.map((t: any) => t.id)).toEqual([solo.id]);
    expect((await list(eve, 'for=join&query=house')).json.data).toEqual([]);
    const all = await list(eve, 'status=all&sort=member_count&sort_dir=desc');
    expect(all.json.data.map((t: any) => t.id)).toEqual([full.id, solo.id, gone.id]);
    expect(all.json.data[0].team_members).toBeNull();
    for (let i = 0; i < 21; i++) {
      const u = await person(p, `U${i}`);
      await create(u, `Team ${String(i).padStart(2, '0')}`);
    }
    const page = await list(eve, 'for=join');
    expect(page.json.data).toHaveLength(20);
    expect(page.json.meta.total_records).toBe(22);
    expect(page.json.meta.links.next).toContain('page=2');
  });

  it('neighbors_id lists the official teams ranked around a team', async () => {
    const { p, c } = await teamsWorld();
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const t = await db.team.create({ data: { promotion_id: p.id, competition_id: c.id, name: `T${i}`, status: 1, total_points: 100 - i } });
      ids.push(t.id);
    }
    const eve = await person(p, 'Eve');
    const res = await list(eve, `neighbors_id=${ids[0]}`);
    expect(res.json.data.map((t: any) => [t.id, t.rank])).toEqual(ids.slice(0, 6).map((id, i) => [id, i + 1]));
  });

  it('people search for=team leaves out people on a live team', async () => {
    const { ann, bob } = await teamsWorld();
    await create(bob, 'Herons');
    const res = await callRoute(searchRoute, { host: ann.host, path: '/api/users/search?query=lee&for=team', cookie: ann.cookie });
    expect(res.status).toBe(200);
    const ids = res.json.data.map((u: any) => u.id);
    expect(ids).not.toContain(bob.id);
    expect(ids.length).toBe(2);
  });
});

describe('invitations by email', () => {
  it('mails an address without an account; registering with it links the invitation, which the new member accepts', async () => {
    const { p, ann } = await teamsWorld();
    const team = (await create(ann, 'Otters')).json;
    const sent = await invite(ann, team.id, { email: ' Nova.Team@Example.com ', invite_type: 'I' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ user_id: null, email: 'nova.team@example.com', user: null });
    const mail = await db.emailMessage.findFirstOrThrow({ where: { to: 'nova.team@example.com', kind: 'team_invite' } });
    expect(mail.subject).toBe('Ann Lee invited you to join the team Otters');
    expect((await invite(ann, team.id, { email: 'nova.team@example.com', invite_type: 'I' })).json.errors).toEqual([M.alreadyInvited]);

    const registered = await callRoute(registerRoute, { method: 'POST', host: p.host, path: '/api/users', body: registrationBody({ email: 'nova.team@example.com' }) });
    expect(registered.status).toBe(201);
    const nova = { id: registered.json.id as number, cookie: registered.setCookies.find((c) => c.startsWith('next-auth.session-token='))!.split(';')[0], host: p.host, email: '' };
    expect((await myInvites(nova)).json.data.map((i: any) => i.id)).toEqual([sent.json.id]);
    expect((await answerMine(nova, sent.json.id, { status: 'accepted' })).status).toBe(200);
    expect(await conversationPeople(team.id)).toEqual([ann.id, nova.id].sort());
  });

  it('an address with an account is an invitation to that participant', async () => {
    const { p, ann } = await teamsWorld();
    const bob = await person(p, 'Bobby', { email: 'bobby.team@example.com' });
    const team = (await create(ann, 'Otters')).json;
    const sent = await invite(ann, team.id, { email: 'BOBBY.TEAM@example.com', invite_type: 'I' });
    expect(sent.json).toMatchObject({ user_id: bob.id, email: null });
    expect(await db.emailMessage.count({ where: { to: 'bobby.team@example.com' } })).toBe(0);
  });
});

describe('the enrollment window', () => {
  it('invitations, acceptances, leaving and deleting wait for enrollment; renaming does not', async () => {
    const { c, ann, bob, cat } = await teamsWorld();
    const team = await teamOf(ann, 'Otters', [bob]);
    const open = await invite(ann, team.id, { user_id: cat.id, invite_type: 'I' });
    await db.competition.update({ where: { id: c.id }, data: { enrollment_ends_on: parseIsoDate(addDays(today(), -1)) } });
    expect((await answerMine(cat, open.json.id, { status: 'accepted' })).json.errors).toEqual([M.notEnrolling]);
    expect((await requestJoin(cat, team.id)).json.errors).toEqual([M.notEnrolling]);
    expect((await remove(bob, team.id, bob.id)).json.errors).toEqual([M.notEnrolling]);
    expect((await del(ann, team.id)).json.errors).toEqual([M.notEnrolling]);
    expect((await put(ann, team.id, { name: 'Still Otters' })).status).toBe(200);
    expect((await list(cat, 'for=join')).json.meta.during_enrollment).toBe(false);
  });
});

describe('tenancy and the feature flag', () => {
  it("another promotion's teams and invitations are 404; teams off is 404", async () => {
    const { ann, bob } = await teamsWorld();
    const team = (await create(ann, 'Otters')).json;
    const sent = await invite(ann, team.id, { user_id: bob.id, invite_type: 'I' });
    const q = await createPromotion();
    await setFlags(q.id, { is_teams_enabled: true });
    await competition(q.id);
    const stranger = await person(q, 'Zed');
    expect((await get(stranger, team.id)).status).toBe(404);
    expect((await put(stranger, team.id, { name: 'Mine' })).status).toBe(404);
    expect((await requestJoin(stranger, team.id)).status).toBe(404);
    expect((await answerMine(stranger, sent.json.id, { status: 'accepted' })).status).toBe(404);
    expect((await answerOnTeam(stranger, team.id, sent.json.id, { status: 'accepted' })).status).toBe(404);
    // Someone else's invitations, by their id: 403.
    expect((await callRoute(userInvitesRoute, { host: ann.host, path: `/api/users/${bob.id}/invites`, cookie: ann.cookie, params: { id: String(bob.id) } })).status).toBe(403);
    expect((await get(bob, team.id)).status).toBe(200);
    await setFlags(q.id, { is_teams_enabled: false });
    expect((await list(stranger, 'for=join')).status).toBe(404);
  });
});
