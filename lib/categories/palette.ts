// One look per activity category: its colour and its icon, defined here and nowhere else. Activities, home, My
// Stats, My Results, the focus picker, the coordinator's pie and the journey PDF all read it, so Pursue Purpose is
// the same crimson everywhere and no two categories (or two areas of interest) share an icon.
//
// Colours are the theme's tokens (app/globals.css `--color-<tone>` / `--color-<tone>-soft`), which the high-contrast
// block swaps for light tints on black; `hex` is the default theme's value for places that cannot read CSS
// variables (a PDF, an e-mail). tests/unit/category-palette.test.ts holds `hex` equal to the stylesheet.
// Icons are named, not imported, so the server (the PDF) can read the palette without the icon set;
// components/categories/category-mark.tsx turns a name into a lucide icon.
import { CATEGORIES, type CategoryKey } from '@/lib/activities/categories';

export type CategoryIconName = 'waves' | 'sun' | 'target' | 'compass' | 'zap';
export type AreaIconName = 'moon' | 'wind' | 'footprints' | 'apple' | 'heart-handshake' | 'brain';

export interface CategoryLook {
  key: CategoryKey;
  label: string;
  /** The theme token's short name: `text-<tone>`, `bg-<tone>-soft`, `--color-<tone>`. */
  tone: 'calm' | 'happy' | 'sharp' | 'purpose' | 'energy';
  /** CSS colour of the category (follows high contrast). */
  color: string;
  /** CSS colour of its soft background. */
  soft: string;
  /** The default theme's colour, for a PDF or an e-mail. */
  hex: string;
  /** Tailwind classes for a mark: the tint on its soft background. */
  markClasses: string;
  icon: CategoryIconName;
}

const LOOKS: Record<CategoryKey, Omit<CategoryLook, 'key' | 'label' | 'color' | 'soft' | 'markClasses'>> = {
  create_calm: { tone: 'calm', hex: '#2d6f94', icon: 'waves' },
  boost_happiness: { tone: 'happy', hex: '#9a5b00', icon: 'sun' },
  sharpen_focus: { tone: 'sharp', hex: '#5a48b8', icon: 'target' },
  pursue_purpose: { tone: 'purpose', hex: '#a83259', icon: 'compass' },
  increase_energy: { tone: 'energy', hex: '#23744a', icon: 'zap' },
};

// Tailwind finds classes by reading source text, so each mark's classes are written out whole.
const MARK_CLASSES: Record<CategoryLook['tone'], string> = {
  calm: 'text-calm bg-calm-soft',
  happy: 'text-happy bg-happy-soft',
  sharp: 'text-sharp bg-sharp-soft',
  purpose: 'text-purpose bg-purpose-soft',
  energy: 'text-energy bg-energy-soft',
};

/** The five looks in the categories' own order (the order of every chart and legend). */
export const CATEGORY_PALETTE: readonly CategoryLook[] = CATEGORIES.map((c) => {
  const look = LOOKS[c.key];
  return {
    key: c.key,
    label: c.display,
    ...look,
    color: `var(--color-${look.tone})`,
    soft: `var(--color-${look.tone}-soft)`,
    markClasses: MARK_CLASSES[look.tone],
  };
});

const byKey = new Map<string, CategoryLook>(CATEGORY_PALETTE.map((l) => [l.key, l]));

/** A category's look by its API key ('pursue_purpose'; a dashed 'pursue-purpose' is read too). */
export function categoryLook(key: string | null | undefined): CategoryLook {
  return byKey.get((key ?? '').replace(/-/g, '_')) ?? CATEGORY_PALETTE[0]!;
}

/** The CSS colour of a category; a key outside the five gets the neutral line colour, never another's tint. */
export function categoryColor(key: string | null | undefined): string {
  return byKey.get((key ?? '').replace(/-/g, '_'))?.color ?? 'var(--color-line-strong)';
}

/**
 * Each seeded area of interest's own icon (by its stored name), so two areas of one category (Rest & Sleep and
 * Stress Relief are both Create Calm) no longer look alike on the focus picker. An area a promotion adds under
 * another name shows its category's icon.
 */
export const AREA_ICONS: Readonly<Record<string, AreaIconName>> = {
  rest_and_sleep: 'moon',
  stress_relief: 'wind',
  move_more: 'footprints',
  nourish: 'apple',
  connection: 'heart-handshake',
  focus_and_clarity: 'brain',
};

export function areaIcon(area: { name: string; category: string | null }): AreaIconName | CategoryIconName {
  return AREA_ICONS[area.name] ?? categoryLook(area.category).icon;
}
