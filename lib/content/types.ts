// The JSON of a content item (category, key, content_html, title_html, sequence, group; a tip also
// title, content_html, summary_html, image1.url…): returned by
// server/content/serialize.ts, read through lib/query/onboarding.ts (fetchContent) and the server-rendered welcome page.
import type { ListResponse } from '@/lib/list-response';

type Image = { url: string | null };

export interface ContentItem {
  id: number;
  promotion_id: number | null;
  category: string;
  key: string;
  group: string | null;
  sequence: number;
  title: string | null;
  title_html: string | null;
  summary: string | null;
  summary_html: string | null;
  content: string | null;
  content_html: string | null;
  hidden: boolean;
  days_from_start: number | null;
  image1: Image;
  image2: Image;
  mobile_image1: Image;
  thumbnail_image: Image;
  email_image: Image;
  custom_fields: Record<string, unknown>;
  /** true: a default row (no promotion, or the default promotion); false: this promotion's own override. */
  is_default: boolean;
  updated_at: string;
}

/** GET /custom_content?category=&key= */
export type ContentList = ListResponse<ContentItem>;
