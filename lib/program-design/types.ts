// The JSON of the program-design editors: admin activities, areas of interest, badges and activity collections.
import type { Activity, ActivityTranslations } from '@/lib/activities/types';
import type { CollectionItemType } from './schemas';

/**
 * An activity as the editor reads it (POST /promotions/{id}/activities, PUT /activities/{id}): the participant's
 * activity without what depends on the reader (unlocked, bookmarked) or derives from the quiz (has_quiz).
 */
export type AdminActivity = Omit<Activity, 'has_quiz' | 'available' | 'bookmarked'> & {
  /** The language the activity is written in: its promotion's default (English for the library and when none is set). */
  locale: string;
  /** Its versions in other languages (issue 36), by language. */
  translations: ActivityTranslations;
};

/** GET/POST /promotions/{id}/area_of_interests: id, name, display, promotion_id (and its order). */
export interface AdminArea {
  id: number;
  promotion_id: number | null;
  name: string;
  display: string | null;
  category: string | null;
  sequence: number;
}

/**
 * /promotions/{id}/badges: the badges in force in the promotion. `is_default`: a default promotion's badge shown here
 * (saving it creates this promotion's copy); `is_override`: this promotion's copy of a default (reset removes it).
 */
export interface AdminBadge {
  id: number;
  promotion_id: number;
  default_badge_id: number | null;
  category: string;
  name: string;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image: { url: string | null };
  sequence: number;
  is_default: boolean;
  is_override: boolean;
}

export interface CollectionItem {
  id: number;
  item_type: CollectionItemType;
  item_id: number;
  name: string;
  /** Activities: the category; areas of interest: their display text. */
  detail: string | null;
  week_available: number | null;
  sequence: number;
  /** The item's own program: null for a library item. */
  promotion_id: number | null;
}

/** GET /aaoi_collections (index), GET /aaoi_collections/{id} (with items). */
export interface ActivityCollectionSummary {
  id: number;
  name: string;
  promotion_id: number | null;
  promotion_name: string | null;
  activity_count: number;
  area_count: number;
}

export interface ActivityCollectionDetail extends ActivityCollectionSummary {
  activities: CollectionItem[];
  areas_of_interest: CollectionItem[];
}
