import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

/** "Nothing here yet": an optional icon and title, a sentence, and an optional action. */
export function EmptyState({ icon: Icon, title, action, className, children }: { icon?: LucideIcon; title?: ReactNode; action?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <div className={cn('rounded-3xl border border-dashed border-line-strong p-8 text-center text-ink-muted', className)}>
      {Icon ? <Icon className="mx-auto mb-3 size-8 text-ink-muted" aria-hidden="true" /> : null}
      {title ? <p className="font-semibold text-ink">{title}</p> : null}
      {children}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
