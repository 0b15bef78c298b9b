// Team competition test helpers: a promotion with teams on, a competition enrolling today, participants, and the
// calls that build a team through the API (create, invite, accept).
import { expect } from 'vitest';
import { callRoute } from './http';
import { createPromotion, createUser } from './factories';
import { cookieFor, setFlags } from './journey-factories';
import { GET as listRoute, POST as createRoute } from '@/app/api/teams/route';
import { GET as getRoute, PUT as putRoute, DELETE as deleteRoute } from '@/app/api/teams/[id]/route';
import { DELETE as removeRoute } from '@/app/api/teams/[id]/team_members/[userId]/route';
import { GET as teamInvitesRoute, POST as inviteRoute } from '@/app/api/teams/[id]/invites/route';
import { PUT as teamInvitePut } from '@/app/api/teams/[id]/invites/[inviteId]/route';
import { GET as userInvitesRoute, POST as requestRoute } from '@/app/api/users/[id]/invites/route';
import { PUT as userInvitePut } from '@/app/api/users/[id]/invites/[inviteId]/route';
import { db } from '@/server/db';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { addDays, parseIsoDate, todayIn } from '@/lib/promotion-dates';
import type { Role } from '@/lib/roles';

export type Who = { id: number; cookie: string; host: string; email: string };
type P = { id: number; host: string };
export const today = () => todayIn('America/New_York');

export async function person(p: P, first: string, o: { role?: Role; email?: string } = {}): Promise<Who> {
  const user = await createUser({ promotionId: p.id, role: o.role, firstName: first, lastName: 'Lee', email: o.email });
  return { id: user.id, cookie: await cookieFor(user), host: p.host, email: user.email };
}

/** A competition enrolling today (by default) of the promotion. */
export async function competition(promotionId: number, o: { enrollFrom?: number; enrollTo?: number; startsIn?: number; days?: number; min?: number; max?: number; freezeOn?: string } = {}) {
  const d = (n: number) => parseIsoDate(addDays(today(), n));
  const startsIn = o.startsIn ?? 2;
  const row = await db.competition.create({
    data: {
      promotion_id: promotionId, enrollment_starts_on: d(o.enrollFrom ?? -3), enrollment_ends_on: d(o.enrollTo ?? 3),
      competition_starts_on: d(startsIn), competition_ends_on: d(startsIn + (o.days ?? 28) - 1), comp_length: o.days ?? 28,
      team_size_min: o.min ?? 2, team_size_max: o.max ?? 3,
      freeze_team_scores: o.freezeOn !== undefined, freeze_team_scores_on: o.freezeOn ? parseIsoDate(o.freezeOn) : null,
    },
  });
  forgetCachedPromotions();
  return row;
}

export async function teamsWorld(o: Parameters<typeof competition>[1] = {}) {
  const p = await createPromotion();
  await setFlags(p.id, { is_teams_enabled: true });
  const c = await competition(p.id, o);
  const [ann, bob, cat, dan] = [await person(p, 'Ann'), await person(p, 'Bob'), await person(p, 'Cat'), await person(p, 'Dan')];
  return { p, c, ann, bob, cat, dan };
}

export const create = (w: Who, name: string) => callRoute(createRoute, { method: 'POST', host: w.host, path: '/api/teams', cookie: w.cookie, body: { name } });
export const get = (w: Who, id: number) => callRoute(getRoute, { host: w.host, path: `/api/teams/${id}`, cookie: w.cookie, params: { id: String(id) } });
export const put = (w: Who, id: number, body: unknown) => callRoute(putRoute, { method: 'PUT', host: w.host, path: `/api/teams/${id}`, cookie: w.cookie, params: { id: String(id) }, body });
export const del = (w: Who, id: number) => callRoute(deleteRoute, { method: 'DELETE', host: w.host, path: `/api/teams/${id}`, cookie: w.cookie, params: { id: String(id) } });
export const list = (w: Who, qs: string) => callRoute(listRoute, { host: w.host, path: `/api/teams?${qs}`, cookie: w.cookie });
export const remove = (w: Who, id: number, userId: number) =>
  callRoute(removeRoute, { method: 'DELETE', host: w.host, path: `/api/teams/${id}/team_members/${userId}`, cookie: w.cookie, params: { id: String(id), userId: String(userId) } });
export const invite = (w: Who, teamId: number, body: Record<string, unknown>) =>
  callRoute(inviteRoute, { method: 'POST', host: w.host, path: `/api/teams/${teamId}/invites`, cookie: w.cookie, params: { id: String(teamId) }, body });
export const teamInvites = (w: Who, teamId: number, qs = 'type=invited&page_size=0') =>
  callRoute(teamInvitesRoute, { host: w.host, path: `/api/teams/${teamId}/invites?${qs}`, cookie: w.cookie, params: { id: String(teamId) } });
export const answerOnTeam = (w: Who, teamId: number, id: number, body: unknown) =>
  callRoute(teamInvitePut, { method: 'PUT', host: w.host, path: `/api/teams/${teamId}/invites/${id}`, cookie: w.cookie, params: { id: String(teamId), inviteId: String(id) }, body });
export const answerMine = (w: Who, id: number, body: unknown) =>
  callRoute(userInvitePut, { method: 'PUT', host: w.host, path: `/api/users/me/invites/${id}`, cookie: w.cookie, params: { id: 'me', inviteId: String(id) }, body });
export const myInvites = (w: Who, qs = 'type=invited&status=unresponded&page_size=0') =>
  callRoute(userInvitesRoute, { host: w.host, path: `/api/users/me/invites?${qs}`, cookie: w.cookie, params: { id: 'me' } });
export const requestJoin = (w: Who, teamId: number) =>
  callRoute(requestRoute, { method: 'POST', host: w.host, path: '/api/users/me/invites', cookie: w.cookie, params: { id: 'me' }, body: { team_id: teamId, invite_type: 'requested' } });

/** ann leads a team that bob joined through an accepted invitation. */
export async function teamOf(leader: Who, name: string, members: Who[]) {
  const team = (await create(leader, name)).json;
  for (const m of members) {
    const sent = await invite(leader, team.id, { user_id: m.id, invite_type: 'I' });
    expect(sent.status).toBe(201);
    expect((await answerMine(m, sent.json.id, { status: 'accepted' })).status).toBe(200);
  }
  return team as { id: number; name: string };
}

