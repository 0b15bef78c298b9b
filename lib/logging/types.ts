// The JSON of the daily loop (home data, user activities, quiz answers): one contract
// for the server (server/logging/serialize.ts and quiz.ts return these types) and the client (lib/query/logging.ts).
import type { ActivitySummary } from '@/lib/activities/types';
import type { CategoryObject } from '@/lib/activities/categories';
import type { Entry, FeelsValue } from '@/lib/entries/types';
import type { Tile, UserScene } from '@/lib/scenes/types';
import type { ListResponse } from '@/lib/list-response';
import type { LoggingStatus } from './constants';

/** The activity picked for today that waits on the home screen for a tile (the loggable act). */
export interface LoggableActivity {
  id: number;
  user_activity_id: number;
  activity_id: number;
  created_at: string;
  activity: ActivitySummary;
}

/** The promotion as the home screen needs it: its dates, today and the day's maximum, allowance and minimum. */
export interface HomePromotion {
  id: number;
  api_version: number;
  starts_on: string;
  ends_on: string;
  logging_ends_on: string;
  current_date: string;
  current_week: number;
  weeks: number;
  has_started: boolean;
  has_logging_ended: boolean;
  has_ended: boolean;
  default_goal: number;
  daily_activity_allowance: number;
  daily_activity_minimum: number;
  max_activities_day: number;
  trivia_points: number;
  entry_points: number;
  activity_points: number;
}

/** GET /logging answers [Home]: the client reads the first element. */
export interface Home {
  date: string;
  is_today: boolean;
  week: number;
  promotion: HomePromotion;
  user_scene: UserScene | null;
  logged_activities: Tile[];
  previous_scenes: UserScene[];
  previous_scenes_meta: { total_records: number; page: number; page_size: number };
  completed_scene_count: number;
  logging_status: LoggingStatus;
  activities_logged: number;
  actions_remaining: number;
  loggable_activity: LoggableActivity | null;
  entry: Entry;
  total_points: number;
  goal_hit: boolean;
  seen_goal_hit: boolean;
}

/** POST /logging answers [LoggedHome]: the new home and what was logged. */
export type LoggedHome = Home & { logged: { user_activity_id: number; scene_completed: boolean } };

/** GET/PUT /user_activities/{id}, POST /user_activities. */
export interface UserActivity {
  id: number;
  activity_id: number;
  activity: ActivitySummary;
  category_object: CategoryObject;
  /** null while it waits on the home screen for a tile (is_logged false). */
  recorded_on: string | null;
  created_at: string;
  date_answered: string | null;
  is_active: boolean;
  answer_idx: number | null;
  points: number;
  user_scene_id: number | null;
  tile_number: number | null;
  /** Logged to a day; false while it waits on the home screen for a tile. */
  is_logged: boolean;
  entry_activity: { id: number; entry_id: number; feels_value: FeelsValue } | null;
}

/** GET /user_activities */
export type UserActivityList = ListResponse<UserActivity>;

export interface QuizAnswer {
  id: number;
  activity_id: number;
  answer_idx: number;
  is_correct: boolean;
  points: number;
  /** The day its points were credited to; null for a wrong answer. */
  recorded_on: string | null;
  created_at: string;
}

/** GET /user_quiz_answers?activity_id= */
export type QuizAnswerList = ListResponse<QuizAnswer>;

/** POST /user_quiz_answers/{activity_id}. */
export interface QuizResult {
  correct: boolean;
  /** 'Correct!' or 'Try again.' */
  message: string;
  /** 'Your 5 quiz points were added to Tuesday, November 17.' when this answer earned points, else null. */
  points_message: string | null;
  points_added: number;
  /** The day the points were credited to ('YYYY-MM-DD'), when they were. */
  credited_on: string | null;
  already_answered: boolean;
  correct_answer: number | null;
  user_quiz_answer: QuizAnswer;
}

/** POST /user_activities/check_answer: is this the right answer? Nothing is recorded. */
export interface QuizCheck {
  correct: boolean;
  correct_answer: number;
}
