// The five activity categories (Create Calm, Boost Happiness, Sharpen Focus, Pursue Purpose, Increase Energy) with
// their colours and marks.
import { Compass, Sun, Target, Waves, Zap, type LucideIcon } from '@/components/ui/icons';

export interface Category {
  key: string;
  name: string;
  blurb: string;
  /** Tailwind classes for the mark's tint and background. */
  tone: string;
  icon: LucideIcon;
}

export const CATEGORIES: Category[] = [
  { key: 'create-calm', name: 'Create Calm', blurb: 'Breathe, slow down, let the day settle.', tone: 'text-calm bg-calm-soft', icon: Waves },
  { key: 'boost-happiness', name: 'Boost Happiness', blurb: 'Gratitude, kindness and small joys.', tone: 'text-happy bg-happy-soft', icon: Sun },
  { key: 'sharpen-focus', name: 'Sharpen Focus', blurb: 'One thing at a time, fully present.', tone: 'text-sharp bg-sharp-soft', icon: Target },
  { key: 'pursue-purpose', name: 'Pursue Purpose', blurb: 'Reconnect with what matters to you.', tone: 'text-purpose bg-purpose-soft', icon: Compass },
  { key: 'increase-energy', name: 'Increase Energy', blurb: 'Move, stretch, rest and refuel.', tone: 'text-energy bg-energy-soft', icon: Zap },
];

/** The look of an API category key ('create_calm') — the marks above are keyed with dashes. */
export function categoryVisual(key: string | null | undefined): Category {
  const dashed = (key ?? '').replace(/_/g, '-');
  return CATEGORIES.find((c) => c.key === dashed) ?? CATEGORIES[0]!;
}

/** A category's mark in its tint, sized by `className`. Decorative: the category's name is always written beside it. */
export function CategoryMark({ category, className = 'size-10' }: { category: string | null | undefined; className?: string }) {
  const { tone, icon: Icon } = categoryVisual(category);
  return (
    <span className={`grid shrink-0 place-items-center rounded-2xl ${tone} ${className}`} aria-hidden="true">
      <Icon className="size-3/5" strokeWidth={1.8} />
    </span>
  );
}
