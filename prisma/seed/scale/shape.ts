// The shape of the scale promotion: how much of everything one participant has. Numbers here are the knobs;
// docs/scale-data.md describes what they produce. u is a participant's 0-based index (email scale-user-{u+1}).
import { SALT, rnd } from './sql.ts';

export const SCALE_SUBDOMAIN = 'scale';
export const SCALE_ORGANIZATION = 'Scale Test Organization';
export const SCALE_COLLECTION = 'Scale scenes';
/** Every participant and coordinator signs in with this one password (hashed once). */
export const SCALE_PASSWORD = 'Welcome1!';
export const TIME_ZONE = 'America/New_York';

export const PROGRAM_LENGTH = 56; // 8 weeks
export const WEEKS = PROGRAM_LENGTH / 7;
/** Started 3 weeks ago: program days 0..21 have happened, day 21 (week 4) is today. */
export const DAYS_ELAPSED = 22;
export const TODAY = DAYS_ELAPSED - 1;

/** The promotion's max_activities_day: a participant logs 0..3 activities a day. */
export const SLOTS_PER_DAY = 3;
/** Points of one logged activity (user_activities.points). */
export const ACTIVITY_POINTS = 10;
export const TRIVIA_POINTS = 5;
export const ENTRY_POINTS = 10;
export const BONUS_POINTS = 10;
export const WORKS_VALUE = 400;

export const CATEGORIES = ['create_calm', 'boost_happiness', 'sharpen_focus', 'pursue_purpose', 'increase_energy'] as const;
/** Activities per week and category; the last of each group is a quiz. */
export const ACTIVITIES_PER_GROUP = 3;
export const ACTIVITIES_PER_WEEK = CATEGORIES.length * ACTIVITIES_PER_GROUP;
export const ACTIVITY_COUNT = WEEKS * ACTIVITIES_PER_WEEK;

/** Layout version 1: a grid of 10 tiles, so ten logged activities complete a scene. */
export const TILES_PER_SCENE = 10;
/** The most scenes one participant can have: every slot of every day logged, plus the next loggable one. */
export const MAX_SCENES_PER_USER = Math.floor((DAYS_ELAPSED * SLOTS_PER_DAY) / TILES_PER_SCENE) + 1;

/** One team per this many consecutive participants; the first of each block leads it. */
export const TEAM_BLOCK = 8;
/** The competition starts with week 2 and runs 6 weeks; weeks 2 and 3 are over and have works. */
export const COMPETITION_START_DAY = 7;
export const COMPETITION_LENGTH = 42;
export const COMPLETED_COMPETITION_WEEKS = [2, 3] as const;

/** Friendships: participant u asks u + offset (accepted mostly). */
export const FRIEND_OFFSETS = [1, 7, 31] as const;
/** Posts per participant: two wall posts, one journal reflection, and possibly one comment. */
export const POSTS_PER_USER = 4;
/** Likers of a wall post are its author's neighbours at these offsets (how many: 0..5). */
export const LIKE_OFFSETS = [1, 2, 5, 11, 23] as const;
export const NOTIFICATIONS_PER_USER = 10;

export const ID_STRIDE = {
  /** user_activities / entry_activities ids: (u * DAYS_ELAPSED + day) * SLOTS_PER_DAY + slot */
  slotsPerUser: DAYS_ELAPSED * SLOTS_PER_DAY,
} as const;

/** How many activities participant u logged on program day d: 0, 1, 2, 3 or 3 (about 1.8 a day, 40 in all). */
export function activitiesOnDay(u: string, d: string): string {
  return `LEAST(${SLOTS_PER_DAY}, ${rnd(5, SALT.activitiesPerDay, u, d)})`;
}

/** Whether slot k of day d stayed active (about 2% were deactivated and earn nothing). */
export function slotIsActive(u: string, d: string, k: string): string {
  return `(${rnd(50, SALT.inactive, u, d, k)} <> 0)`;
}

/**
 * Which activity (0-based index in week, category, sequence order) slot k of day d logged: one available by
 * then (weeks 1..week of d), three different ones on the same day.
 */
export function activityIndex(u: string, d: string, k: string): string {
  const available = `(${ACTIVITIES_PER_WEEK} * ((${d}) / 7 + 1))`;
  return `((${rnd(available, SALT.activityChoice, u, d)} + (${k}) * 7) % ${available})`;
}

/** Whether activity index i is a quiz (the last of its week and category). */
export function isQuiz(i: string): string {
  return `((${i}) % ${ACTIVITIES_PER_GROUP} = ${ACTIVITIES_PER_GROUP - 1})`;
}

/** The correct answer (0..2) of quiz activity index i. */
export function quizCorrectAnswer(i: string): string {
  return `(((${i}) / ${ACTIVITIES_PER_WEEK} + ((${i}) % ${ACTIVITIES_PER_WEEK}) / ${ACTIVITIES_PER_GROUP}) % 3)`;
}

/** Whether participant u is on their block's team: leaders always, others unless they are free agents (~10%). */
export function isTeamMember(u: string): string {
  return `((${u}) % ${TEAM_BLOCK} = 0 OR ${rnd(10, SALT.freeAgent, u)} <> 0)`;
}
