// The five activity categories (participant-core.md §1) with their colours and marks.
import type { ReactNode } from 'react';

export interface Category {
  key: string;
  name: string;
  blurb: string;
  /** Tailwind classes for the mark's tint and background. */
  tone: string;
  icon: ReactNode;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const CATEGORIES: Category[] = [
  {
    key: 'create-calm', name: 'Create Calm', blurb: 'Breathe, slow down, let the day settle.', tone: 'text-calm bg-calm-soft',
    icon: <path {...stroke} d="M3 9c2-2 4-2 6 0s4 2 6 0 4-2 6 0M3 15c2-2 4-2 6 0s4 2 6 0 4-2 6 0" />,
  },
  {
    key: 'boost-happiness', name: 'Boost Happiness', blurb: 'Gratitude, kindness and small joys.', tone: 'text-happy bg-happy-soft',
    icon: (
      <g {...stroke}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
      </g>
    ),
  },
  {
    key: 'sharpen-focus', name: 'Sharpen Focus', blurb: 'One thing at a time, fully present.', tone: 'text-sharp bg-sharp-soft',
    icon: (
      <g {...stroke}>
        <circle cx="12" cy="12" r="8.5" />
        <circle cx="12" cy="12" r="4.5" />
        <circle cx="12" cy="12" r="1" fill="currentColor" />
      </g>
    ),
  },
  {
    key: 'pursue-purpose', name: 'Pursue Purpose', blurb: 'Reconnect with what matters to you.', tone: 'text-purpose bg-purpose-soft',
    icon: (
      <g {...stroke}>
        <circle cx="12" cy="12" r="8.5" />
        <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
      </g>
    ),
  },
  {
    key: 'increase-energy', name: 'Increase Energy', blurb: 'Move, stretch, rest and refuel.', tone: 'text-energy bg-energy-soft',
    icon: <path {...stroke} d="M13 2.5 5 13.5h6l-1 8 8-11h-6l1-8Z" />,
  },
];

/** The look of an API category key ('create_calm') — the marks above are keyed with dashes. */
export function categoryVisual(key: string | null | undefined): Category {
  const dashed = (key ?? '').replace(/_/g, '-');
  return CATEGORIES.find((c) => c.key === dashed) ?? CATEGORIES[0]!;
}

/** A category's mark in its tint, sized by `className`. Decorative: the category's name is always written beside it. */
export function CategoryMark({ category, className = 'size-10' }: { category: string | null | undefined; className?: string }) {
  const visual = categoryVisual(category);
  return (
    <span className={`grid shrink-0 place-items-center rounded-2xl ${visual.tone} ${className}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="size-3/5">
        {visual.icon}
      </svg>
    </span>
  );
}
