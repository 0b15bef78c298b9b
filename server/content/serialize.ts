// A content item as the UI reads it (category, key, content_html, title_html,
// sequence, group; a tip also title, content_html, summary_html, image1.url…); the
// shape is lib/content/types.ts.
import type { ContentItem } from '@/lib/content/types';
import type { ContentRow } from './queries';

const image = (url: string | null) => ({ url });

/** Plain text of an HTML fragment: for labels built from content (eligibility label). */
export function contentText(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

export function serializeContent(row: ContentRow): ContentItem {
  return {
    id: row.id,
    promotion_id: row.promotion_id,
    category: row.category,
    key: row.key,
    group: row.group,
    sequence: row.sequence,
    title: row.title,
    title_html: row.title,
    summary: row.summary,
    summary_html: row.summary,
    content: row.content,
    content_html: row.content,
    hidden: row.hidden,
    days_from_start: row.days_from_start,
    image1: image(row.image1),
    image2: image(row.image2),
    mobile_image1: image(row.mobile_image1),
    thumbnail_image: image(row.thumbnail_image),
    email_image: image(row.email_image),
    // Written only as a JSON object (the content editor's custom fields).
    custom_fields: (row.custom_fields ?? {}) as ContentItem['custom_fields'],
    /** true: a default row (no promotion, or the default promotion); false: this promotion's own override. */
    is_default: row.is_default,
    locale: row.locale,
    updated_at: row.updated_at.toISOString(),
  };
}
