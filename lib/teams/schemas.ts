// Bodies and queries of the team calls, shared by the route handlers and the screens' forms.
import { z } from 'zod';
import { idSchema, paginationFields } from '@/lib/schemas';
import { TEAM_INVITE_STATUS, TEAM_NAME_MAX, TEAM_STATUS } from './constants';
import { TEAM_MESSAGES as M } from './messages';

const name = z.string({ message: M.nameBlank }).trim().min(1, M.nameBlank).max(TEAM_NAME_MAX, M.nameTooLong(TEAM_NAME_MAX));
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** GET /teams: the spec's parameters. for=join: joinable teams of the current competition; for=mine: the caller's team. */
export const teamListQuerySchema = z.object({
  ...paginationFields(),
  promotion_id: z.string().max(20).optional(),
  competition_id: idSchema('competition_id').optional(),
  status: z.union([z.literal('all'), z.coerce.number().int().min(0).max(2)]).optional(),
  sort: z.enum(['member_count', 'name', 'total_points', 'created_at']).optional(),
  sort_dir: z.enum(['asc', 'desc']).optional(),
  include_members: bool.optional(),
  for: z.enum(['join', 'mine']).optional(),
  query: z.string().trim().max(100).optional(),
  neighbors_id: idSchema('neighbors_id').optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** POST /teams {name}: the caller's new team in the current competition (they lead it). */
export const createTeamSchema = z.object({ name, competition_id: idSchema('competition_id').optional() });
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

/**
 * PUT /teams/{id} {name?, status?, leader_id?}: rename, delete (status 2) / undelete (status 0), change leader.
 * Status 1 is not set by hand: a team is official while it has team_size_min members.
 */
export const updateTeamSchema = z.object({
  name: name.optional(),
  status: z.coerce.number().int().refine((s) => s === TEAM_STATUS.pending || s === TEAM_STATUS.official || s === TEAM_STATUS.deleted, M.statusCode).optional(),
  leader_id: idSchema('leader_id').optional(),
});
export type UpdateTeamInput = z.infer<typeof updateTeamSchema>;

/** ?wk= of all_activity and weekly_winners (the competition's current week when absent). */
export const weekQuerySchema = z.object({ wk: z.coerce.number().int().min(1).max(60).optional() });

const inviteStatus = z.enum(['unresponded', 'accepted', 'declined', 'U', 'A', 'D', 'all']).transform((s) =>
  s === 'all' ? null : s.length === 1 ? (s as 'U' | 'A' | 'D') : TEAM_INVITE_STATUS[s as keyof typeof TEAM_INVITE_STATUS]);

/** GET /teams/{team_id}/invites and /users/{user_id}/invites: ?type=invited|requested&status=unresponded. */
export const inviteListQuerySchema = z.object({
  ...paginationFields(),
  type: z.enum(['invited', 'requested', 'I', 'R']).transform((t) => (t === 'invited' || t === 'I' ? 'I' : 'R') as 'I' | 'R').optional(),
  status: inviteStatus.optional(),
});
export type InviteListQuery = z.infer<typeof inviteListQuerySchema>;

/** One address, whitespace stripped and lower-cased (team_invites.email is stored lower-case). */
const email = z.string().max(254).transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .refine((s) => /^[\w.+%-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/.test(s), { message: M.inviteEmailInvalid });

const inviteType = z.enum(['I', 'R', 'invited', 'requested']).transform((t) => (t === 'I' || t === 'invited' ? 'I' : 'R') as 'I' | 'R');

/** POST /teams/{team_id}/invites {user_id | email, invite_type I | R}. */
export const createTeamInviteSchema = z.object({
  team_id: idSchema('team_id').optional(),
  user_id: idSchema('user_id').nullish(),
  email: email.nullish(),
  invite_type: inviteType,
});
export type CreateTeamInviteInput = z.infer<typeof createTeamInviteSchema>;

/** POST /users/{user_id}/invites {team_id, invite_type: requested}: the user asks to join a team. */
export const createUserInviteSchema = z.object({
  team_id: idSchema('team_id'),
  invite_type: inviteType.refine((t) => t === 'R', M.inviteTypeRequested).default('R'),
});
export type CreateUserInviteInput = z.infer<typeof createUserInviteSchema>;

/** PUT of an invite: {status: accepted | declined} answers it; {resend: true} resends it. */
export const updateTeamInviteSchema = z.object({
  status: z.enum(['accepted', 'declined', 'A', 'D']).transform((s) => (s === 'accepted' || s === 'A' ? 'A' : 'D') as 'A' | 'D').optional(),
  resend: bool.optional(),
}).refine((b) => (b.status !== undefined) !== (b.resend === true), { message: M.statusOrResend });
export type UpdateTeamInviteInput = z.infer<typeof updateTeamInviteSchema>;

/** PUT /teams/{id}/team_members/{user_id} {is_leader: true}: the leader hands over to this member. */
export const teamMemberSaveSchema = z.object({ is_leader: z.literal(true, { message: M.isLeaderTrue }) });

// Route params of the team calls.
export const teamIdParamSchema = z.object({ id: idSchema('Team id') });
export const teamMemberParamSchema = z.object({ id: idSchema('Team id'), userId: idSchema('User id') });
export const teamInviteParamSchema = z.object({ id: idSchema('Team id'), inviteId: idSchema('Invite id') });
export const userInvitesParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('User id')]) });
export const userInviteParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('User id')]), inviteId: idSchema('Invite id') });
