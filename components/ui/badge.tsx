import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'danger' | 'accent';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink',
  brand: 'bg-brand-soft text-brand-strong',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  accent: 'bg-accent-soft text-accent',
};

/** A short status label ("New", "Pending"). Not a button: it says something, it does nothing. */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold hc:border hc:border-current', tones[tone], className)}>
      {children}
    </span>
  );
}
