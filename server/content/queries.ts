// Custom content: rows with no promotion, or of the default promotion
// (is_default), are the defaults; a promotion's own row with the same category and key overrides them.
// Precedence for one category+key: the promotion's rows, else the default promotion's, else the unowned ones.
import { db, type Prisma, type Tx } from '@/server/db';
import type { ContentTranslations } from '@/lib/content/types';
import { localize, localizedSelect, wantedLocales } from './translations';

export const contentSelect = {
  id: true, promotion_id: true, category: true, key: true, group: true, sequence: true, title: true, summary: true,
  content: true, hidden: true, image1: true, image2: true, mobile_image1: true, thumbnail_image: true,
  email_image: true, days_from_start: true, custom_fields: true, created_at: true, updated_at: true,
} as const;

/** The client to read with: the database, or a transaction that is changing the content (the editor's writes). */
export type ContentClient = Pick<Tx, 'customContent' | 'promotion'>;

type ContentSelected = Prisma.CustomContentGetPayload<{ select: typeof contentSelect }>;
/**
 * A content row plus whether it came from the defaults (no promotion or the default promotion), in the reader's
 * language (./translations.ts): `locale` is the language of its title, summary and content, `translations` those loaded.
 */
export type ContentRow = ContentSelected & { is_default: boolean; locale: string; translations: ContentTranslations };

const readSelect = (locales: readonly string[]) => ({ ...contentSelect, ...localizedSelect(locales) });

export interface ContentFilter {
  category?: string;
  key?: string;
  group?: string;
  /** Coordinators' editors also see hidden rows. */
  includeHidden?: boolean;
  /** The reader's language: an item's translation in it replaces its title, summary and content (issue 36). */
  locale?: string;
  /** The content editor: every translation of each item, its own text untouched. */
  allTranslations?: boolean;
}

/** Id of the default promotion (the one is_default row, promotions_single_default_key); null when none. */
export async function defaultPromotionId(client: ContentClient = db): Promise<number | null> {
  const row = await client.promotion.findFirst({ where: { is_default: true }, select: { id: true } });
  return row?.id ?? null;
}

function scopeRank(row: { promotion_id: number | null }, promotionId: number | null, defaultId: number | null): number {
  if (promotionId !== null && row.promotion_id === promotionId) return 0;
  if (defaultId !== null && row.promotion_id === defaultId) return 1;
  return 2;
}

/**
 * Every content item a promotion sees, overrides applied, ordered by sequence (then id).
 * promotionId null: the defaults alone (dashboard host). Served by custom_contents (promotion_id, category, key).
 */
export async function listContent(promotionId: number | null, filter: ContentFilter = {}, client: ContentClient = db): Promise<ContentRow[]> {
  const defaultId = await defaultPromotionId(client);
  const owners = [...new Set([promotionId, defaultId].filter((id): id is number => id !== null))];
  const rows = await client.customContent.findMany({
    where: {
      OR: [{ promotion_id: null }, ...(owners.length ? [{ promotion_id: { in: owners } }] : [])],
      ...(filter.category !== undefined ? { category: filter.category } : {}),
      ...(filter.key !== undefined ? { key: filter.key } : {}),
      ...(filter.group !== undefined ? { group: filter.group } : {}),
      // Hidden is filtered after overriding: a hidden override still hides the default it replaces.
    },
    // The translations come in the same statement (a lateral join), by custom_content_translations (custom_content_id, locale).
    select: readSelect(wantedLocales(filter.locale, filter.allTranslations)),
    relationLoadStrategy: 'join',
  });

  const best = new Map<string, number>();
  for (const row of rows) {
    const slot = `${row.category}\u0000${row.key}`;
    const rank = scopeRank(row, promotionId, defaultId);
    if (rank < (best.get(slot) ?? 3)) best.set(slot, rank);
  }
  return rows
    .filter((row) => scopeRank(row, promotionId, defaultId) === best.get(`${row.category}\u0000${row.key}`))
    .filter((row) => filter.includeHidden || !row.hidden)
    .map((row) => ({ ...localize(row, filter.locale), is_default: scopeRank(row, promotionId, defaultId) > 0 }))
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/**
 * The stable lookup other features import: visible content of a category (optionally one key) for a promotion,
 * promotion rows overriding the defaults, in sequence order.
 */
export function findContent(promotionId: number | null, query: { category: string; key?: string; locale?: string }): Promise<ContentRow[]> {
  return listContent(promotionId, { category: query.category, key: query.key, locale: query.locale });
}

/** The first visible item of a category+key, or null (labels, messages), in the reader's language when given. */
export async function findContentItem(promotionId: number | null, category: string, key: string, locale?: string): Promise<ContentRow | null> {
  return (await findContent(promotionId, { category, key, locale }))[0] ?? null;
}

/**
 * One content row by id as a promotion may read it (in the reader's language when given): its own rows and the defaults. Another promotion's row is
 * null (404). A default that the promotion overrides is still readable by its id (it is public default text).
 */
export async function findContentById(promotionId: number | null, id: number, includeHidden = false, locale?: string): Promise<ContentRow | null> {
  const defaultId = await defaultPromotionId();
  const owners = [promotionId, defaultId].filter((v): v is number => v !== null);
  const row = await db.customContent.findFirst({
    where: { id, OR: [{ promotion_id: null }, ...(owners.length ? [{ promotion_id: { in: owners } }] : [])], ...(includeHidden ? {} : { hidden: false }) },
    select: readSelect(wantedLocales(locale)),
    relationLoadStrategy: 'join',
  });
  return row ? { ...localize(row, locale), is_default: scopeRank(row, promotionId, defaultId) > 0 } : null;
}
