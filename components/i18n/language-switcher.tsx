'use client';
// The language picker of the account menu and the welcome page (docs/i18n.md "Which language"). Signed in, the choice
// is saved to the account (PUT /api/users/me/settings {locale}); signed out, a cookie carries it. Either way the page
// re-renders in place in the new language (router.refresh: the URL, scroll and client state outside the server's
// render stay; a form of the page may reset) and a polite live region says so, in the new language. A native <select>:
// no extra JavaScript on the welcome page's first load, the platform's own picker on phones.
import { useEffect, useId, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@/lib/i18n/locales';
import { rememberLocale } from '@/lib/i18n/choose-locale';
import { cn } from '@/components/ui/cn';
import { Languages } from '@/components/ui/icons';
import { useToast } from '@/components/feedback/toaster';

export interface LanguageSwitcherProps {
  /** Save the choice to the signed-in account (otherwise only this browser remembers it). */
  signedIn: boolean;
  /** `compact`: the welcome page's small control; `menu`: a row of the account menu. */
  variant?: 'compact' | 'menu';
  className?: string;
  /** After the account saved the choice (the account menu refreshes its cached user; welcome has no query cache). */
  onSaved?: () => void;
}

export function LanguageSwitcher({ signedIn, variant = 'menu', className, onSaved }: LanguageSwitcherProps) {
  const id = useId();
  const locale = useLocale();
  const t = useTranslations('common');
  const router = useRouter();
  const { errorToast } = useToast();
  const [refreshing, startRefresh] = useTransition();
  const [saving, setSaving] = useState(false);
  const [changedTo, setChangedTo] = useState<Locale | null>(null);
  const current = isLocale(locale) ? locale : null;

  // The announcement clears after a while, so choosing the same language again is announced again.
  useEffect(() => {
    if (!changedTo || refreshing) return;
    const timer = window.setTimeout(() => setChangedTo(null), 5000);
    return () => window.clearTimeout(timer);
  }, [changedTo, refreshing]);

  const choose = async (value: string) => {
    if (!isLocale(value) || value === current) return;
    setSaving(true);
    try {
      if (signedIn) {
        await api.put('/users/me/settings', { locale: value });
        onSaved?.();
      }
      rememberLocale(value);
      setChangedTo(value);
      startRefresh(() => router.refresh());
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    } finally {
      setSaving(false);
    }
  };

  const compact = variant === 'compact';
  return (
    <div className={cn(compact ? 'inline-flex items-center gap-2' : 'flex min-h-11 items-center gap-3 px-3', className)}>
      <Languages className={compact ? 'size-4 shrink-0 text-ink-muted' : 'size-5 shrink-0 text-ink-muted'} aria-hidden="true" />
      <label htmlFor={id} className={compact ? 'sr-only' : 'flex-1 font-medium text-ink'}>
        {t('language')}
      </label>
      <select
        id={id}
        value={current ?? ''}
        disabled={saving || refreshing}
        aria-busy={saving || refreshing || undefined}
        onChange={(event) => void choose(event.target.value)}
        className={cn(
          'rounded-xl border border-line-strong bg-surface text-ink disabled:opacity-60',
          compact ? 'min-h-9 px-2 text-sm' : 'min-h-10 px-2',
        )}
      >
        {/* Each language in its own name: data, not a text to translate (data-i18n-data: the pseudo-locale test). */}
        {current ? null : <option value="" data-i18n-data>{locale}</option>}
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} data-i18n-data>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <p role="status" className="sr-only">
        {changedTo && !refreshing ? t('languageSaved', { language: LOCALE_NAMES[changedTo] }) : ''}
      </p>
    </div>
  );
}
