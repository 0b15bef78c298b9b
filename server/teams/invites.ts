// Invitations and requests: the leader invites a participant or an address ('I'), a participant asks to join ('R');
// the invited person answers an invitation and the leader a request; whoever sent one resends or withdraws it.
// Accepting makes the member (joinTeam, under the locks) and records 'team.invite_accepted' / 'team.request_accepted'.
//
// Rules the spec leaves to us (docs/teams.md): invitations and requests are sent and accepted only during
// enrollment and to a team that is not full or deleted; one open invitation or request per team and person (or
// address); an invitation to someone who already asked (or a request to a team that already invited) is refused with
// a pointer to the open one; an address with an account in the promotion is an invitation to that participant; one
// without gets the invitation mail while registration is open, and registration links it to the new account.
// Sends and resends count toward the flood limit 'team_invite'.
import { db } from '@/server/db';
import { withDomainEvents } from '@/server/events/domain-events';
import type { EventRecorder } from '@/server/events';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { isTeamLeader, mayAnswerTeamInvite, maySendTeamInvite, mayViewTeamInvite } from '@/server/auth/abilities';
import { releaseGuess, reserveGuess } from '@/server/security/guess-throttle';
import { canInviteByEmail } from '@/server/registration/availability';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { PARTICIPANT_ROLES, type Role } from '@/lib/roles';
import { fullName } from '@/lib/users/names';
import { TEAM_STATUS } from '@/lib/teams/constants';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import type { CreateTeamInviteInput, UpdateTeamInviteInput } from '@/lib/teams/schemas';
import { afterTeamChange, joinTeam, loadTeam, teamFacts } from './mutations';
import { assertEnrolling } from './policy';
import { findInvite, type InviteRow } from './queries';
import { lockTeamSql } from './sql';

export interface TeamWriter {
  user: UserRow;
  ip: string;
}

const nameOf = (user: UserRow) => fullName(user.profile?.first_name, user.profile?.last_name) || 'Someone';

async function throttled<T>(writer: TeamWriter, promotionId: number, work: () => Promise<T>): Promise<T> {
  const reservation = await reserveGuess({ kind: 'team_invite', ip: writer.ip, target: `user:${writer.user.id}`, promotionId });
  try {
    return await work();
  } catch (error) {
    await releaseGuess(reservation);
    throw error;
  }
}

/** Whether the person is on a live team of the competition. */
async function onLiveTeam(competitionId: number, userId: number): Promise<boolean> {
  const row = await db.teamMember.findFirst({
    where: { competition_id: competitionId, user_id: userId, team: { status: { not: TEAM_STATUS.deleted } } }, select: { id: true },
  });
  return row !== null;
}

type Target = { kind: 'user'; id: number } | { kind: 'email'; email: string };

async function resolveInvitee(promotion: ResolvedPromotion, user: UserRow, input: CreateTeamInviteInput): Promise<Target> {
  if ((input.user_id != null) === (input.email != null)) throw new Invalid(M.userOrEmail);
  const account = input.user_id != null
    ? await db.user.findFirst({ where: { id: input.user_id, promotion_id: promotion.id }, select: { id: true, role: true, deleted_at: true } })
    : await db.user.findFirst({ where: { promotion_id: promotion.id, email: input.email! }, select: { id: true, role: true, deleted_at: true } });
  if (!account) {
    if (input.user_id != null) throw new NotFound(M.userNotFound);
    if (!(await canInviteByEmail(promotion))) throw new Invalid(M.registrationClosed);
    return { kind: 'email', email: input.email! };
  }
  if (account.deleted_at || !PARTICIPANT_ROLES.includes(account.role as Role)) throw new Invalid(M.notAParticipant);
  if (account.id === user.id) throw new Invalid(M.noInviteYourself);
  return { kind: 'user', id: account.id };
}

function recordInvited(events: EventRecorder, promotionId: number, invite: { id: number; invite_type: string; user_id: number | null; email: string | null }, team: { id: number; name: string; leader_id: number | null }, writer: TeamWriter, resent: boolean) {
  events.record('team.invited', {
    promotionId, teamId: team.id, teamName: team.name, inviteId: invite.id, inviteType: invite.invite_type === 'I' ? 'I' : 'R',
    userId: invite.user_id, email: invite.user_id === null ? invite.email : null, leaderId: team.leader_id ?? writer.user.id,
    actorId: writer.user.id, actorName: nameOf(writer.user), resent,
  });
}

/** POST /teams/{team_id}/invites and POST /users/{user_id}/invites: a new invitation ('I') or request ('R'). */
export async function createTeamInvite(promotion: ResolvedPromotion, writer: TeamWriter, teamId: number, input: CreateTeamInviteInput): Promise<InviteRow> {
  const { team, competition } = await loadTeam(promotion, teamId);
  const facts = teamFacts(team);
  const me = writer.user.id;
  let target: Target;
  if (input.invite_type === 'I') {
    if (!isTeamLeader(writer.user, facts)) throw new Forbidden(M.leaderOnly);
    target = await resolveInvitee(promotion, writer.user, input);
  } else {
    if (input.email != null || (input.user_id != null && input.user_id !== me)) throw new Forbidden(M.requestIsYours);
    target = { kind: 'user', id: me };
  }
  if (team.status === TEAM_STATUS.deleted) throw new Invalid(M.teamDeleted);
  assertEnrolling(competition);
  if (target.kind === 'user' && (await onLiveTeam(competition.id, target.id))) throw new Invalid(input.invite_type === 'R' ? M.alreadyOnTeam : M.theyAreOnTeam);
  const id = await throttled(writer, promotion.id, () => withDomainEvents(async (tx, events) => {
    await lockTeamSql.first(tx, promotion.id, teamId);
    if ((await tx.teamMember.count({ where: { team_id: teamId } })) >= competition.team_size_max) throw new Invalid(M.teamFull);
    const open = await tx.teamInvite.findFirst({
      where: { team_id: teamId, status: 'U', ...(target.kind === 'user' ? { user_id: target.id } : { user_id: null, email: target.email }) },
      select: { invite_type: true },
    });
    if (open) {
      if (open.invite_type === input.invite_type) throw new Invalid(input.invite_type === 'I' ? M.alreadyInvited : M.alreadyRequested);
      throw new Invalid(input.invite_type === 'I' ? M.theyAsked : M.youWereInvited);
    }
    const row = await tx.teamInvite.create({
      data: {
        promotion_id: promotion.id, team_id: teamId, invite_type: input.invite_type, status: 'U', invited_by_id: me,
        user_id: target.kind === 'user' ? target.id : null, email: target.kind === 'email' ? target.email : null,
      },
      select: { id: true, invite_type: true, user_id: true, email: true },
    });
    recordInvited(events, promotion.id, row, { id: teamId, name: team.name, leader_id: facts.leader_id }, writer, false);
    return row.id;
  }));
  return (await findInvite(promotion.id, id))!;
}

/** Where a call names an invitation: under a team (/teams/{team_id}/invites/{id}) or a user (/users/{user_id}/invites/{id}). */
export type InvitePath = { teamId: number } | { userId: number };

/** The invitation, for someone who may see it (the leader and the person it names); anyone else finds nothing. */
async function inviteFor(promotion: ResolvedPromotion, user: UserRow, id: number, path: InvitePath) {
  if ('userId' in path && path.userId !== user.id) throw new Forbidden(M.onlyOwnInvites);
  const invite = await findInvite(promotion.id, id);
  if (!invite) throw new NotFound(M.inviteNotFound);
  if ('teamId' in path && invite.team_id !== path.teamId) throw new NotFound(M.inviteNotFound);
  if ('userId' in path && invite.user_id !== path.userId) throw new NotFound(M.inviteNotFound);
  const loaded = await loadTeam(promotion, invite.team_id);
  const facts = teamFacts(loaded.team);
  if (!mayViewTeamInvite(user, invite, facts)) throw new NotFound(M.inviteNotFound);
  return { invite, facts, ...loaded };
}

/** PUT: accept or decline (the invited person an invitation, the leader a request), or resend (its sender). */
export async function updateTeamInvite(promotion: ResolvedPromotion, writer: TeamWriter, id: number, path: InvitePath, input: UpdateTeamInviteInput): Promise<InviteRow> {
  const { invite, facts, team, competition } = await inviteFor(promotion, writer.user, id, path);
  if (input.resend) {
    if (!maySendTeamInvite(writer.user, invite, facts)) throw new Forbidden(M.onlySenderResends);
    if (invite.status !== 'U') throw new Invalid(M.alreadyAnswered);
    if (team.status === TEAM_STATUS.deleted) throw new Invalid(M.teamDeleted);
    if (invite.user_id === null && !(await canInviteByEmail(promotion))) throw new Invalid(M.registrationClosed);
    await throttled(writer, promotion.id, () => withDomainEvents(async (tx, events) => {
      const resent = await tx.teamInvite.updateMany({ where: { id, status: 'U' }, data: { updated_at: new Date() } });
      if (resent.count !== 1) throw new Invalid(M.alreadyAnswered);
      recordInvited(events, promotion.id, invite, { id: team.id, name: team.name, leader_id: facts.leader_id }, writer, true);
    }));
    return (await findInvite(promotion.id, id))!;
  }
  if (!mayAnswerTeamInvite(writer.user, invite, facts)) throw new Forbidden(invite.invite_type === 'I' ? M.onlyInviteeAnswers : M.leaderOnly);
  if (invite.status !== 'U') throw new Invalid(M.alreadyAnswered);
  if (input.status === 'D') {
    const declined = await db.teamInvite.updateMany({ where: { id, status: 'U' }, data: { status: 'D' } });
    if (declined.count !== 1) throw new Invalid(M.alreadyAnswered);
    return (await findInvite(promotion.id, id))!;
  }
  assertEnrolling(competition);
  const joinerId = invite.user_id;
  if (joinerId === null) throw new Invalid(M.inviteNotFound);
  await withDomainEvents(async (tx, events) => {
    await joinTeam(tx, promotion.id, competition, team.id, joinerId, { asLeader: false, self: joinerId === writer.user.id });
    const answered = await tx.teamInvite.updateMany({ where: { id, status: 'U' }, data: { status: 'A' } });
    if (answered.count !== 1) throw new Invalid(M.alreadyAnswered);
    events.record(invite.invite_type === 'I' ? 'team.invite_accepted' : 'team.request_accepted', { promotionId: promotion.id, teamId: team.id, userId: joinerId });
    await afterTeamChange(tx, promotion.id, team.id, competition, events);
  });
  return (await findInvite(promotion.id, id))!;
}

/** DELETE: the sender withdraws it, or the person it names (or the leader, for a request) dismisses it. 204. */
export async function deleteTeamInvite(promotion: ResolvedPromotion, user: UserRow, id: number, path: InvitePath): Promise<void> {
  await inviteFor(promotion, user, id, path);
  await db.teamInvite.deleteMany({ where: { id, promotion_id: promotion.id } });
}
