// One row of custom content as the seed writes it (administration.md §3 "Custom content").
export interface ContentItem {
  category: string;
  key: string;
  title?: string;
  content?: string;
  summary?: string;
  group?: string;
  sequence?: number;
  image1?: string;
  image2?: string;
  mobile_image1?: string;
  thumbnail_image?: string;
  email_image?: string;
  days_from_start?: number;
  custom_fields?: Record<string, unknown>;
  hidden?: boolean;
}

/** Items of one category, numbered in the order given (sequence 1, 2, …). */
export function sequenced(category: string, items: Omit<ContentItem, 'category' | 'sequence'>[]): ContentItem[] {
  return items.map((item, i) => ({ ...item, category, sequence: i + 1 }));
}
