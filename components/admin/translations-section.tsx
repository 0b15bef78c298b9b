'use client';
// An editor's "Translations" section (issue 36), shared by the content editor and the activity form: an item's texts in
// each language other than its own (its promotion's default language), one tab per language, folded until opened so the
// form stays short and its own fields stay the only ones of their name on the page. Participants who read that language
// see the translation; an empty field shows the item's own text. The translations a master changed go out with the
// item's save (`translations: {es: {…}}` in the same request); one left empty is sent as null and deleted.
// What differs per editor (the fields, and how a draft becomes the saved shape) is the caller's.
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import { Badge, Button, ChevronRight, cn, Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui';

/** A translation being edited: one text per field. */
export type TranslationDraft = Record<string, string>;

export const isBlankDraft = (draft: TranslationDraft) => Object.values(draft).every((v) => v.trim() === '');

/** The languages an item is translated into: every one but its own, and any it already has a translation in. */
export function translationLocales(ownLocale: string, translations: Partial<Record<string, unknown>>): Locale[] {
  return LOCALES.filter((l) => l !== ownLocale || translations[l] !== undefined);
}

/**
 * The drafts of an item's translations, and the part of its save body they add: only the languages changed since the
 * last save, each as `toSaved(draft)` or null when left empty.
 */
export function useTranslationDrafts<D extends TranslationDraft, S>(
  initial: Partial<Record<Locale, D>>,
  empty: D,
  toSaved: (draft: D) => S,
) {
  const [drafts, setDrafts] = useState<Partial<Record<Locale, D>>>(initial);
  const [changed, setChanged] = useState<ReadonlySet<Locale>>(new Set());
  // How many times each language was cleared: its fields are keyed by it, so an editor that owns its content (the rich
  // text) starts again from the empty draft instead of being pushed a value while someone may be typing in it.
  const [clears, setClears] = useState<Partial<Record<Locale, number>>>({});
  const update = (locale: Locale, field: keyof D, value: string) => {
    setDrafts((all) => ({ ...all, [locale]: { ...(all[locale] ?? empty), [field]: value } }));
    setChanged((all) => new Set(all).add(locale));
  };
  const clear = (locale: Locale) => {
    setDrafts((all) => ({ ...all, [locale]: empty }));
    setChanged((all) => new Set(all).add(locale));
    setClears((all) => ({ ...all, [locale]: (all[locale] ?? 0) + 1 }));
  };
  const draftOf = (locale: Locale): D => drafts[locale] ?? empty;
  const generationOf = (locale: Locale): number => clears[locale] ?? 0;
  const body: { translations?: Record<string, S | null> } = changed.size
    ? { translations: Object.fromEntries([...changed].map((l) => [l, isBlankDraft(draftOf(l)) ? null : toSaved(draftOf(l))])) }
    : {};
  /** After a save: what was sent is the saved state. */
  const saved = () => setChanged(new Set());
  return { draftOf, generationOf, update, clear, body, saved };
}

export type TranslationDrafts<D extends TranslationDraft> = Pick<ReturnType<typeof useTranslationDrafts<D, unknown>>, 'draftOf' | 'generationOf' | 'clear'>;

interface Props<D extends TranslationDraft> {
  /**
   * The editor's message namespace; it holds heading, status, intro, tabsLabel, legend, statusTranslated, statusMissing
   * and clear, besides its own field labels.
   */
  namespace: 'admin-content-translations' | 'admin-activities.translations';
  /** The section's heading level in its form. */
  headingLevel: 'h2' | 'h3';
  ownLocale: string;
  locales: Locale[];
  state: TranslationDrafts<D>;
  /** One language's fields (`language`: its name, for the labels). */
  fields: (locale: Locale, draft: D, language: string) => ReactNode;
}

export function TranslationsSection<D extends TranslationDraft>({ namespace, headingLevel: Heading, ownLocale, locales, state, fields }: Props<D>) {
  const t = useTranslations(namespace);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (locales.length === 0) return null;
  const own = LOCALE_NAMES[ownLocale as Locale] ?? ownLocale;
  return (
    <section aria-labelledby={`${panelId}-heading`} className="flex flex-col gap-3 border-t border-line pt-4">
      <Heading id={`${panelId}-heading`} className="text-lg font-bold text-ink">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} className="flex items-center gap-2 rounded-lg text-start">
          <ChevronRight aria-hidden="true" className={cn('size-5 transition-transform rtl:-scale-x-100', open && 'rotate-90')} />
          {t('heading')}
        </button>
      </Heading>
      <ul className="flex flex-wrap gap-2 text-sm text-ink-muted">
        {locales.map((l) => (
          <li key={l}>
            {t.rich('status', { language: LOCALE_NAMES[l], status: isBlankDraft(state.draftOf(l)) ? 'missing' : 'translated', name: (chunks) => <span lang={l} data-i18n-data>{chunks}</span> })}
          </li>
        ))}
      </ul>
      <div id={panelId} hidden={!open}>
        {open ? (
          <>
            <p className="text-sm text-ink-muted">{t('intro', { language: own })}</p>
            <Tabs defaultValue={locales[0]} className="mt-3">
              <TabsList aria-label={t('tabsLabel')}>
                {locales.map((l) => (
                  <TabsTrigger key={l} value={l}>
                    {/* Each language in its own name: data, not a text to translate (data-i18n-data: the pseudo-locale test). */}
                    <span lang={l} data-i18n-data>{LOCALE_NAMES[l]}</span>
                  </TabsTrigger>
                ))}
              </TabsList>
              {locales.map((l) => {
                const draft = state.draftOf(l);
                const language = LOCALE_NAMES[l];
                const blank = isBlankDraft(draft);
                return (
                  <TabsContent key={l} value={l}>
                    <fieldset key={state.generationOf(l)} className="flex flex-col gap-4">
                      <legend className="sr-only">{t('legend', { language })}</legend>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <Badge tone={blank ? 'neutral' : 'brand'}>{blank ? t('statusMissing') : t('statusTranslated')}</Badge>
                        {blank ? null : <Button type="button" variant="ghost" onClick={() => state.clear(l)}>{t('clear', { language })}</Button>}
                      </div>
                      {fields(l, draft, language)}
                    </fieldset>
                  </TabsContent>
                );
              })}
            </Tabs>
          </>
        ) : null}
      </div>
    </section>
  );
}
