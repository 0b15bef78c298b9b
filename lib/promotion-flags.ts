// Promotion flags (is_teams_enabled, is_wall_enabled…), with the value a new promotion gets.
export const PROMOTION_FLAG_DEFAULTS = {
  is_teams_enabled: false,
  is_location_displayed: false,
  is_eligibility_displayed: false,
  is_gender_displayed: false,
  is_address_displayed: false,
  is_birthday_displayed: false,
  is_phone_displayed: false,
  is_time_zone_displayed: false,
  hide_privacy_link: false,
  show_opt_in_participation_link: false,
  is_fitbit_enabled: false,
  is_validic_enabled: false,
  is_healthkit_enabled: false,
  is_goal_page_enabled: false,
  disable_manual_logging: false,
  is_manual_override_enabled: false,
  is_social_media_displayed: false,
  is_mascot_hidden: false,
  is_show_individual_leaderboard: true,
  is_show_location_leaderboard: false,
  is_buddy_feature_displayed: true,
  is_video_enabled: false,
  is_wall_enabled: true,
  is_mobile_enabled: false,
  is_timeout_enabled: false,
  is_feedback_enabled: true,
  send_push_notifications: false,
  push_first_day: false,
  push_weekly_reminder: false,
  push_friend_reminder: false,
  push_duo_invite: false,
  push_duo_incomplete: false,
  push_duo_paired: false,
} as const;

export type PromotionFlagKey = keyof typeof PROMOTION_FLAG_DEFAULTS;
export type PromotionFlags = Record<PromotionFlagKey, boolean>;
export const PROMOTION_FLAG_KEYS = Object.keys(PROMOTION_FLAG_DEFAULTS) as PromotionFlagKey[];

export function readPromotionFlags(stored: unknown): PromotionFlags {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    PROMOTION_FLAG_KEYS.map((k) => [k, typeof source[k] === 'boolean' ? (source[k] as boolean) : PROMOTION_FLAG_DEFAULTS[k]]),
  ) as PromotionFlags;
}

export interface OrganizationFlags {
  enable_account_lockouts: boolean;
  allow_autocomplete: boolean;
}

export function readOrganizationFlags(stored: unknown): OrganizationFlags {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    enable_account_lockouts: source.enable_account_lockouts !== false,
    allow_autocomplete: source.allow_autocomplete === true,
  };
}
