// The promotion's labels in one reader's language, for mail, push and PDFs (lib/i18n/promotion-labels.ts has the rule).
import type { AnyLocale } from '@/lib/i18n/locales';
import { promotionLabel, type LabelKey } from '@/lib/i18n/promotion-labels';
import { translatorFor } from './translator';

export interface PromotionLabelColumns {
  point_label?: string | null;
  point_label_plural?: string | null;
  friend_label?: string | null;
  friend_label_plural?: string | null;
  wall_label?: string | null;
}

export type ReaderLabels = Record<LabelKey, string>;

/** As configured (capitalized, for headings); `lower` is the same mid-sentence ("start earning points"). */
export function labelsFor(locale: AnyLocale, row: PromotionLabelColumns): ReaderLabels & { lower: ReaderLabels } {
  const t = translatorFor(locale, 'labels');
  const translate = (key: LabelKey) => t(key);
  const labels: ReaderLabels = {
    point: promotionLabel('point', row.point_label, translate),
    points: promotionLabel('points', row.point_label_plural, translate),
    friend: promotionLabel('friend', row.friend_label, translate),
    friends: promotionLabel('friends', row.friend_label_plural, translate),
    wall: promotionLabel('wall', row.wall_label, translate),
  };
  const lower = Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, v.toLocaleLowerCase(locale)])) as ReaderLabels;
  return { ...labels, lower };
}
