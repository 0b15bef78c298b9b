// Content items in the reader's language (issue 36): content is data, written per promotion in its default language;
// an item may carry one translation per other language (custom_content_translations). A reader whose language has one
// gets its title, summary and content, field by field: an empty translated field shows the item's own text.
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/locales';
import type { ContentTranslation, ContentTranslations } from '@/lib/content/types';

export const TRANSLATED_FIELDS = ['title', 'summary', 'content'] as const;

export const translationSelect = { locale: true, title: true, summary: true, content: true } as const;

/**
 * What a read loads beside a content row, in the same statement (relationJoins): the owning promotion's default
 * language (the row's own) and the translations in `locales` (the reader's language, or every one for the editor).
 */
export const localizedSelect = (locales: readonly string[]) => ({
  promotion: { select: { default_locale: true } },
  translations: { where: { locale: { in: [...locales] } }, select: translationSelect },
});

/** The languages a read loads: the reader's (a pseudo-locale has no translations), every one, or none. */
export function wantedLocales(reader: string | undefined, all?: boolean): string[] {
  if (all) return [...LOCALES];
  return isLocale(reader) ? [reader] : [];
}

type TranslatedFields = Record<(typeof TRANSLATED_FIELDS)[number], string | null>;

interface Loaded extends TranslatedFields {
  promotion: { default_locale: string | null } | null;
  translations: ({ locale: string } & ContentTranslation)[];
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A loaded row as `reader` reads it: the translated fields put in, `locale` (the language served), `translations`
 * (those loaded, by language) and the loaded relations dropped.
 */
export function localize<T extends Loaded>(loaded: T, reader: string | undefined) {
  const { promotion, translations, ...row } = loaded;
  const own = isLocale(promotion?.default_locale) ? promotion.default_locale : DEFAULT_LOCALE;
  const byLocale: ContentTranslations = {};
  for (const { locale, ...text } of translations) if (isLocale(locale)) byLocale[locale] = text;
  const mine = isLocale(reader) ? byLocale[reader] : undefined;
  const served = Object.fromEntries(TRANSLATED_FIELDS.filter((f) => filled(mine?.[f])).map((f) => [f, mine![f]])) as Partial<TranslatedFields>;
  const translated = Object.keys(served).length > 0;
  return { ...row, ...served, locale: translated ? (reader as string) : own, translations: byLocale };
}

/** A translation with nothing in it: the write deletes it. */
export const isEmptyTranslation = (text: ContentTranslation): boolean => TRANSLATED_FIELDS.every((f) => !filled(text[f]));
