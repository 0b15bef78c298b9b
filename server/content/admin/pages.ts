// What the content editor's pages (/content/{category}/welcome, editadd, edit) load on the server: the scope being
// edited (a promotion, or the defaults), the category's rule and rows, and the pickers' choices. Master-only.
import 'server-only';
import { notFound } from 'next/navigation';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { requirePromotionAdminPage } from '@/server/promotions/admin/pages';
import { CATEGORY_PATTERN, categoryRule, type CategoryRule } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { contentScope, findEditorContent, listCategories, listEditorContent, type ContentScope } from './queries';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ContentEditorPage {
  category: string;
  rule: CategoryRule;
  /** The promotion being edited; null: the defaults. */
  promotion: { id: number; name: string } | null;
  /** The promotion whose image library the picker opens (the edited one, or the default promotion). */
  galleryPromotionId: number | null;
  promotions: { id: number; name: string; is_default: boolean }[];
  categories: string[];
  items: AdminContentItem[];
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2 ** 31 - 1 ? Number(v) : null);

async function scopeOf(searchParams: SearchParams): Promise<ContentScope> {
  const raw = first(searchParams.promotion_id);
  const id = idOf(raw);
  if (raw && id === null) notFound();
  try {
    return await contentScope(id);
  } catch (error) {
    if (error instanceof NotFound) notFound();
    throw error;
  }
}

export async function loadContentEditor(rawCategory: string, searchParams: SearchParams): Promise<ContentEditorPage & { scope: ContentScope }> {
  await requirePromotionAdminPage();
  const category = decodeURIComponent(rawCategory);
  if (!CATEGORY_PATTERN.test(category)) notFound();
  const scope = await scopeOf(searchParams);
  const [promotions, categories, items] = await Promise.all([
    db.promotion.findMany({ where: { deleted_at: null }, select: { id: true, name: true, is_default: true }, orderBy: [{ is_default: 'desc' }, { name: 'asc' }], take: 500 }),
    listCategories(),
    listEditorContent(scope, { category }),
  ]);
  const promotion = scope.editsDefaults ? null : promotions.find((p) => p.id === scope.target) ?? (await db.promotion.findUnique({ where: { id: scope.target! }, select: { id: true, name: true, is_default: true } }));
  return {
    scope,
    category,
    rule: categoryRule(category),
    promotion: promotion ? { id: promotion.id, name: promotion.name } : null,
    galleryPromotionId: scope.target,
    promotions,
    categories: categories.includes(category) ? categories : [...categories, category].sort(),
    items,
  };
}

/** The item of /content/{category}/edit?id=: as the scope shows it (a default the promotion overrides reads the override). */
export async function loadEditedItem(scope: ContentScope, category: string, searchParams: SearchParams): Promise<AdminContentItem> {
  const id = idOf(first(searchParams.id));
  if (id === null) notFound();
  try {
    const item = await findEditorContent(scope, id);
    if (item.category !== category) notFound();
    return item;
  } catch (error) {
    if (error instanceof NotFound) notFound();
    throw error;
  }
}
