// Reads of the content editor: which rows a scope owns (a promotion, or the defaults), the editor's list of a category
// and the keywords (every key a promotion sees). Content is read from the database on every request (no cache), so
// what a master saves is what the next participant page shows.
import 'server-only';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { CONTENT_ADMIN_MESSAGES as M } from '@/lib/content/admin-rules';
import { PROMOTION_ADMIN_MESSAGES } from '@/lib/promotions/admin-rules';
import type { AdminContentItem, ContentKeyword } from '@/lib/content/admin-types';
import { defaultPromotionId, listContent, type ContentClient, type ContentRow } from '../queries';
import { serializeContent } from '../serialize';

/** Whose content an editor call changes: a promotion's (overrides and its own keys) or the defaults. */
export interface ContentScope {
  /** The promotion whose rows are written; null only when there is no default promotion and the defaults are unowned. */
  target: number | null;
  defaultId: number | null;
  /** Editing the defaults: no promotion named, or the default promotion itself. */
  editsDefaults: boolean;
}

/** No promotion_id (or the default promotion's) edits the defaults; another promotion must exist (404 otherwise). */
export async function contentScope(promotionId: number | null | undefined, client: ContentClient = db): Promise<ContentScope> {
  const defaultId = await defaultPromotionId(client);
  if (promotionId === null || promotionId === undefined || promotionId === defaultId) return { target: defaultId, defaultId, editsDefaults: true };
  // Read with the caller's client: inside a transaction, a second connection from the pool could wait on itself.
  const exists = await client.promotion.findUnique({ where: { id: promotionId }, select: { id: true } });
  if (!exists) throw new NotFound(PROMOTION_ADMIN_MESSAGES.load);
  return { target: promotionId, defaultId, editsDefaults: false };
}

export const isDefaultRow = (row: { promotion_id: number | null }, scope: ContentScope) =>
  row.promotion_id === null || row.promotion_id === scope.defaultId;

/** Does the scope own the row (may change or delete it in place)? */
export const ownsRow = (row: { promotion_id: number | null }, scope: ContentScope) =>
  scope.editsDefaults ? isDefaultRow(row, scope) : row.promotion_id === scope.target;

/** The defaults of a category (their keys), to tell an override from a promotion's own key. */
async function defaultKeys(scope: ContentScope, category: string | undefined, client: ContentClient): Promise<Set<string>> {
  if (scope.editsDefaults) return new Set();
  const rows = await client.customContent.findMany({
    where: { OR: [{ promotion_id: null }, ...(scope.defaultId ? [{ promotion_id: scope.defaultId }] : [])], ...(category ? { category } : {}) },
    select: { category: true, key: true },
  });
  return new Set(rows.map((r) => `${r.category}\u0000${r.key}`));
}

/**
 * The editor's rows of a category as the scope sees them (overrides applied, hidden ones included), in sequence, each
 * in its own language with its translations.
 */
export async function listEditorContent(scope: ContentScope, filter: { category?: string; key?: string; group?: string } = {}, client: ContentClient = db): Promise<AdminContentItem[]> {
  const [rows, defaults] = await Promise.all([listContent(scope.target, { ...filter, includeHidden: true, allTranslations: true }, client), defaultKeys(scope, filter.category, client)]);
  return rows.map((row) => toAdminItem(row, scope, defaults));
}

export function toAdminItem(row: ContentRow, scope: ContentScope, defaults: ReadonlySet<string>): AdminContentItem {
  const owned = ownsRow(row, scope);
  return {
    ...serializeContent(row),
    is_default: isDefaultRow(row, scope),
    owned,
    has_default: owned && !scope.editsDefaults && defaults.has(`${row.category}\u0000${row.key}`),
    translations: row.translations,
  };
}

export async function findEditorContent(scope: ContentScope, id: number, client: ContentClient = db): Promise<AdminContentItem> {
  const row = await client.customContent.findFirst({ where: { id }, select: { category: true, key: true, promotion_id: true } });
  if (!row || !(isDefaultRow(row, scope) || row.promotion_id === scope.target)) throw new NotFound(M.notFound);
  // The row as this scope sees it: a default the promotion overrides is not what it shows, so its id reads the override.
  const [item] = await listEditorContent(scope, { category: row.category, key: row.key }, client);
  if (!item) throw new NotFound(M.notFound);
  return item;
}

/** GET /promotions/{id}/keywords: every key the promotion sees (defaults and its own), by category then key. */
export async function listKeywords(promotionId: number): Promise<ContentKeyword[]> {
  const scope = await contentScope(promotionId);
  const rows = await listContent(scope.target, { includeHidden: true });
  return rows
    .map((row) => ({ category: row.category, key: row.key, group: row.group, overridden: !scope.editsDefaults && row.promotion_id === scope.target }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.key.localeCompare(b.key));
}

/** The categories that have content, for the editor's category picker. */
export async function listCategories(): Promise<string[]> {
  const rows = await db.customContent.findMany({ distinct: ['category'], select: { category: true }, orderBy: { category: 'asc' } });
  return rows.map((r) => r.category);
}
