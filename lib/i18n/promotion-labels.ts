// A label the promotion configures (point, friend, wall…) wins in every language (docs/i18n.md). A label left at its
// column's English default ("Points") was never chosen, so it reads in the reader's language (the `labels` namespace).
export const LABEL_DEFAULTS = { point: 'Point', points: 'Points', friend: 'Friend', friends: 'Friends', wall: 'Wall' } as const;
export type LabelKey = keyof typeof LABEL_DEFAULTS;

/** The label as the reader should see it: the configured one, or the reader's word when it is the default. */
export function promotionLabel(key: LabelKey, configured: string | null | undefined, translate: (key: LabelKey) => string): string {
  const value = configured?.trim();
  return !value || value === LABEL_DEFAULTS[key] ? translate(key) : value;
}
