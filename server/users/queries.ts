import { db } from '@/server/db';
import { findUserRow, userSelect, type UserRow } from './user-row';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import { countCompletedScenes } from '@/server/scenes/queries';
import { countCompletedDuos } from '@/server/duos/queries';

export { userSelect, type UserRow } from './user-row';

/** One raw statement (./user-row.ts), the same row as findUnique with userSelect gives. */
export function findUserById(id: number): Promise<UserRow | null> {
  return findUserRow(id);
}

/** A user of one promotion; null for any other promotion's user (the tenancy wall). */
/** The account's own profile row by its id (PUT /users/{user_id}/profiles/{id}); another account's is null. */
export function findOwnProfile(userId: number, profileId: number) {
  return db.profile.findFirst({ where: { id: profileId, user_id: userId }, select: { id: true } });
}

export function findUserInPromotion(id: number, promotionId: number) {
  return db.user.findFirst({ where: { id, promotion_id: promotionId, deleted_at: null }, select: userSelect });
}

/** A participant of the promotion (not deleted) by id, or null: another promotion's user is as unknown as no user. */
export function findParticipantInPromotion(id: number, promotionId: number) {
  return db.user.findFirst({ where: { id, promotion_id: promotionId, deleted_at: null, role: { in: [...PARTICIPANT_ROLES] } }, select: { id: true } });
}

/** A team's status once its leader deleted it (0 pending and 1 official are shown). */
const TEAM_DELETED = 2;

/**
 * What the user popup shows of a participant of the promotion, or null (unknown, deleted, another promotion's).
 * The reads run side by side, each scoped to the promotion: the user by key; completed scenes on user_scenes
 * (user_id, sequence); completed duos on duos (sender_id, state) / (receiver_id, state); the team on team_members
 * (competition_id, user_id) for the current competition. Counts and team are skipped when the promotion shows neither
 * the buddy feature nor teams, the team when teams are off.
 */
export async function findSharedInfo(userId: number, promotion: ResolvedPromotion) {
  const promotionId = promotion.id;
  const { is_buddy_feature_displayed: buddies, is_teams_enabled: teams } = promotion.flags;
  const shared = buddies || teams;
  const competitionId = teams ? promotion.currentCompetition?.id : undefined;
  const [user, scenes, duos, membership] = await Promise.all([
    db.user.findFirst({
      where: { id: userId, promotion_id: promotionId, deleted_at: null, role: { in: [...PARTICIPANT_ROLES] } },
      select: {
        id: true,
        profile: { select: { first_name: true, last_name: true, image_url: true } },
        location: { select: { id: true, name: true } },
      },
    }),
    shared ? countCompletedScenes(userId, promotionId) : null,
    shared ? countCompletedDuos(userId, promotionId) : null,
    competitionId !== undefined
      ? db.teamMember.findFirst({
          where: { competition_id: competitionId, user_id: userId, promotion_id: promotionId, team: { status: { not: TEAM_DELETED } } },
          select: { team: { select: { id: true, name: true } } },
        })
      : null,
  ]);
  if (!user) return null;
  return { user, shared, scenes, duos, team: membership?.team ?? null };
}
export type SharedInfoRow = NonNullable<Awaited<ReturnType<typeof findSharedInfo>>>;
