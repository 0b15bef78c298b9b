// The JSON of the promotion administration (docs/administration-promotions.md), built by
// server/promotions/admin/serialize.ts. Never the pilot password hash nor the websocket channel.
import type { ListResponse } from '@/lib/list-response';
import type { PromotionFlags } from '@/lib/promotion-flags';
import type { Locale } from '@/lib/i18n/locales';
import type { CurrentPromotion } from './types';
import type { GoalCalculation, INHERITED_FIELDS, PointableType } from './admin-rules';

/** One row of /promotions. */
export interface PromotionListRow {
  id: number;
  name: string;
  subdomain: string;
  program_length: number;
  weeks: number;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
  starts_on: string;
  ends_on: string;
  is_parent: boolean;
  is_launchpad: boolean;
  is_active: boolean;
  organization_id: number;
  organization_name: string;
  reseller_id: number | null;
  reseller_name: string | null;
}
export type PromotionAdminList = ListResponse<PromotionListRow>;

/** The goals, points, collections and labels a master edits, as the participant app reads them (one declaration). */
type EditedPromotionSettings = Pick<CurrentPromotion,
  | 'default_goal' | 'daily_activity_allowance' | 'daily_activity_minimum' | 'max_activities_day' | 'min_interest_choice'
  | 'max_interest_choice' | 'trivia_points' | 'bonus_points' | 'entry_points' | 'works_point_value' | 'activity_feels'
  | 'default_competition_collection_id' | 'collection_id' | 'duo_collection_id' | 'attraction_label'
  | 'attraction_label_plural' | 'friend_label' | 'friend_label_plural' | 'point_label' | 'point_label_plural' | 'level_label'
  | 'level_label_plural' | 'wall_label' | 'location_labels' | 'display_team_feature' | 'video_url' | 'video_button_url'
  | 'video_caption_url'>;

/** Every field a master edits (the form's values), with the derived weeks. */
export interface AdminPromotion extends EditedPromotionSettings {
  id: number;
  name: string;
  program_name: string | null;
  subdomain: string;
  domain: string | null;
  theme: string;
  logo: string | null;
  tag: string | null;
  organization_id: number;
  organization_name: string;
  reseller_id: number | null;
  parent_promotion_id: number | null;
  parent_promotion_name: string | null;
  is_parent: boolean;
  is_launchpad: boolean;
  is_default: boolean;
  api_version: number;
  time_zone: string;
  /** The participants' language when they chose none; null follows the browser. */
  default_locale: Locale | null;
  program_length: number;
  weeks: number;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  launch_on: string | null;
  starts_on: string;
  ends_on: string;
  logging_ends_on: string | null;
  disabled_on: string | null;
  is_closed: boolean;
  duo_ended: boolean;
  is_active: boolean;
  max_registrations: number | null;
  flags: PromotionFlags;
  coordinators: string | null;
  visible_validic_devices: string | null;
  created_at: string;
  updated_at: string;
}

export interface NamedItem {
  id: number;
  name: string;
}

/** GET /promotions/{id}/dashboard: what the promotion dashboard screen shows. */
export interface PromotionDashboard {
  promotion: AdminPromotion;
  eligibility: { is_displayed: boolean; total: number; active: number };
  goal: GoalCalculation;
  competitions: (NamedItem & { competition_starts_on: string; competition_ends_on: string })[];
  locations: (NamedItem & { depth: number; parent_location_id: number | null })[];
  badges: NamedItem[];
  custom_prompts: NamedItem[];
  evaluation_definitions: NamedItem[];
  duo_templates: NamedItem[];
  sso_extras: (NamedItem & { data_type: string; path: string })[];
  levels_count: number;
  point_thresholds_count: number;
  participants: { total: number };
}

export interface AdminLevel {
  id: number;
  name: string;
  sequence: number;
}

export interface AdminPointThreshold {
  id: number;
  pointable_type: PointableType;
  pointable_id: number | null;
  behavior_name: string | null;
  value_label: string | null;
  value: number;
  points: number;
}

/** What a new promotion copies from its parent (lib/promotions/admin-rules.ts INHERITED_FIELDS). */
export type InheritedDefaults = Pick<AdminPromotion, (typeof INHERITED_FIELDS)[number]>;

/** Choices the form offers: organizations, parent promotions and the libraries' collections. */
export interface PromotionFormOptions {
  organizations: (NamedItem & { reseller_id: number | null })[];
  /** Parent promotions, each with what a new child copies from it. */
  parents: (NamedItem & { defaults: InheritedDefaults })[];
  activity_collections: NamedItem[];
  scene_collections: NamedItem[];
  duo_collections: NamedItem[];
  resellers: NamedItem[];
}
