// The user JSON: returned by server/users/serialize.ts for GET/PUT /users/{id|me},
// sign-in, registration and unlock, read by the client (lib/query/users.ts), seeded from the server render
// (server/pages/context.ts) and sent with the userUpdated event. Never a password hash or a token.
import type { Locale } from '@/lib/i18n/locales';
import type { Role } from '@/lib/roles';
import type { UserFlags } from '@/lib/user-flags';

export interface UserProfile {
  /** null: the user has no profile row yet. */
  id: number | null;
  first_name: string;
  last_name: string;
  full_name: string;
  image: { url: string | null };
}

/** The user as the API shows it to the user and to those who administer them. Flags are also spread onto the user. */
export interface CurrentUser extends UserFlags {
  id: number;
  role: Role;
  email: string;
  promotion_id: number | null;
  location_id: number | null;
  /** Locked by an administrator, or for now after repeated failed sign-ins. */
  is_locked: boolean;
  sso_identifier: string | null;
  opted_in_individual_leaderboard: boolean;
  opted_in_friends_leaderboard: boolean;
  created_at: string;
  profile: UserProfile;
  /** The user's live team (pending or official) in the latest competition they are in; null when on none. */
  team_id: number | null;
  team_name: string | null;
  /** That team is official (enough members). */
  on_official_team: boolean;
  /** The language chosen in Settings or the account menu; null follows the promotion, then the browser. */
  locale: Locale | null;
  flags: UserFlags;
}

/** What other users may see of someone (no email, no flags). */
export interface PublicUser {
  id: number;
  location_id: number | null;
  profile: UserProfile;
}

/**
 * GET /users/{id}/shared_info: what the user popup shows of another participant of the same promotion. Shared info
 * (location, team, completed counts) is null while the promotion shows neither the buddy feature nor teams; the team
 * only while teams are enabled, and only an official or pending team of the current competition.
 */
export interface SharedUserInfo {
  id: number;
  full_name: string;
  image: { url: string | null };
  location: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  completed_duo_count: number | null;
  completed_scene_count: number | null;
}

/** PUT /users/{user_id}/profiles/{id} {image}: the saved photo's URL (null: none) and whose it is. */
export interface ProfilePhoto {
  image: string | null;
  user_id: number;
}
