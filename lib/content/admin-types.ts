// What the content editor reads: a content item as GET /custom_content answers it, plus where it stands for the
// promotion being edited (server/content/admin/queries.ts).
import type { ContentItem, ContentTranslations } from './types';

export interface AdminContentItem extends ContentItem {
  /** The row belongs to the scope being edited (the promotion, or the defaults when editing them). */
  owned: boolean;
  /** A promotion's own row with a default beneath it: "Reset to default" deletes it and the default returns. */
  has_default: boolean;
  /** The item's versions in other languages (issue 36); `locale` is the language of its own text. */
  translations: ContentTranslations;
}

/** GET /promotions/{id}/keywords: every content key the promotion sees, by category (the editor's key pickers). */
export interface ContentKeyword {
  category: string;
  key: string;
  group: string | null;
  /** The promotion has its own row for it (an override or a key of its own). */
  overridden: boolean;
}
