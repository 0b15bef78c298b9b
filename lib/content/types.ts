// The JSON of a content item (category, key, content_html, title_html, sequence, group; a tip also
// title, content_html, summary_html, image1.url…): returned by
// server/content/serialize.ts, read through lib/query/onboarding.ts (fetchContent) and the server-rendered welcome page.
import type { ListResponse } from '@/lib/list-response';
import type { Locale } from '@/lib/i18n/locales';

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
  /**
   * The language of title, summary and content as served (issue 36): the reader's when the item has a translation in
   * it, else the item's own (its promotion's default language; English when the promotion has none).
   */
  locale: string;
  updated_at: string;
}

/** One language's version of a content item: an empty field shows the item's own. */
export interface ContentTranslation {
  title: string | null;
  summary: string | null;
  content: string | null;
}

/** An item's translations by language (only those it has). */
export type ContentTranslations = Partial<Record<Locale, ContentTranslation>>;

/** GET /custom_content?category=&key= */
export type ContentList = ListResponse<ContentItem>;
