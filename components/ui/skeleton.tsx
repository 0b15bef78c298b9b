import { cn } from './cn';

/** A grey placeholder of the content's shape while it loads. Hidden from screen readers: pair it with a status. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-surface-muted hc:border hc:border-line', className)} />;
}
