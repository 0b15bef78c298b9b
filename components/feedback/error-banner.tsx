'use client';
// The error banner: a list of messages with priorities, highest first, each
// dismissible, cleared on every navigation.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { errorMessagesOf } from '@/lib/api-client';
import { CircleAlert, Info, X } from '@/components/ui/icons';

export type BannerTone = 'error' | 'info';

interface BannerEntry {
  id: number;
  message: string;
  priority: number;
  tone: BannerTone;
}

export interface ShowOptions {
  /** Higher shows first (the evaluation-save failure is priority 1 in the spec). Default 0. */
  priority?: number;
  tone?: BannerTone;
  /** Hide by itself after this long (login failures: 900000 ms). Default: until dismissed. */
  autoHideMs?: number;
  /** Replace what is showing instead of adding to it. */
  replace?: boolean;
}

interface BannerApi {
  show: (messages: string | string[], options?: ShowOptions) => void;
  /** The server's errors, or the custom message when there was no response or a 500. */
  showError: (error: unknown, custom?: string, options?: ShowOptions) => void;
  clear: () => void;
}

const BannerContext = createContext<BannerApi | null>(null);
const EntriesContext = createContext<{ entries: BannerEntry[]; dismiss: (id: number) => void }>({ entries: [], dismiss: () => {} });

export function ErrorBannerProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<BannerEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    setEntries([]);
  }, []);

  const show = useCallback(
    (messages: string | string[], options: ShowOptions = {}) => {
      const list = (Array.isArray(messages) ? messages : [messages]).filter(Boolean);
      if (options.replace) clear();
      const added = list.map((message) => ({ id: nextId.current++, message, priority: options.priority ?? 0, tone: options.tone ?? 'error' }));
      if (options.autoHideMs) {
        for (const entry of added) timers.current.set(entry.id, setTimeout(() => dismiss(entry.id), options.autoHideMs));
      }
      setEntries((current) => [...current.filter((entry) => !list.includes(entry.message)), ...added]);
    },
    [clear, dismiss],
  );

  const showError = useCallback(
    (error: unknown, custom?: string, options?: ShowOptions) => show(errorMessagesOf(error, custom), options),
    [show],
  );

  // Clear on navigation, but not on the first render: a page may add messages as it mounts.
  const pathname = usePathname();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current !== pathname) clear();
    previousPath.current = pathname;
  }, [pathname, clear]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const api = useMemo(() => ({ show, showError, clear }), [show, showError, clear]);
  const state = useMemo(() => ({ entries, dismiss }), [entries, dismiss]);
  return (
    <BannerContext.Provider value={api}>
      <EntriesContext.Provider value={state}>{children}</EntriesContext.Provider>
    </BannerContext.Provider>
  );
}

export function useErrorBanner(): BannerApi {
  const api = useContext(BannerContext);
  if (!api) throw new Error('useErrorBanner must be used inside <ErrorBannerProvider>.');
  return api;
}

export function ErrorBanner() {
  const t = useTranslations('feedback');
  // A client-side English error text (lib/**/messages.ts) in the reader's language; the API's arrive translated.
  const errorText = useErrorText();
  const { entries, dismiss } = useContext(EntriesContext);
  const sorted = [...entries].sort((a, b) => b.priority - a.priority || a.id - b.id);
  return (
    // Always in the DOM so screen readers announce messages as they arrive.
    <div aria-live="assertive" aria-atomic="false" className="pointer-events-none">
      {sorted.length > 0 ? (
        <ul aria-label={t('messages')} className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-3 sm:px-6">
          {sorted.map((entry) => (
            <li
              key={entry.id}
              data-testid="error-banner-message"
              className={`pointer-events-auto flex animate-slide-down items-start gap-3 rounded-2xl border px-4 py-3 shadow-card ${
                entry.tone === 'error' ? 'border-danger/30 bg-danger-soft text-danger' : 'border-brand/30 bg-brand-soft text-brand-strong'
              } hc:border-current`}
            >
              {entry.tone === 'error' ? <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" /> : <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />}
              <p className="flex-1 font-medium">{errorText(entry.message)}</p>
              <button
                type="button"
                onClick={() => dismiss(entry.id)}
                className="-m-1 rounded-full p-1 hover:bg-black/5 hc:hover:bg-white/10"
                aria-label={t('dismiss', { message: errorText(entry.message) })}
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
