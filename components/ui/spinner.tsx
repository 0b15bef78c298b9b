import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

// The loading spinner. Announced once to screen readers.
export function Spinner({ label = 'Loading…', className = 'size-8' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-ink-muted">
      <LoaderCircle className={cn(className, 'animate-spin text-brand')} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
