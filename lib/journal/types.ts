// The JSON of My Journey (a post: id, content, wallable_id, wallable_type, depth, postable_type Journal, scene,
// duo; each like names its user): returned by server/journal/serialize.ts and
// queries.ts, read through lib/query/journal.ts and the newLikeCreated event (lib/realtime/events.ts).
import type { ListResponse } from '@/lib/list-response';

export interface JournalProfile {
  first_name: string;
  last_name: string;
  full_name: string;
  image: { url: string | null };
}

export interface JournalLike {
  id: number;
  user_id: number;
  likeable_id: number;
  likeable_type: 'Post';
  created_at: string;
  user: { id: number; profile: JournalProfile };
}

/** The scene a reflection was written on. */
export interface JournalScene {
  id: number;
  user_scene_id: number;
  scene_id: number;
  name: string;
  scene_type: string;
  layout_version: number;
  tile_urls: string[];
  current_state: string;
  sequence: number;
  completed_at: string | null;
}

/** The duo a reflection was written on; `partner` is the other member. */
export interface JournalDuo {
  id: number;
  state: string;
  started_at: string | null;
  completed_at: string | null;
  duo_template: { id: number; name: string } | null;
  partner: { id: number; profile: JournalProfile } | null;
}

export interface JournalPost {
  id: number;
  content: string;
  created_at: string;
  updated_at: string;
  /** The creation day in the promotion's time zone ('YYYY-MM-DD'); the wall groups by it. */
  day: string;
  recorded_on: string;
  user_id: number;
  wallable_id: number;
  wallable_type: string;
  depth: number;
  postable_type: string | null;
  scene: JournalScene | null;
  duo: JournalDuo | null;
  likes: JournalLike[];
  like_count: number;
  liked_by_me: boolean;
  is_mine: boolean;
}

/** GET /journal_posts */
export type JournalPostList = ListResponse<JournalPost>;

/** GET /journal_posts/{id}/likes */
export type JournalLikeList = ListResponse<JournalLike>;

/** GET /journey/summary: the My Journey header with its counts of scenes and duos. */
export interface JourneySummary {
  completed_scene_count: number;
  completed_duo_count: number;
  reflection_count: number;
  points: number;
}
