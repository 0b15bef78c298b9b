'use client';
// Settings → Language: the account's language for every screen, email and PDF (users.locale), or Automatic (null: the
// promotion's default, then the browser's, docs/i18n.md "Which language"). Saved as soon as it is chosen, through the
// settings route the rest of the page uses; the page then re-renders in place in that language and a live region says so.
import { useId, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '@/lib/i18n/locales';
import { rememberLocale } from '@/lib/i18n/choose-locale';
import { errorMessagesOf } from '@/lib/api-client';
import { useSaveSettings, useSettings } from '@/lib/query/settings';

export function LanguageSetting() {
  const id = useId();
  const t = useTranslations('common');
  const router = useRouter();
  const settings = useSettings('me');
  const save = useSaveSettings('me');
  const [refreshing, startRefresh] = useTransition();
  const [saved, setSaved] = useState<{ locale: Locale | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!settings.data) return null;
  const current = settings.data.locale;

  const choose = async (value: string) => {
    const locale = isLocale(value) ? value : null;
    setError(null);
    setSaved(null);
    try {
      await save.mutateAsync({ locale });
      rememberLocale(locale);
      setSaved({ locale });
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(errorMessagesOf(failure)[0] ?? null);
    }
  };

  const busy = save.isPending || refreshing;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={`${id}-title`} className="text-h2 text-ink">{t('language')}</h2>
      <Field label={<span className="sr-only">{t('language')}</span>} description={t('languageHint')} error={error ?? undefined}>
        <Select value={current ?? ''} disabled={busy} aria-busy={busy || undefined} onChange={(event) => void choose(event.target.value)}>
          <option value="">{t('languageAutomatic')}</option>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code} data-i18n-data>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </Select>
      </Field>
      <p role="status" className="text-sm font-medium text-brand-strong empty:hidden">
        {saved && !refreshing ? (saved.locale ? t('languageSaved', { language: LOCALE_NAMES[saved.locale] }) : t('languageAutomaticSaved')) : ''}
      </p>
    </section>
  );
}
