import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from './cn';

// The loading spinner. Announced once to screen readers ("Loading…" in the reader's language unless `label` says more).
export function Spinner({ label, className = 'size-8' }: { label?: string; className?: string }) {
  const t = useTranslations('common');
  return (
    <span role="status" className="inline-flex items-center gap-3 text-ink-muted">
      <LoaderCircle className={cn(className, 'animate-spin text-brand')} aria-hidden="true" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}
