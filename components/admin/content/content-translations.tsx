'use client';
// The content editor's "Translations" (issue 36): an item's title, summary and content in each language other than its
// own (its promotion's default language), one tab per language. Participants who read that language see the
// translation; an empty field shows the item's own text. The translations a master changed go out with the item's save
// (`translations: {es: {title, summary, content}}` in the same PUT or POST); a translation left empty is deleted.
// Folded until opened: the form stays short, and its own fields stay the only "Title" and "Content" on the page.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { CategoryRule } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import type { ContentTranslation } from '@/lib/content/types';
import { Badge, Button, ChevronRight, cn, Field, Input, Tabs, TabsContent, TabsList, TabsTrigger, Textarea } from '@/components/ui';
import { RichTextEditor } from './rich-text-editor';

type Draft = Record<keyof ContentTranslation, string>;

const EMPTY: Draft = { title: '', summary: '', content: '' };

const isBlank = (draft: Draft) => Object.values(draft).every((v) => v.trim() === '');

/** The languages an item is translated into: every one but its own, and any it already has a translation in. */
export function translationLocales(item: AdminContentItem): Locale[] {
  return LOCALES.filter((l) => l !== item.locale || item.translations[l] !== undefined);
}

/** The translations' drafts, and the part of the save body they add (only the languages changed). */
export function useContentTranslations(item: AdminContentItem | null) {
  const [drafts, setDrafts] = useState<Partial<Record<Locale, Draft>>>(() =>
    Object.fromEntries(
      Object.entries(item?.translations ?? {}).map(([l, t]) => [l, { title: t.title ?? '', summary: t.summary ?? '', content: t.content ?? '' }]),
    ),
  );
  const [changed, setChanged] = useState<ReadonlySet<Locale>>(new Set());
  const update = (locale: Locale, field: keyof Draft, value: string) => {
    setDrafts((all) => ({ ...all, [locale]: { ...(all[locale] ?? EMPTY), [field]: value } }));
    setChanged((all) => new Set(all).add(locale));
  };
  const clear = (locale: Locale) => {
    setDrafts((all) => ({ ...all, [locale]: EMPTY }));
    setChanged((all) => new Set(all).add(locale));
  };
  const body = changed.size
    ? { translations: Object.fromEntries([...changed].map((l) => [l, isBlank(drafts[l] ?? EMPTY) ? null : drafts[l]])) }
    : {};
  return { drafts, update, clear, body };
}

export type ContentTranslationsState = ReturnType<typeof useContentTranslations>;

interface Props {
  item: AdminContentItem;
  rule: CategoryRule;
  state: ContentTranslationsState;
  onPickImage?: () => Promise<string | null>;
}

export function ContentTranslations({ item, rule, state, onPickImage }: Props) {
  const t = useTranslations('admin-content-translations');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const locales = translationLocales(item);
  const shows = (field: string) => rule.fields.includes(field as never);
  if (locales.length === 0) return null;
  const own = LOCALE_NAMES[item.locale as Locale] ?? item.locale;
  return (
    <section aria-labelledby={`${panelId}-heading`} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 id={`${panelId}-heading`} className="text-lg font-bold text-ink">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} className="flex items-center gap-2 rounded-lg text-start">
          <ChevronRight aria-hidden="true" className={cn('size-5 transition-transform rtl:-scale-x-100', open && 'rotate-90')} />
          {t('heading')}
        </button>
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm text-ink-muted">
        {locales.map((l) => (
          <li key={l}>
            {t.rich('status', { language: LOCALE_NAMES[l], status: isBlank(state.drafts[l] ?? EMPTY) ? 'missing' : 'translated', name: (chunks) => <span lang={l} data-i18n-data>{chunks}</span> })}
          </li>
        ))}
      </ul>
      <div id={panelId} hidden={!open}>
        {open ? <TranslationTabs item={item} locales={locales} own={own} shows={shows} rule={rule} state={state} onPickImage={onPickImage} /> : null}
      </div>
    </section>
  );
}

function TranslationTabs({ locales, own, shows, rule, state, onPickImage }: Props & { locales: Locale[]; own: string; shows: (field: string) => boolean }) {
  const t = useTranslations('admin-content-translations');
  return (
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
          const draft = state.drafts[l] ?? EMPTY;
          const language = LOCALE_NAMES[l];
          return (
            <TabsContent key={l} value={l}>
              <fieldset className="flex flex-col gap-4">
                <legend className="sr-only">{t('legend', { language })}</legend>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge tone={isBlank(draft) ? 'neutral' : 'brand'}>{isBlank(draft) ? t('statusMissing') : t('statusTranslated')}</Badge>
                  {isBlank(draft) ? null : (
                    <Button type="button" variant="ghost" onClick={() => state.clear(l)}>{t('clear', { language })}</Button>
                  )}
                </div>
                {shows('title') ? (
                  <Field label={t('titleLabel', { language })} description={t('fallbackHelp')}>
                    <Input lang={l} value={draft.title} onChange={(e) => state.update(l, 'title', e.target.value)} maxLength={2000} />
                  </Field>
                ) : null}
                {shows('summary') ? (
                  <RichTextEditor label={t('summaryLabel', { language })} value={draft.summary} onChange={(v) => state.update(l, 'summary', v)} onPickImage={onPickImage} />
                ) : null}
                {rule.rich ? (
                  <RichTextEditor label={t('contentLabel', { language })} value={draft.content} onChange={(v) => state.update(l, 'content', v)} onPickImage={onPickImage} />
                ) : (
                  <Field label={t('contentLabel', { language })}>
                    <Textarea lang={l} value={draft.content} onChange={(e) => state.update(l, 'content', e.target.value)} rows={3} />
                  </Field>
                )}
              </fieldset>
            </TabsContent>
          );
        })}
      </Tabs>
    </>
  );
}
