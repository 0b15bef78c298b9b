// The user as the API shows it (id, role, email, profile, team, flags…); the shapes are lib/users/types.ts. Never
// includes password hashes or tokens.
import { readUserFlags } from '@/lib/user-flags';
import type { Role } from '@/lib/roles';
import type { CurrentUser, PublicUser, SharedUserInfo, UserProfile } from '@/lib/users/types';
import type { SharedInfoRow, UserRow } from './queries';
import { fullName } from '@/lib/users/names';
import { TEAM_STATUS } from '@/lib/teams/constants';
import { isLocale } from '@/lib/i18n/locales';

export function serializeProfile(profile: UserRow['profile']): UserProfile {
  const first = profile?.first_name ?? '';
  const last = profile?.last_name ?? '';
  return {
    id: profile?.id ?? null,
    first_name: first,
    last_name: last,
    full_name: fullName(first, last),
    image: { url: profile?.image_url ?? null },
  };
}

export function serializeUser(user: UserRow): CurrentUser {
  const flags = readUserFlags(user.flags);
  return {
    id: user.id,
    role: user.role as Role,
    email: user.email,
    promotion_id: user.promotion_id,
    location_id: user.location_id,
    // Locked by an administrator, or for now after repeated failed sign-ins (the unlock call lifts either).
    is_locked: user.is_locked || (user.locked_until !== null && user.locked_until > new Date()),
    sso_identifier: user.sso_identifier,
    opted_in_individual_leaderboard: user.opted_in_individual_leaderboard,
    opted_in_friends_leaderboard: user.opted_in_friends_leaderboard,
    created_at: user.created_at.toISOString(),
    profile: serializeProfile(user.profile),
    ...serializeUserTeam(user.team_memberships[0]?.team ?? null),
    locale: isLocale(user.locale) ? user.locale : null,
    flags,
    // The spec reads the flags as fields of the user too (user.has_been_home, not only user.flags.has_been_home).
    ...flags,
  };
}

function serializeUserTeam(team: { id: number; name: string; status: number } | null): Pick<CurrentUser, 'team_id' | 'team_name' | 'on_official_team'> {
  return { team_id: team?.id ?? null, team_name: team?.name ?? null, on_official_team: team?.status === TEAM_STATUS.official };
}

/** What other users may see of someone (no email, no flags). */
export function serializePublicUser(user: Pick<UserRow, 'id' | 'profile' | 'location_id'>): PublicUser {
  return { id: user.id, location_id: user.location_id, profile: serializeProfile(user.profile) };
}

/** What the user popup shows of someone (no email, no flags); shared parts are null when the promotion hides them. */
export function serializeSharedInfo(row: SharedInfoRow): SharedUserInfo {
  const { user } = row;
  return {
    id: user.id,
    full_name: fullName(user.profile?.first_name, user.profile?.last_name),
    image: { url: user.profile?.image_url ?? null },
    location: row.shared && user.location ? { id: user.location.id, name: user.location.name } : null,
    team: row.team ? { id: row.team.id, name: row.team.name } : null,
    completed_duo_count: row.duos,
    completed_scene_count: row.scenes,
  };
}
