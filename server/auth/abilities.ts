// Object-level rules beside the actions table (lib/permissions.ts): the table says which roles may perform an action
// at all; these say whether this account may perform it on this object. Small, named, one rule each.
import 'server-only';
import { can } from '@/lib/permissions';
import { isCoordinatorOrAbove, isParticipant, type Role } from '@/lib/roles';
import { canAccessPromotion, canReachWall } from '@/server/tenancy/access';
import type { Actor } from './actor';

// Permissions on objects read "action:entity:access", as epic-stack's `delete:note:own`: `own` reaches the objects
// the account itself owns (its post, its report, its settings), `any` every such object within the promotion's reach.
// Every account holds `own`; `any` is granted per role below. The named predicates further down read these grants
// together with the object's facts.
export type Access = 'own' | 'any';
type ObjectAction =
  | 'delete:post' | 'delete:expert_post' | 'unreport:post' | 'view_flagged:post' | 'edit:user_settings';
export type ObjectPermission = `${ObjectAction}:${Access}`;

// The wall. Moderators are the promotion's coordinators (every level) and the accounts above them; wall experts are
// posters.
const WALL_MODERATOR_ROLES: readonly Role[] = ['Coordinator', 'Location Coordinator', 'Regional Coordinator', 'Super Coordinator', 'Reseller', 'Master'];
export const isWallModerator = (role: Role) => WALL_MODERATOR_ROLES.includes(role);
export const isWallExpert = (role: Role) => role === 'Poster';
const moderatorOrExpert = (role: Role) => isWallModerator(role) || isWallExpert(role);

const ANY: Record<ObjectAction, (role: Role) => boolean> = {
  'delete:post': moderatorOrExpert,
  // A wall expert's post is deleted by wall experts only (not even by moderators).
  'delete:expert_post': isWallExpert,
  'unreport:post': moderatorOrExpert,
  'view_flagged:post': moderatorOrExpert,
  'edit:user_settings': (role) => can(role, 'users.manage_others'),
};

/** Does this account hold the permission? `own` is everyone's; `any` as the table above grants it. */
export function hasPermission(actor: Pick<Actor, 'role'>, permission: ObjectPermission): boolean {
  const [verb, entity, access] = permission.split(':') as [string, string, Access];
  return access === 'own' || ANY[`${verb}:${entity}` as ObjectAction](actor.role);
}

/** May the account do `action` on an object owned by `ownerId`: its own with `:own`, anyone's with `:any`. */
export function mayOn(actor: Pick<Actor, 'id' | 'role'>, action: ObjectAction, ownerId: number | null): boolean {
  return hasPermission(actor, `${action}:any`) || (ownerId !== null && actor.id === ownerId && hasPermission(actor, `${action}:own`));
}

/** A promotion's own people (its participants and coordinators) and the accounts that administer it. */
export async function mayReadPromotion(actor: Actor, promotionId: number): Promise<boolean> {
  return actor.promotion_id === promotionId || canAccessPromotion(actor, promotionId);
}

/** Settings of another account are changed by masters only; everyone changes their own. */
export function mayEditUserSettings(actor: Actor, targetUserId: number): boolean {
  return mayOn(actor, 'edit:user_settings', targetUserId);
}

/** Hidden content rows: coordinators and above of the promotion; the defaults (no promotion) masters only. */
export async function mayViewHiddenContent(actor: Actor | null, promotionId: number | null): Promise<boolean> {
  if (!actor || !isCoordinatorOrAbove(actor.role)) return false;
  if (promotionId === null) return actor.role === 'Master';
  return canAccessPromotion(actor, promotionId);
}

// The wall's posts. Who reports: anyone who cannot moderate (a moderator deletes or unreports instead).

/** What the wall's rules need to know about a post. */
export interface PostFacts {
  user_id: number;
  author_is_expert: boolean;
  is_flagged: boolean;
  flagged_by: number | null;
  tagged_user_ids: readonly number[];
}

type WallActor = Pick<Actor, 'id' | 'role'>;

/** Delete: the author, a moderator or a poster; a wall expert's post only by a wall expert. */
export function mayDeletePost(actor: WallActor, post: PostFacts): boolean {
  if (post.author_is_expert) return hasPermission(actor, 'delete:expert_post:any');
  return mayOn(actor, 'delete:post', post.user_id);
}

/** Report: not one's own post, not one already flagged, not a wall expert's, and not by a moderator or expert. */
export function mayReportPost(actor: WallActor, post: PostFacts): boolean {
  return actor.id !== post.user_id && !post.is_flagged && !post.author_is_expert && !isWallModerator(actor.role) && !isWallExpert(actor.role);
}

/** Unreport: the reporter (their own report), a moderator or a poster. */
export function mayUnreportPost(actor: WallActor, post: PostFacts): boolean {
  return post.is_flagged && mayOn(actor, 'unreport:post', post.flagged_by);
}

/** A flagged post's author and reporter are shown to its author, moderators and posters; others see "Flagged User". */
export function mayViewFlaggedPost(actor: WallActor, post: PostFacts): boolean {
  return mayOn(actor, 'view_flagged:post', post.user_id);
}

/** Follow a post's author: not oneself, not from a flagged post. */
export function mayFollowFromPost(actor: WallActor, post: PostFacts): boolean {
  return actor.id !== post.user_id && !post.is_flagged;
}

/** A tagged user removes their own tag, nobody else's. */
export function mayRemoveTag(actor: WallActor, post: PostFacts, userId: number): boolean {
  return actor.id === userId && post.tagged_user_ids.includes(userId);
}

/** The user popup opens for another user, never from a flagged post. */
export function mayOpenUserPopup(actor: WallActor, post: PostFacts): boolean {
  return actor.id !== post.user_id && !post.is_flagged;
}

/**
 * A stored upload: plain ones are public behind their unguessable URL (wall photos appear in emails and notifications);
 * a `secure` one only to a signed-in account of its promotion, or one that reaches its wall (administrators, experts).
 */
export async function mayViewFile(actor: Actor | null, file: { is_secure: boolean; promotion_id: number | null }): Promise<boolean> {
  if (!file.is_secure) return true;
  if (!actor || file.promotion_id === null) return false;
  return actor.promotion_id === file.promotion_id || canReachWall(actor, file.promotion_id);
}

// Friendships. The two people of a row are its friender (who asked) and its friendee (who was asked; null while the
// request waits for an address without an account). A row a moderator closed (X) allows nothing.
export interface FriendshipFacts {
  status: string;
  friender_id: number;
  friendee_id: number | null;
}
type FriendshipActor = Pick<Actor, 'id'>;

/** One of the two people of the friendship. */
export const isFriendshipParty = (actor: FriendshipActor, f: FriendshipFacts) => actor.id === f.friender_id || actor.id === f.friendee_id;

/** Accept or decline: the friendee, while the request is pending. */
export const mayAnswerFriendship = (actor: FriendshipActor, f: FriendshipFacts) => f.status !== 'X' && actor.id === f.friendee_id;

/** Resend or withdraw a pending request: the friender. */
export const mayResendFriendship = (actor: FriendshipActor, f: FriendshipFacts) => f.status !== 'X' && actor.id === f.friender_id;

/** Delete the row: the friender withdraws a pending request; either friend removes an accepted (or declined) one. */
export function mayDeleteFriendship(actor: FriendshipActor, f: FriendshipFacts): boolean {
  if (f.status === 'X') return false;
  if (f.status === 'P') return actor.id === f.friender_id;
  return isFriendshipParty(actor, f);
}

/** Email a friend from the user popup: only across an accepted friendship. */
export const mayEmailFriend = (actor: FriendshipActor, f: FriendshipFacts) => f.status === 'A' && isFriendshipParty(actor, f);

// Messaging. A conversation is read and written by its current members only: one who left or was removed is out,
// and everyone else (another promotion's people included) is told it does not exist.
export function isConversationMember(membership: { left_at: Date | null } | null | undefined): boolean {
  return !!membership && membership.left_at === null;
}

/** Members and name are changed by a member, in groups only; a team's conversation follows the team. */
export function mayChangeConversation(conversation: { conversation_type: string }): boolean {
  return conversation.conversation_type === 'g';
}

// Gift points. A gift is answered by its target only (anyone else is told it does not exist); one never gifts to
// oneself. Whom one may gift to at all (the competition's team members) is the gifts' own query.
export const mayAnswerGift = (actor: { id: number }, bonus: { target_user_id: number | null }) => bonus.target_user_id === actor.id;
export const mayOfferGiftTo = (actor: { id: number }, targetUserId: number) => actor.id !== targetUserId;

// Teams (social-engagement.md §4 "Team competition"): only the team leader invites, answers requests, edits, changes
// the leader and deletes; the other members only view. An invitation ('I') is answered by the invited person and
// resent or withdrawn by the leader; a request ('R') is answered by the leader and resent or withdrawn by its sender.
export interface TeamFacts {
  leader_id: number | null;
  member_ids: readonly number[];
}
export const isTeamLeader = (actor: { id: number }, team: TeamFacts) => team.leader_id === actor.id;
export const isTeamMember = (actor: { id: number }, team: TeamFacts) => team.member_ids.includes(actor.id);
export interface TeamInviteFacts {
  invite_type: string;
  user_id: number | null;
}
/** Accept or decline: the invited person an invitation, the leader a request. */
export const mayAnswerTeamInvite = (actor: { id: number }, invite: TeamInviteFacts, team: TeamFacts) =>
  invite.invite_type === 'I' ? invite.user_id === actor.id : isTeamLeader(actor, team);
/** Resend or withdraw: whoever sent it (the leader an invitation, the person a request). */
export const maySendTeamInvite = (actor: { id: number }, invite: TeamInviteFacts, team: TeamFacts) =>
  invite.invite_type === 'I' ? isTeamLeader(actor, team) : invite.user_id === actor.id;
/** Seeing an invitation: the leader, and the person it names. */
export const mayViewTeamInvite = (actor: { id: number }, invite: TeamInviteFacts, team: TeamFacts) =>
  isTeamLeader(actor, team) || invite.user_id === actor.id;

// Duos. The two people of a duo are its sender (who invited, or the earlier of a pair-me pairing) and its receiver.
export interface DuoFacts {
  sender_id: number;
  receiver_id: number;
}
type DuoActor = Pick<Actor, 'id'>;

/** One of the two people of the duo (anyone else is told it does not exist). */
export const isDuoParty = (actor: DuoActor, d: DuoFacts) => actor.id === d.sender_id || actor.id === d.receiver_id;

/** Accept or decline an invitation: the receiver only. */
export const mayAnswerDuo = (actor: DuoActor, d: DuoFacts) => actor.id === d.receiver_id;

/** Withdraw (leave) a duo not completed yet: either of its people. */
export const mayWithdrawDuo = (actor: DuoActor, d: DuoFacts) => isDuoParty(actor, d);

// Resellers and organizations (docs/administration-access.md): masters every organization; a reseller only the
// organizations of its own reseller — another reseller's is told it does not exist — and never moves one elsewhere.
type OrgActor = Pick<Actor, 'role' | 'reseller_id'>;

/** Read or change an organization: masters any; a reseller one of its own. */
export const mayAdministerOrganization = (actor: OrgActor, organization: { reseller_id: number | null }) =>
  actor.role === 'Master' || (actor.role === 'Reseller' && actor.reseller_id !== null && organization.reseller_id === actor.reseller_id);

/** Give an organization this reseller (null: none): masters any; a reseller only its own. */
export const mayAssignReseller = (actor: OrgActor, resellerId: number | null) =>
  actor.role === 'Master' || (actor.role === 'Reseller' && actor.reseller_id !== null && resellerId === actor.reseller_id);

/** The organizations an account may list: 'all' for masters, else the one reseller's (none for anyone else). */
export const organizationReach = (actor: OrgActor): { resellerId: number } | 'all' | 'none' =>
  actor.role === 'Master' ? 'all' : actor.role === 'Reseller' && actor.reseller_id !== null ? { resellerId: actor.reseller_id } : 'none';

// The coordinator dashboard (administration.md §1, §6): a location coordinator sees their own location (and what lies
// under it), a regional coordinator their sub-tree, every other administrator the whole promotion. A coordinator of
// either location level without a location sees no one.
export type LocationReach = 'all' | readonly number[];
const LOCATION_BOUND_ROLES: readonly Role[] = ['Location Coordinator', 'Regional Coordinator'];
export function coordinatorReach(actor: Pick<Actor, 'role'>, ownLocationId: number | null, subtreeOf: (id: number) => number[]): LocationReach {
  if (!LOCATION_BOUND_ROLES.includes(actor.role)) return 'all';
  return ownLocationId === null ? [] : subtreeOf(ownLocationId);
}
/** Is a participant at this location within the reach? (No location: only for the whole promotion's reach.) */
export const withinReach = (reach: LocationReach, locationId: number | null) =>
  reach === 'all' || (locationId !== null && reach.includes(locationId));
/**
 * Whom a coordinator deletes or edits (names, location) from the user table, once withinReach holds: location and
 * regional coordinators plain participants (User) only; coordinators and above any participant role; never an account
 * above the promotion (masters, resellers, super coordinators, posters).
 */
export const mayManageParticipant = (actorRole: Role, targetRole: Role) =>
  isParticipant(targetRole) && (targetRole === 'User' || isCoordinatorOrAbove(actorRole));

// Reflections (journal posts). The spec gives them likes but not who may see them; ours: the author, and the author's
// accepted friends while the promotion shows the buddy feature (docs/leaderboards.md "Journal visibility"). Editing and
// deleting: the author only.
export interface JournalFacts {
  owner_id: number;
  buddies_on: boolean;
  /** The reader and the author are accepted friends. */
  are_friends: boolean;
}
// Nobody holds read:journal:any: one's own reflections, and a friend's by the rule below.
export const mayReadJournal = (actor: { id: number }, j: JournalFacts) => actor.id === j.owner_id || (j.buddies_on && j.are_friends);
