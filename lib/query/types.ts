// The shapes the client reads from GET /api/users/me and GET /api/promotions/current.
// lib/ may not import server/ (eslint layering), so they are written out here; server/pages/context.ts
// checks with `satisfies` that the serializers' output still fits them, so drift fails the typecheck.
import type { Role } from '@/lib/roles';
import type { UserFlags } from '@/lib/user-flags';
import type { PromotionFlags } from '@/lib/promotion-flags';
import type { PromotionTimeline } from '@/lib/promotion-dates';
import type { PasswordPolicy } from '@/lib/password-policy';

/** participant-core.md §3 User (the fields the API sends today). Flags are also spread onto the user. */
export interface CurrentUser extends UserFlags {
  id: number;
  role: Role;
  email: string;
  promotion_id: number | null;
  location_id: number | null;
  is_locked: boolean;
  sso_identifier: string | null;
  opted_in_individual_leaderboard: boolean;
  opted_in_friends_leaderboard: boolean;
  created_at: string;
  profile: { id: number | null; first_name: string; last_name: string; full_name: string; image: { url: string | null } };
  flags: UserFlags;
}

/** participant-core.md §3 Promotion, as JSON. Timeline and flags are also spread onto the promotion. */
export interface CurrentPromotion extends PromotionTimeline, PromotionFlags {
  id: number;
  name: string;
  program_name: string | null;
  subdomain: string;
  time_zone: string;
  api_version: number;
  default_goal: number;
  daily_activity_allowance: number;
  daily_activity_minimum: number;
  max_activities_day: number;
  /** Whether participants record how an activity felt (the weekly view's Sad / Neutral / Happy). */
  activity_feels: boolean;
  friend_label: string;
  friend_label_plural: string;
  point_label: string;
  point_label_plural: string;
  wall_label: string;
  location_labels: string[];
  websocket_channel: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  logging_ends_on: string | null;
  has_pilot_password: boolean;
  flags: PromotionFlags;
  organization: PasswordPolicy & {
    id: number;
    name: string;
    is_sso_enabled: boolean;
    sso_label: string | null;
    sso_login_url: string | null;
    flags: { allow_autocomplete: boolean };
  };
}
