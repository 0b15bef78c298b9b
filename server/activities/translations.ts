// Activities in the reader's language (issue 36). An activity is data, written per promotion in its default language;
// it may carry one translation per other language (activity_translations, unique per activity and locale). A reader
// whose language has one gets its name, blurb, content and question field by field (an empty field shows the
// activity's own), and its answers when they line up with the quiz's (as many: an answer is checked by its index).
// Two ways in, both one indexed lookup per activity inside the statement that reads it, never a query per row:
// Prisma reads add `translations: readerTranslation(locale)` (a lateral join, relationJoins) and go through
// `localizeActivity`; the raw SQL of the home screen, tiles and entries LEFT JOINs `activityTranslationJoin` and
// reads `translatedActivityName`.
import { Prisma } from '@/generated/prisma/client';
import { isLocale } from '@/lib/i18n/locales';
import type { ActivityTranslation } from '@/lib/activities/types';

export const ACTIVITY_TEXT_FIELDS = ['name', 'blurb', 'content', 'question'] as const;

export const activityTranslationSelect = { locale: true, name: true, blurb: true, content: true, question: true, answers: true } as const;

export type ActivityTranslationRow = { locale: string } & ActivityTranslation;

/** The language a read looks for: the reader's, or none (a pseudo-locale or no language has no translations). */
export const translationLocale = (reader: string | null | undefined): string | null => (isLocale(reader) ? reader : null);

/** The relation a Prisma read of activities adds: the reader's translation, 0 or 1 row by (activity_id, locale). */
export function readerTranslation(reader: string | null | undefined) {
  const locale = translationLocale(reader);
  return { where: { locale: { in: locale ? [locale] : [] } }, select: activityTranslationSelect } as const;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

type Texts = Partial<Record<(typeof ACTIVITY_TEXT_FIELDS)[number], string | null>> & { answers?: string[] };

/** The quiz's answers in the translation's words, when every one is there and they line up with the quiz's own. */
export function servedAnswers(own: string[], translated: string[] | undefined): string[] {
  return translated && translated.length === own.length && translated.every(filled) ? translated : own;
}

/**
 * A loaded activity as `reader` reads it: the translated fields it has put in (only the fields the row carries), the
 * loaded translations dropped.
 */
export function localizeActivity<T extends Texts & { translations: ActivityTranslationRow[] }>(loaded: T, reader: string | null | undefined): Omit<T, 'translations'> {
  const { translations, ...row } = loaded;
  const mine = translations.find((t) => t.locale === translationLocale(reader));
  if (!mine) return row;
  const out: Texts = { ...row };
  for (const field of ACTIVITY_TEXT_FIELDS) {
    // A translated question never gives a quiz to an activity that has none.
    if (field === 'question' && !filled(row.question)) continue;
    if (field in row && filled(mine[field])) out[field] = mine[field];
  }
  if (row.answers) out.answers = servedAnswers(row.answers, mine.answers);
  return out as Omit<T, 'translations'>;
}

/**
 * LEFT JOIN of the reader's translation of the activity aliased `activity`, as `alias`: at most one row, through the
 * unique index (activity_id, locale). A null locale joins nothing.
 */
export function activityTranslationJoin(activity: string, alias: string, locale: string | null): Prisma.Sql {
  return Prisma.sql`LEFT JOIN activity_translations ${Prisma.raw(alias)}
    ON ${Prisma.raw(`${alias}.activity_id = ${activity}.id`)} AND ${Prisma.raw(`${alias}.locale`)} = ${locale}::text`;
}

/** The activity's name in the joined translation's words, else its own (an empty translated name falls back). */
export const translatedActivityName = (activity: string, alias: string): Prisma.Sql =>
  Prisma.raw(`coalesce(nullif(btrim(${alias}.name), ''), ${activity}.name)`);
