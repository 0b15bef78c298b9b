// The JSON of a tip (custom content of category tips, social-engagement.md §3 "Tip": id, title, content_html,
// summary_html, key, days_from_start, favorited, image1.url): GET /custom_content?category=tips, /custom_content/{id},
// /users/{id}/custom_content_likes, /tips/recent. The content item's fields plus the caller's favorite.
import type { ContentItem } from '@/lib/content/types';
import type { ListResponse } from '@/lib/list-response';

export interface Tip extends ContentItem {
  /** The caller's favorite (false for visitors). */
  favorited: boolean;
}

export type TipList = ListResponse<Tip>;

/** POST /tips/{id}/shares?via= */
export interface TipShare {
  id: number;
  custom_content_id: number;
  via: string;
  created_at: string;
}
