// The sentences of notifications, in the language of whoever reads them (docs/i18n.md "Notifications"). A writer names
// an entry of the notification-texts catalog and its variables (notificationText): the row keeps them as `params` and
// the English as title and message. A reader's copy is written when it is read — the API in the request's language,
// the live toast and the email digest in the recipient's — with the promotion's configured labels, which win in every
// language. A row without params (older rows, a coordinator's announcement: their words) shows its stored text.
import { createTranslator } from 'use-intl/core';
import { Prisma } from '@/generated/prisma/client';
import type { AnyLocale } from '@/lib/i18n/locales';
import { catalogFor, englishCatalog } from '@/server/i18n/catalog';
import { labelsFor, type PromotionLabelColumns } from '@/server/i18n/promotion-labels';

type Catalog = (typeof englishCatalog)['notification-texts'];
/** Each notification's sentence: an entry with a title and a message. */
export type NotificationTextId = Exclude<keyof Catalog, 'fallbacks' | 'excerpts'>;
type ExcerptId = keyof Catalog['excerpts'];

/** Variables of a sentence: names, counts. A missing name (no profile) reads as the catalog's fallback ("Someone"). */
export type NotificationValues = Record<string, string | number | null>;

/** What the notifications table's `params` column holds. */
export interface NotificationParams {
  text: NotificationTextId;
  values: NotificationValues;
  /** The excerpt is the catalog's words rather than a quote (a message that is only a photo: "Sent a photo."). */
  excerpt?: ExcerptId;
}

/** Who reads: their language and their promotion's labels (the columns as configured). */
export interface NotificationReader {
  locale: AnyLocale;
  labels: PromotionLabelColumns;
}

export const ENGLISH_READER: NotificationReader = { locale: 'en', labels: {} };

/** A stored row's text as the reader gets it. */
export interface NotificationText {
  title: string | null;
  message: string;
  excerpt: string | null;
}

interface StoredText extends NotificationText {
  params?: unknown;
}

const entries = englishCatalog['notification-texts'];
const FALLBACKS = Object.keys(entries.fallbacks) as (keyof Catalog['fallbacks'])[];

function isParams(value: unknown): value is NotificationParams {
  if (!value || typeof value !== 'object') return false;
  const { text, values, excerpt } = value as Record<string, unknown>;
  const entry = typeof text === 'string' && text !== 'fallbacks' && text !== 'excerpts' ? (entries as Record<string, unknown>)[text] : undefined;
  return typeof entry === 'object' && entry !== null && 'message' in entry
    && typeof values === 'object' && values !== null && !Array.isArray(values)
    && (excerpt === undefined || (typeof excerpt === 'string' && excerpt in entries.excerpts));
}

/** A variable the sentence lacks or a broken entry throws, and the row keeps its stored text. */
const translators = new Map<AnyLocale, ReturnType<typeof translatorOf>>();
function translatorOf(locale: AnyLocale) {
  return createTranslator({
    locale, messages: catalogFor(locale), namespace: 'notification-texts', timeZone: 'UTC',
    onError: (error) => {
      throw error;
    },
  });
}
function translator(locale: AnyLocale) {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translatorOf(locale)));
  return t;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The reader's writer of stored rows: the labels are worked out once for all the rows it is given. */
export function notificationTextsFor(reader: NotificationReader): (row: StoredText) => NotificationText {
  const t = translator(reader.locale) as unknown as Translate;
  const labels = labelsFor(reader.locale, reader.labels);
  const labelValues = { friend: labels.lower.friend, Friend: labels.friend, friends: labels.lower.friends, point: labels.lower.point, points: labels.lower.points };
  return (row) => {
    if (!isParams(row.params)) return { title: row.title, message: row.message, excerpt: row.excerpt };
    const { text, values, excerpt } = row.params;
    try {
      const filled: Record<string, string | number> = { ...labelValues };
      for (const [name, value] of Object.entries(values)) if (value !== null && value !== '') filled[name] = value;
      for (const name of FALLBACKS) filled[name] ??= t(`fallbacks.${name}`);
      return {
        title: t(`${text}.title`, filled),
        message: t(`${text}.message`, filled),
        excerpt: excerpt && row.excerpt !== null ? t(`excerpts.${excerpt}`) : row.excerpt,
      };
    } catch {
      return { title: row.title, message: row.message, excerpt: row.excerpt };
    }
  };
}

const english = notificationTextsFor(ENGLISH_READER);

/** The params column's value for Prisma: SQL NULL when the text is data (an announcement). */
export const paramsColumn = (params: NotificationParams | null | undefined) => (params ? (params as unknown as Prisma.InputJsonObject) : Prisma.DbNull);

export interface WrittenText {
  title: string;
  message: string;
  params: NotificationParams;
  /** With an excerpt of the catalog's words: the English of it. */
  excerpt?: string;
}

/**
 * For a writer: the row's title, message and params, the English (with the labels' default words) stored as the
 * text any reader gets should the params ever be unreadable.
 */
export function notificationText(text: NotificationTextId, values: NotificationValues, excerpt?: ExcerptId): WrittenText {
  const params: NotificationParams = excerpt ? { text, values, excerpt } : { text, values };
  const written = english({ title: null, message: '', excerpt: null, params });
  if (!written.message || written.title === null) throw new Error(`notification-texts.${text} could not be written with ${JSON.stringify(values)}`);
  return { title: written.title, message: written.message, params, ...(excerpt ? { excerpt: entries.excerpts[excerpt] } : {}) };
}
