// The looks a promotion's participant site may take (`promotions.theme`, a key such as "renew"). Screens name a theme
// by its display name; the key is what the database, packages and the API keep. A key this list does not know (an
// older or imported promotion's) is still accepted and shown as it is.

export const DEFAULT_THEME = 'renew';

export const PROMOTION_THEMES: readonly { key: string; name: string }[] = [{ key: DEFAULT_THEME, name: 'Renew' }];

/** "renew" → "Renew"; an unknown key reads as itself. */
export function themeName(key: string): string {
  return PROMOTION_THEMES.find((t) => t.key === key)?.name ?? key;
}
