// The five activity categories as the participant screens show them: the palette's look (lib/categories/palette.ts,
// the one source of colours and icons) plus a line about each for the prestart page.
import { CATEGORY_PALETTE, categoryLook } from '@/lib/categories/palette';
import { ICONS } from '@/components/categories/category-mark';
import type { LucideIcon } from '@/components/ui/icons';

export { CategoryMark } from '@/components/categories/category-mark';

export interface Category {
  key: string;
  name: string;
  blurb: string;
  /** Tailwind classes for the mark's tint and background. */
  tone: string;
  icon: LucideIcon;
}

// English only, for the prestart page until it reads the catalog (categories.blurbs, components/categories/category-name.ts);
// every screen of the daily loop names a category through the catalog.
const BLURBS: Record<string, string> = {
  create_calm: 'Breathe, slow down, let the day settle.',
  boost_happiness: 'Gratitude, kindness and small joys.',
  sharpen_focus: 'One thing at a time, fully present.',
  pursue_purpose: 'Reconnect with what matters to you.',
  increase_energy: 'Move, stretch, rest and refuel.',
};

/** Keyed with dashes ('create-calm'), as the prestart page and the activity filters' URLs write them. */
export const CATEGORIES: Category[] = CATEGORY_PALETTE.map((look) => ({
  key: look.key.replace(/_/g, '-'),
  name: look.label,
  blurb: BLURBS[look.key] ?? '',
  tone: look.markClasses,
  icon: ICONS[look.icon],
}));

/** The look of an API category key ('create_calm') or a dashed one. */
export function categoryVisual(key: string | null | undefined): Category {
  const look = categoryLook(key);
  return CATEGORIES.find((c) => c.key === look.key.replace(/_/g, '-'))!;
}
