// The three states every data view shares besides its content: loading, failed to load, and nothing yet.
// One look and one behaviour (an alert with the server's own messages and a way to try again) across the product.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { errorMessagesOf } from '@/lib/api-client';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** `large`: the bigger spinner of a screen's main area. */
export function LoadingBlock({ label, className = 'py-16', large = false }: { label: string; className?: string; large?: boolean }) {
  return (
    <div className={`grid place-items-center ${className}`}>
      <Spinner label={label} className={large ? 'size-10' : undefined} />
    </div>
  );
}

/**
 * `title` says what failed ("Your badges could not be loaded."); the server's messages follow; `action` replaces "Try
 * again". A title that is an English error text of lib/<feature>/messages.ts shows in the reader's language. Client screens only.
 */
export function LoadError({ title, error, onRetry, action }: { title: string; error: unknown; onRetry?: () => void; action?: ReactNode }) {
  const t = useTranslations('feedback');
  const errorText = useErrorText();
  return (
    <div role="alert" className="rounded-3xl border border-danger/30 bg-danger-soft p-6 text-danger">
      <p className="font-semibold">{errorText(title)}</p>
      <p className="mt-1 text-sm">{errorMessagesOf(error).join(' ')}</p>
      {action ??
        (onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry} className="mt-4">
            {t('tryAgain')}
          </Button>
        ))}
    </div>
  );
}

export { EmptyState } from '@/components/ui/empty-state';
