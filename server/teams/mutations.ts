// Writes of teams: create (the caller leads it), rename, change leader, delete (status 2) and undelete, and a member
// leaving or being removed; joinTeam is the one way a person becomes a member (create, accepted invite or request).
// Each writes in one transaction under the person's lock and then the team's row lock, keeps the official rule,
// syncs the team's conversation and records 'team.changed' for after the commit.
//
// Rules the spec leaves to us (docs/teams.md): a team is official (1) while it has at least the competition's
// team_size_min members and pending (0) below, so an undelete lands on pending or official by the same rule; joining
// a full team (team_size_max) is refused; memberships change (create, join, leave, remove, delete, undelete) only
// during enrollment, while renaming and changing the leader are open all along; the leader leaves only after handing
// over, unless they are the last member, whose leaving deletes the team; a leaving member's contribution leaves the
// team's total with them.
import type { Tx } from '@/server/db';
import { withDomainEvents } from '@/server/events/domain-events';
import type { EventRecorder } from '@/server/events';
import { Forbidden, Invalid, NotFound } from '@/server/platform/errors';
import { isTeamLeader } from '@/server/auth/abilities';
import { syncTeamConversation } from '@/server/messaging/team-conversation';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import type { UserRow } from '@/server/users/queries';
import { TEAM_STATUS } from '@/lib/teams/constants';
import { TEAM_MESSAGES as M } from '@/lib/teams/messages';
import type { CreateTeamInput, UpdateTeamInput } from '@/lib/teams/schemas';
import { assertEnrolling, type CompetitionWindow } from './policy';
import { resolveCompetition } from './competitions';
import { findTeamAndCompetition, type TeamRow } from './queries';
import { lockTeamSql, lockTeamUserSql } from './sql';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

export const teamFacts = (t: Pick<TeamRow, 'members'>) => ({
  leader_id: t.members.find((m) => m.is_leader)?.user_id ?? null,
  member_ids: t.members.map((m) => m.user_id),
});

/**
 * A team of the promotion with its competition's window, in one statement; another promotion's team is a 404, and so
 * is a team whose competition is not the promotion's (as the competition itself would be).
 */
export async function loadTeam(promotion: ResolvedPromotion, teamId: number): Promise<{ team: TeamRow; competition: CompetitionWindow }> {
  const found = await findTeamAndCompetition(promotion.id, teamId, promotion.timeline.current_date);
  if (!found) throw new NotFound(M.teamNotFound);
  if (!found.competition) throw new NotFound(M.teamsNotFound);
  return { team: found.team, competition: found.competition };
}

/** The official rule: 1 at team_size_min members or more, 0 below; a deleted team stays deleted. */
async function applyOfficialRule(tx: Tx, teamId: number, min: number): Promise<number[]> {
  const members = await tx.teamMember.findMany({ where: { team_id: teamId }, select: { user_id: true } });
  const status = members.length >= min ? TEAM_STATUS.official : TEAM_STATUS.pending;
  await tx.team.updateMany({ where: { id: teamId, status: { not: TEAM_STATUS.deleted } }, data: { status } });
  return members.map((m) => m.user_id);
}

/** After a change of members, name or status: the official rule, the conversation, and the event. */
export async function afterTeamChange(tx: Tx, promotionId: number, teamId: number, competition: Pick<CompetitionWindow, 'team_size_min'>, events: EventRecorder, alsoTell: number[] = []) {
  const memberIds = await applyOfficialRule(tx, teamId, competition.team_size_min);
  await syncTeamConversation(tx, teamId, events);
  events.record('team.changed', { promotionId, teamId, memberIds: [...new Set([...memberIds, ...alsoTell])] });
}

/**
 * Makes `userId` a member of the team, under the person's lock then the team's: refused when the team is deleted or
 * full, or the person is already on a live team of the competition. A membership left on a deleted team moves.
 * Their other open invitations and requests in the competition are withdrawn (they have a team now).
 */
export async function joinTeam(tx: Tx, promotionId: number, competition: CompetitionWindow, teamId: number, userId: number, opts: { asLeader: boolean; self: boolean }): Promise<void> {
  await lockTeamUserSql.run(tx, competition.id, userId);
  const team = await lockTeamSql.first(tx, promotionId, teamId);
  if (!team) throw new NotFound(M.teamNotFound);
  if (team.status === TEAM_STATUS.deleted) throw new Invalid(M.teamDeleted);
  const current = await tx.teamMember.findUnique({
    where: { competition_id_user_id: { competition_id: competition.id, user_id: userId } },
    select: { id: true, team: { select: { status: true } } },
  });
  if (current && current.team.status !== TEAM_STATUS.deleted) throw new Invalid(opts.self ? M.alreadyOnTeam : M.theyAreOnTeam);
  const size = await tx.teamMember.count({ where: { team_id: teamId } });
  if (size >= competition.team_size_max) throw new Invalid(M.teamFull);
  const data = { team_id: teamId, is_leader: opts.asLeader, contributed: 0, max_contribution: null };
  if (current) await tx.teamMember.update({ where: { id: current.id }, data, select: { id: true } });
  else await tx.teamMember.create({ data: { ...data, promotion_id: promotionId, competition_id: competition.id, user_id: userId }, select: { id: true } });
  await tx.teamInvite.deleteMany({
    where: { user_id: userId, status: 'U', team_id: { not: teamId }, team: { competition_id: competition.id } },
  });
}

async function assertNameFree(tx: Tx, competitionId: number, name: string, exceptId?: number) {
  const taken = await tx.team.findFirst({
    where: { competition_id: competitionId, status: { not: TEAM_STATUS.deleted }, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new Invalid(M.nameTaken);
}

/** Unique names among live teams: the index catches what two writers at once both found free. */
async function nameGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid(M.nameTaken);
    throw error;
  }
}

/** POST /teams: a new team in the current competition, led by the caller. */
export async function createTeam(promotion: ResolvedPromotion, user: UserRow, input: CreateTeamInput): Promise<number> {
  const competition = await resolveCompetition(promotion, input.competition_id);
  assertEnrolling(competition);
  return nameGuard(() => withDomainEvents(async (tx, events) => {
    await assertNameFree(tx, competition.id, input.name);
    const team = await tx.team.create({
      data: { promotion_id: promotion.id, competition_id: competition.id, name: input.name, status: TEAM_STATUS.pending },
      select: { id: true },
    });
    await joinTeam(tx, promotion.id, competition, team.id, user.id, { asLeader: true, self: true });
    await afterTeamChange(tx, promotion.id, team.id, competition, events);
    return team.id;
  }));
}

/**
 * A coordinator's edit from the dashboard (docs/coordinator-dashboard.md): not the leader, so the leader check is
 * theirs to make beforehand; status changes are not bound to enrollment; `audit` runs in the transaction.
 */
export interface AdministratorEdit {
  audit: (tx: Tx) => Promise<void>;
}

/** PUT /teams/{id}: rename, change leader, delete (2) or undelete (0) — the leader only (or a coordinator). */
export async function updateTeam(promotion: ResolvedPromotion, user: Pick<UserRow, 'id'>, teamId: number, input: UpdateTeamInput, administrator?: AdministratorEdit): Promise<void> {
  const { team, competition } = await loadTeam(promotion, teamId);
  if (!administrator && !isTeamLeader(user, teamFacts(team))) throw new Forbidden(M.leaderOnly);
  const currentLeaderId = teamFacts(team).leader_id;
  const wasDeleted = team.status === TEAM_STATUS.deleted;
  const status = input.status;
  if (status === TEAM_STATUS.official && !wasDeleted && team.status !== TEAM_STATUS.official) throw new Invalid(M.officialByRule(competition.team_size_min));
  const deleting = status === TEAM_STATUS.deleted && !wasDeleted;
  const undeleting = wasDeleted && status !== undefined && status !== TEAM_STATUS.deleted;
  if (wasDeleted && !undeleting) throw new Invalid(M.teamDeleted);
  if ((deleting || undeleting) && !administrator) assertEnrolling(competition);
  await nameGuard(() => withDomainEvents(async (tx, events) => {
    await lockTeamSql.first(tx, promotion.id, teamId);
    const name = input.name ?? team.name;
    if (input.name !== undefined || undeleting) await assertNameFree(tx, competition.id, name, teamId);
    if (undeleting) {
      // The spec's undelete sets pending; the official rule then applies as to any team.
      await tx.team.update({ where: { id: teamId }, data: { status: TEAM_STATUS.pending, name }, select: { id: true } });
    } else if (deleting) {
      await tx.team.update({ where: { id: teamId }, data: { status: TEAM_STATUS.deleted, name }, select: { id: true } });
      await tx.teamInvite.deleteMany({ where: { team_id: teamId, status: 'U' } });
    } else if (input.name !== undefined) {
      await tx.team.update({ where: { id: teamId }, data: { name }, select: { id: true } });
    }
    if (input.leader_id !== undefined && input.leader_id !== currentLeaderId) {
      const next = await tx.teamMember.findFirst({ where: { team_id: teamId, user_id: input.leader_id }, select: { id: true } });
      if (!next) throw new Invalid(M.notAMember);
      // The old leader's flag goes first: one leader per team (team_members_one_leader_key).
      await tx.teamMember.updateMany({ where: { team_id: teamId, is_leader: true }, data: { is_leader: false } });
      await tx.teamMember.update({ where: { id: next.id }, data: { is_leader: true }, select: { id: true } });
    }
    if (administrator) await administrator.audit(tx);
    await afterTeamChange(tx, promotion.id, teamId, competition, events);
  }));
}

/** DELETE /teams/{id}: the spec's user-facing delete, status 2 (the leader only; members are kept). */
export async function deleteTeam(promotion: ResolvedPromotion, user: UserRow, teamId: number): Promise<void> {
  await updateTeam(promotion, user, teamId, { status: TEAM_STATUS.deleted });
}

/**
 * DELETE /teams/{id}/team_members/{user_id}: a member leaves, or the leader removes a member. The leader leaves only
 * after handing over, or as the last member (the team is then deleted). Answers whether the team was deleted.
 */
export async function removeMember(promotion: ResolvedPromotion, user: Pick<UserRow, 'id'>, teamId: number, memberUserId: number, administrator?: AdministratorEdit): Promise<boolean> {
  const { team, competition } = await loadTeam(promotion, teamId);
  const facts = teamFacts(team);
  const leaving = memberUserId === user.id;
  if (!administrator && !leaving && !isTeamLeader(user, facts)) throw new Forbidden(M.leaderOnly);
  if (!facts.member_ids.includes(memberUserId)) throw new NotFound(M.notAMember);
  if (!administrator) assertEnrolling(competition);
  return withDomainEvents(async (tx, events) => {
    await lockTeamUserSql.run(tx, competition.id, memberUserId);
    await lockTeamSql.first(tx, promotion.id, teamId);
    const member = await tx.teamMember.findFirst({ where: { team_id: teamId, user_id: memberUserId }, select: { id: true, is_leader: true, contributed: true } });
    if (!member) throw new NotFound(M.notAMember);
    const others = await tx.teamMember.count({ where: { team_id: teamId, id: { not: member.id } } });
    if (member.is_leader && others > 0) throw new Invalid(M.leaderMustHandOver);
    await dropMember(tx, teamId, member);
    const teamDeleted = others === 0;
    if (teamDeleted) await retireTeam(tx, teamId);
    if (administrator) await administrator.audit(tx);
    await afterTeamChange(tx, promotion.id, teamId, competition, events, [memberUserId]);
    return teamDeleted;
  });
}

/** A member's row goes, and with it their contribution: total_points is the sum of the members' (decision 003). */
async function dropMember(tx: Tx, teamId: number, member: { id: number; contributed: number }): Promise<void> {
  await tx.teamMember.delete({ where: { id: member.id }, select: { id: true } });
  if (member.contributed !== 0) {
    await tx.team.update({ where: { id: teamId }, data: { total_points: { decrement: member.contributed } }, select: { id: true } });
  }
}

/** A team without members is deleted (status 2), its open invitations with it. */
async function retireTeam(tx: Tx, teamId: number): Promise<void> {
  await tx.team.update({ where: { id: teamId }, data: { status: TEAM_STATUS.deleted }, select: { id: true } });
  await tx.teamInvite.deleteMany({ where: { team_id: teamId, status: 'U' } });
}

/**
 * A person whose account is being deleted leaves every team, at any date (not only during enrollment): their
 * contribution leaves the total, a leader's team goes to the member who contributed most, a last member's team is
 * deleted, and each team then takes the same path as any change of members (the official rule, the conversation,
 * 'team.changed'). Runs in the deletion's transaction, after the person's own lock.
 */
export async function leaveTeamsForDeletion(tx: Tx, promotionId: number, userId: number, events: EventRecorder): Promise<void> {
  const memberships = await tx.teamMember.findMany({
    where: { user_id: userId },
    select: { id: true, team_id: true, is_leader: true, contributed: true, competition: { select: { team_size_min: true } } },
  });
  for (const member of memberships) {
    await lockTeamSql.first(tx, promotionId, member.team_id);
    await dropMember(tx, member.team_id, member);
    const next = await tx.teamMember.findFirst({ where: { team_id: member.team_id }, orderBy: [{ contributed: 'desc' }, { id: 'asc' }], select: { id: true } });
    if (!next) await retireTeam(tx, member.team_id);
    else if (member.is_leader) await tx.teamMember.update({ where: { id: next.id }, data: { is_leader: true }, select: { id: true } });
    await afterTeamChange(tx, promotionId, member.team_id, member.competition, events);
  }
}
