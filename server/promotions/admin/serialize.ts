// The administration's promotion JSON (lib/promotions/admin-types.ts). An explicit list of columns: the pilot
// password hash, the websocket channel and the pinned demo date never reach it.
import 'server-only';
import { isoDate } from '@/lib/promotion-dates';
import { readPromotionFlags } from '@/lib/promotion-flags';
import { isLocale } from '@/lib/i18n/locales';
import { weeksOf } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, PromotionListRow } from '@/lib/promotions/admin-types';

export const adminPromotionSelect = {
  id: true, name: true, program_name: true, subdomain: true, domain: true, theme: true, logo: true, tag: true,
  organization_id: true, parent_promotion_id: true, is_parent: true, is_launchpad: true, is_default: true,
  api_version: true, time_zone: true, default_locale: true, program_length: true, registration_starts_on: true, registration_ends_on: true,
  launch_on: true, starts_on: true, ends_on: true, logging_ends_on: true, disabled_on: true, is_closed: true,
  duo_ended: true, is_active: true, max_registrations: true, default_goal: true, daily_activity_allowance: true,
  daily_activity_minimum: true, max_activities_day: true, min_interest_choice: true, max_interest_choice: true,
  trivia_points: true, bonus_points: true, entry_points: true, works_point_value: true, activity_feels: true,
  default_competition_collection_id: true, collection_id: true, duo_collection_id: true, attraction_label: true,
  attraction_label_plural: true, friend_label: true, friend_label_plural: true, point_label: true,
  point_label_plural: true, level_label: true, level_label_plural: true, wall_label: true, location_labels: true,
  flags: true, display_team_feature: true, video_url: true, video_button_url: true, video_caption_url: true,
  coordinators: true, visible_validic_devices: true, created_at: true, updated_at: true,
  organization: { select: { name: true, reseller_id: true } },
  parent_promotion: { select: { name: true } },
} as const;

type DateOrNull = Date | null;
export interface AdminPromotionRow {
  [key: string]: unknown;
  organization: { name: string; reseller_id: number | null };
  parent_promotion: { name: string } | null;
  flags: unknown;
  starts_on: Date;
  ends_on: Date;
  registration_starts_on: DateOrNull;
  registration_ends_on: DateOrNull;
  launch_on: DateOrNull;
  logging_ends_on: DateOrNull;
  disabled_on: DateOrNull;
  created_at: Date;
  updated_at: Date;
  program_length: number;
  default_locale: string | null;
}

export function serializeAdminPromotion(row: AdminPromotionRow): AdminPromotion {
  const { organization, parent_promotion, ...fields } = row;
  return {
    ...(fields as unknown as AdminPromotion),
    organization_name: organization.name,
    reseller_id: organization.reseller_id,
    parent_promotion_name: parent_promotion?.name ?? null,
    weeks: weeksOf(row.program_length),
    // A language this build no longer speaks reads as none: negotiation skips it the same way.
    default_locale: isLocale(row.default_locale) ? row.default_locale : null,
    registration_starts_on: isoDate(row.registration_starts_on),
    registration_ends_on: isoDate(row.registration_ends_on),
    launch_on: isoDate(row.launch_on),
    starts_on: isoDate(row.starts_on)!,
    ends_on: isoDate(row.ends_on)!,
    logging_ends_on: isoDate(row.logging_ends_on),
    disabled_on: isoDate(row.disabled_on),
    flags: readPromotionFlags(row.flags),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const promotionListSelect = {
  id: true, name: true, subdomain: true, program_length: true, registration_starts_on: true, registration_ends_on: true,
  launch_on: true, starts_on: true, ends_on: true, is_parent: true, is_launchpad: true, is_active: true, organization_id: true,
  organization: { select: { name: true, reseller_id: true, reseller: { select: { name: true } } } },
} as const;

export function serializePromotionListRow(row: {
  id: number; name: string; subdomain: string; program_length: number; registration_starts_on: DateOrNull;
  registration_ends_on: DateOrNull; launch_on: DateOrNull; starts_on: Date; ends_on: Date; is_parent: boolean;
  is_launchpad: boolean; is_active: boolean; organization_id: number;
  organization: { name: string; reseller_id: number | null; reseller: { name: string } | null };
}): PromotionListRow {
  return {
    id: row.id, name: row.name, subdomain: row.subdomain, program_length: row.program_length,
    weeks: weeksOf(row.program_length),
    registration_starts_on: isoDate(row.registration_starts_on), registration_ends_on: isoDate(row.registration_ends_on),
    launch_on: isoDate(row.launch_on), starts_on: isoDate(row.starts_on)!, ends_on: isoDate(row.ends_on)!,
    is_parent: row.is_parent, is_launchpad: row.is_launchpad, is_active: row.is_active,
    organization_id: row.organization_id, organization_name: row.organization.name,
    reseller_id: row.organization.reseller_id, reseller_name: row.organization.reseller?.name ?? null,
  };
}
