// The JSON of the promotion administration (docs/administration-promotions.md), built by
// server/promotions/admin/serialize.ts. Never the pilot password hash nor the websocket channel.
import type { ListResponse } from '@/lib/list-response';
import type { PromotionFlags } from '@/lib/promotion-flags';
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

/** Every field a master edits (the form's values), with the derived weeks. */
export interface AdminPromotion {
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
  activity_feels: boolean;
  default_competition_collection_id: number | null;
  collection_id: number | null;
  duo_collection_id: number | null;
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
  flags: PromotionFlags;
  display_team_feature: boolean;
  video_url: string | null;
  video_button_url: string | null;
  video_caption_url: string | null;
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
