// The promotion JSON: returned by
// server/promotions/serialize.ts for GET /promotions/{id|current}, read by the client (lib/query/promotions.ts) and
// seeded from the server render (server/pages/context.ts). Timeline and flags are also spread onto the promotion.
// Never the pilot password hash nor the pinned demo date.
import type { PromotionFlags } from '@/lib/promotion-flags';
import type { PromotionTimeline } from '@/lib/promotion-dates';
import type { PasswordPolicy } from '@/lib/password-policy';

/** current_competition: the one running or enrolling today, else the latest started, else the next. */
export interface PromotionCompetition {
  id: number;
  name: string | null;
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  competition_ends_on: string;
  team_size_min: number;
  team_size_max: number;
  during_enrollment: boolean;
  during_competition: boolean;
  after_competition: boolean;
}

export interface PromotionOrganization extends PasswordPolicy {
  id: number;
  name: string;
  is_sso_enabled: boolean;
  sso_label: string | null;
  sso_login_url: string | null;
  flags: { allow_autocomplete: boolean };
}

export interface CurrentPromotion extends PromotionTimeline, PromotionFlags {
  id: number;
  name: string;
  program_name: string | null;
  subdomain: string;
  domain: string | null;
  theme: string;
  logo: string | null;
  organization_id: number;
  time_zone: string;
  /** The language of participants who chose none (lib/i18n/locales.ts); null: the browser's, then English. */
  default_locale: string | null;
  program_length: number;
  // Dates as 'YYYY-MM-DD'.
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  logging_ends_on: string | null;
  disabled_on: string | null;
  is_closed: boolean;
  duo_ended: boolean;
  is_active: boolean;
  max_registrations: number | null;
  is_parent: boolean;
  parent_promotion_id: number | null;
  is_launchpad: boolean;
  is_default: boolean;
  // Goals and points: the day's maximum, allowance, minimum and default goal come from the promotion.
  default_goal: number;
  daily_activity_allowance: number;
  daily_activity_minimum: number;
  max_activities_day: number;
  min_interest_choice: number;
  max_interest_choice: number;
  trivia_points: number;
  bonus_points: number;
  entry_points: number;
  works_point_value: number;
  /** Whether participants record how an activity felt (the weekly view's Sad / Neutral / Happy). */
  activity_feels: boolean;
  default_competition_collection_id: number | null;
  collection_id: number | null;
  duo_collection_id: number | null;
  // Labels.
  attraction_label: string;
  attraction_label_plural: string;
  friend_label: string;
  friend_label_plural: string;
  point_label: string;
  point_label_plural: string;
  level_label: string;
  level_label_plural: string;
  wall_label: string;
  location_labels: string[];
  display_team_feature: boolean;
  video_url: string | null;
  video_button_url: string | null;
  video_caption_url: string | null;
  api_version: number;
  websocket_channel: string | null;
  has_pilot_password: boolean;
  /** A demo promotion whose "today" is pinned. */
  is_date_pinned: boolean;
  current_competition: PromotionCompetition | null;
  flags: PromotionFlags;
  organization: PromotionOrganization;
}
