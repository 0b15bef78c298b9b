// The JSON of activities: one contract for server/activities/serialize.ts, which
// returns these types, and the client (lib/query/activities.ts), which reads them.
import type { CategoryObject } from './categories';
import type { ListResponse } from '@/lib/list-response';
import type { Locale } from '@/lib/i18n/locales';

/** The short form nested in user activities, logged tiles and entries. */
export interface ActivitySummary {
  id: number;
  name: string;
  category: string;
  category_object: CategoryObject;
  image: { url: string | null };
}

/** GET /activities/{id}, PUT /activities/{id}/bookmark. */
export interface Activity {
  id: number;
  /** null: a default activity of no promotion. */
  promotion_id: number | null;
  category: string;
  category_object: CategoryObject;
  week_available: number;
  sequence: number;
  parent_activity_id: number | null;
  area_of_interest_ids: number[];
  name: string;
  blurb: string | null;
  content: string | null;
  image: { url: string | null };
  question: string | null;
  answers: string[];
  correct_answer: number | null;
  is_logging: boolean;
  has_quiz: boolean;
  /** Unlocked now (week_available <= the current week, program started). */
  available: boolean;
  bookmarked: boolean;
}

/**
 * One language's version of an activity (issue 36). Participants reading that language see each non-empty field instead
 * of the activity's own; `answers` replace the quiz's only when there are as many (a quiz answer is checked by index).
 */
export interface ActivityTranslation {
  name: string | null;
  blurb: string | null;
  content: string | null;
  question: string | null;
  answers: string[];
}

/** An activity's translations by language (only those it has). */
export type ActivityTranslations = Partial<Record<Locale, ActivityTranslation>>;

/** GET /promotions/{id}/activities */
export type ActivityList = ListResponse<Activity>;
