import { z } from 'zod';

// The user flags (has_been_home, has_seen_*_tutorial, goal_hit…). Stored as one JSON object per user;
// a missing key reads as false.
export const USER_FLAG_KEYS = [
  'stay_logged_in',
  'show_high_contrast',
  'has_seen_previous_scene_info',
  'has_seen_welcome_msg',
  'has_seen_activities_tutorial',
  'has_seen_points_tutorial',
  'has_seen_logging_tutorial',
  'has_seen_read_quiz_tutorial',
  'has_new_activities',
  'has_done_activities_walkthrough',
  'has_seen_journey_tutorial',
  'goal_hit',
  'seen_goal_hit',
  'has_pending_survey',
  'showing_evaluation_notification',
  'stats_available',
  'has_seen_stats_tutorial',
  'has_seen_friends',
  'has_been_home',
  'has_seen_home_walkthrough',
  'started_home_walkthrough',
  'has_seen_duo_walkthrough',
] as const;

export type UserFlagKey = (typeof USER_FLAG_KEYS)[number];
export type UserFlags = Record<UserFlagKey, boolean>;

export const userFlagsPatchSchema = z
  .object(Object.fromEntries(USER_FLAG_KEYS.map((k) => [k, z.boolean().optional()])) as Record<UserFlagKey, z.ZodOptional<z.ZodBoolean>>)
  .strict();

export function readUserFlags(stored: unknown): UserFlags {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(USER_FLAG_KEYS.map((k) => [k, source[k] === true])) as UserFlags;
}
