// Writes of the content editor. Defaults and overrides: a row of no promotion or of the default promotion is a default;
// saving one while editing another promotion creates that promotion's override (same category and key), and
// "Reset to default" deletes the override so the default shows again. Every write is one transaction with its audit
// rows; HTML is sanitized before it is stored.
import 'server-only';
import { db, type Prisma, type Tx } from '@/server/db';
import { DomainError, Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { ADMIN_TRANSACTION, type AuditActor } from '@/server/promotions/admin/mutations';
import { categoryRule, CONTENT_ADMIN_MESSAGES as M, inputTypeError, normalizeKey, uniqueKey, type CategoryRule, type InputType } from '@/lib/content/admin-rules';
import type { ContentWrite } from '@/lib/content/admin-schema';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { contentSelect, listContent, type ContentRow } from '../queries';
import { contentScope, findEditorContent, listEditorContent, ownsRow, type ContentScope } from './queries';
import { sanitizeInline, sanitizePlain, sanitizeRich } from './sanitize';
import { copyTranslations, saveTranslations } from './translations';

const customFieldsOf = (input: ContentWrite, current: { custom_fields?: unknown } | null) =>
  ({ ...((current?.custom_fields as Record<string, unknown> | null) ?? {}), ...(input.custom_fields ?? {}) });

/** The item's input type (its custom field, else the category's): what its content, and its translations', must be. */
const inputTypeOf = (input: ContentWrite, rule: CategoryRule, current: { custom_fields?: unknown } | null) =>
  (customFieldsOf(input, current).input_type as InputType | undefined) ?? rule.inputType;

/** The stored fields of a write: HTML sanitized, digits checked against the input type. A field not sent stays undefined. */
function cleanFields(input: ContentWrite, rule: CategoryRule, current: { custom_fields?: unknown } | null) {
  const sent = <T,>(value: T | undefined, clean: (v: T) => string | null) => (value === undefined ? undefined : clean(value));
  const content = sent(input.content, rule.rich ? sanitizeRich : sanitizePlain);
  const customFields = customFieldsOf(input, current);
  const inputType = inputTypeOf(input, rule, current);
  const digitsError = inputType && content !== undefined ? inputTypeError(inputType, content) : null;
  if (digitsError) throw new Invalid(digitsError);
  return {
    title: sent(input.title, sanitizeInline),
    summary: sent(input.summary, sanitizeRich),
    content,
    hidden: input.hidden,
    image1: input.image1,
    image2: input.image2,
    mobile_image1: input.mobile_image1,
    thumbnail_image: input.thumbnail_image,
    email_image: input.email_image,
    custom_fields: input.custom_fields ? (customFields as Prisma.InputJsonValue) : undefined,
  };
}

/**
 * The key and group of a new item. A new group: spaces → underscores, lowercased, 'Group already exists!!' when the
 * category has it. A blank key takes the group. A key typed as new that exists is 'Key already exists!!'; any other
 * duplicate gets a '+N' suffix.
 */
function keyAndGroup(input: ContentWrite, siblings: readonly ContentRow[]): { key: string; group: string | null } {
  let group = input.group?.trim() || null;
  if (input.new_group && group) {
    group = normalizeKey(group);
    if (siblings.some((r) => r.group !== null && normalizeKey(r.group) === group)) throw new Invalid(M.groupExists);
  }
  const taken = new Set(siblings.map((r) => r.key));
  const key = normalizeKey(input.key);
  if (!key) {
    const fromGroup = normalizeKey(group);
    if (!fromGroup) throw new Invalid(M.keyRequired);
    return { key: uniqueKey(fromGroup, taken), group };
  }
  if (input.new_key && taken.has(key)) throw new Invalid(M.keyExists);
  return { key: uniqueKey(key, taken), group };
}

const auditFields = (row: Partial<ContentRow>) => ({
  category: row.category, key: row.key, group: row.group, sequence: row.sequence, title: row.title, summary: row.summary,
  content: row.content, hidden: row.hidden, image1: row.image1, image2: row.image2, mobile_image1: row.mobile_image1,
  thumbnail_image: row.thumbnail_image, email_image: row.email_image,
});

/** A promotion's copy of a default row with some fields changed (an override: same category and key). */
async function createOverride(tx: Tx, who: AuditActor, scope: ContentScope, row: ContentRow, changes: Record<string, unknown>): Promise<number> {
  const { id: _id, is_default: _d, created_at: _c, updated_at: _u, promotion_id: _p, locale: _l, translations: _t, ...copy } = row;
  const data = { ...copy, custom_fields: (copy.custom_fields ?? undefined) as Prisma.InputJsonValue | undefined, ...stripUndefined(changes), promotion_id: scope.target };
  const created = await tx.customContent.create({ data: data as Prisma.CustomContentUncheckedCreateInput, select: contentSelect });
  await recordAudit(tx, { ...who, action: 'create', recordType: 'CustomContent', recordId: created.id, promotionId: scope.target, after: { ...auditFields(created), overrides: row.id } });
  // The override starts with the default's translations too, as with its other fields.
  await copyTranslations(tx, row.id, created.id);
  return created.id;
}

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Numbers the category 1, 2, 3… in the order of the given sequences (ties by id). A default row whose number changes
 * while a promotion is edited gets that promotion's override (the defaults stay as the other promotions see them).
 */
async function renumber(tx: Tx, who: AuditActor, scope: ContentScope, rows: readonly ContentRow[], sequenceOf: (row: ContentRow) => number) {
  const ordered = [...rows].sort((a, b) => sequenceOf(a) - sequenceOf(b) || a.id - b.id);
  for (const [index, row] of ordered.entries()) {
    const sequence = index + 1;
    if (row.sequence === sequence) continue;
    if (ownsRow(row, scope)) {
      await tx.customContent.update({ where: { id: row.id }, data: { sequence } });
      await recordAudit(tx, { ...who, action: 'update', recordType: 'CustomContent', recordId: row.id, promotionId: scope.target, before: { sequence: row.sequence }, after: { sequence } });
    } else {
      await createOverride(tx, who, scope, row, { sequence });
    }
  }
}

/**
 * After a save that moved an item: moved up it takes 0.5 less than its new place, down 0.5 more, so it lands before or
 * after the item already there; then the category is renumbered.
 */
async function resequenceAfterMove(tx: Tx, who: AuditActor, scope: ContentScope, category: string, movedId: number, from: number | null, to: number) {
  try {
    const rows = await listContent(scope.target, { category, includeHidden: true }, tx);
    const target = from === null || to < from ? to - 0.5 : to + 0.5;
    await renumber(tx, who, scope, rows, (row) => (row.id === movedId ? target : row.sequence));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new Invalid(M.resequence);
  }
}

/** Content save, create: a new key (or group) of a category that takes new keys. */
export async function createContent(who: AuditActor, input: ContentWrite): Promise<AdminContentItem> {
  const rule = categoryRule(input.category);
  if (!rule.addKeys) throw new Invalid(M.keyNotAllowed);
  const fields = cleanFields(input, rule, null);
  return db.$transaction(async (tx) => {
    const scope = await contentScope(input.promotion_id, tx);
    const siblings = await listContent(scope.target, { category: input.category, includeHidden: true }, tx);
    const { key, group } = keyAndGroup(input, siblings);
    const last = siblings.reduce((max, r) => Math.max(max, r.sequence), 0);
    const sequence = rule.sequenced ? last + 1 : (input.sequence ?? 0);
    const created = await tx.customContent.create({
      data: { ...stripUndefined(fields), hidden: fields.hidden ?? false, category: input.category, key, group, sequence, promotion_id: scope.target } as Prisma.CustomContentUncheckedCreateInput,
      select: contentSelect,
    });
    await recordAudit(tx, { ...who, action: 'create', recordType: 'CustomContent', recordId: created.id, promotionId: scope.target, after: auditFields(created) });
    await saveTranslations(tx, who, scope, created.id, rule, inputTypeOf(input, rule, null), input.translations);
    if (rule.sequenced && input.sequence !== undefined && input.sequence < sequence) {
      await resequenceAfterMove(tx, who, scope, input.category, created.id, sequence, input.sequence);
    }
    return findEditorContent(scope, created.id, tx);
  }, ADMIN_TRANSACTION);
}

/**
 * Content save, update. The promotion's own row (or a default while editing the defaults) changes in place; a default
 * seen from another promotion becomes that promotion's override. The answer is the row the promotion now shows.
 */
export async function updateContent(who: AuditActor, id: number, input: ContentWrite): Promise<{ item: AdminContentItem; created: boolean }> {
  return db.$transaction(async (tx) => {
    const scope = await contentScope(input.promotion_id, tx);
    const shown = await findEditorContent(scope, id, tx);
    const rule = categoryRule(shown.category);
    const row = (await listContent(scope.target, { category: shown.category, key: shown.key, includeHidden: true }, tx)).find((r) => r.id === shown.id)!;
    const fields = stripUndefined(cleanFields(input, rule, row));
    if (input.group !== undefined && rule.fields.includes('group')) {
      const siblings = (await listContent(scope.target, { category: row.category, includeHidden: true }, tx)).filter((r) => r.key !== row.key);
      Object.assign(fields, { group: keyAndGroup({ ...input, key: row.key, new_key: false }, siblings).group });
    }
    let savedId = row.id;
    let created = false;
    if (ownsRow(row, scope)) {
      await tx.customContent.update({ where: { id: row.id }, data: fields as Prisma.CustomContentUncheckedUpdateInput });
      await recordAudit(tx, { ...who, action: 'update', recordType: 'CustomContent', recordId: row.id, promotionId: scope.target, before: auditFields(row), after: auditFields({ ...row, ...(fields as Partial<ContentRow>) }) });
    } else {
      savedId = await createOverride(tx, who, scope, row, fields);
      created = true;
    }
    await saveTranslations(tx, who, scope, savedId, rule, inputTypeOf(input, rule, row), input.translations);
    if (rule.sequenced && input.sequence !== undefined && input.sequence !== row.sequence) {
      await resequenceAfterMove(tx, who, scope, row.category, savedId, row.sequence, input.sequence);
    }
    return { item: await findEditorContent(scope, savedId, tx), created };
  }, ADMIN_TRANSACTION);
}

/** Content destroy: the scope's own row only (a default is removed while editing the defaults). */
export async function destroyContent(who: AuditActor, id: number, promotionId: number | null | undefined): Promise<void> {
  await db.$transaction(async (tx) => {
    const scope = await contentScope(promotionId, tx);
    const row = await tx.customContent.findFirst({ where: { id }, select: contentSelect });
    if (!row || !ownsRow(row, scope)) throw new NotFound(M.notFound);
    await tx.customContent.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'delete', recordType: 'CustomContent', recordId: id, promotionId: scope.target, before: auditFields(row) });
  }, ADMIN_TRANSACTION);
}

/** "Reset to default": deletes a promotion's override; the default it replaced shows again. */
export async function resetContent(who: AuditActor, promotionId: number, id: number): Promise<AdminContentItem> {
  return db.$transaction(async (tx) => {
    const scope = await contentScope(promotionId, tx);
    const row = await tx.customContent.findFirst({ where: { id }, select: contentSelect });
    if (scope.editsDefaults || !row || row.promotion_id !== scope.target) throw new NotFound(M.reset);
    const defaults = await tx.customContent.count({
      where: { category: row.category, key: row.key, OR: [{ promotion_id: null }, ...(scope.defaultId ? [{ promotion_id: scope.defaultId }] : [])] },
    });
    if (defaults === 0) throw new Invalid(M.reset);
    await tx.customContent.delete({ where: { id } });
    await recordAudit(tx, { ...who, action: 'reset', recordType: 'CustomContent', recordId: id, promotionId: scope.target, before: auditFields(row) });
    const [shown] = await listEditorContent(scope, { category: row.category, key: row.key }, tx);
    if (!shown) throw new Invalid(M.reset);
    return shown;
  }, ADMIN_TRANSACTION);
}

/**
 * The reorder and set-order calls: the category's ids in their new order become 1, 2, 3…. With hidden=false the list
 * names the visible items and the hidden ones follow them. The list must name exactly those items.
 */
export async function reorderContent(who: AuditActor, promotionId: number | null | undefined, category: string, ids: readonly number[], includeHidden: boolean): Promise<AdminContentItem[]> {
  return db.$transaction(async (tx) => {
    const scope = await contentScope(promotionId, tx);
    const rows = await listContent(scope.target, { category, includeHidden: true }, tx);
    const listed = rows.filter((r) => includeHidden || !r.hidden);
    const position = new Map<number, number>();
    // An id may name a default the promotion overrides: it stands for the override the promotion shows.
    const shownId = new Map<number, number>();
    if (!scope.editsDefaults) {
      const defaults = await tx.customContent.findMany({ where: { id: { in: [...ids] }, category }, select: { id: true, key: true } });
      for (const d of defaults) {
        const shown = rows.find((r) => r.key === d.key);
        if (shown) shownId.set(d.id, shown.id);
      }
    }
    ids.forEach((id, index) => position.set(shownId.get(id) ?? id, index));
    if (position.size !== ids.length || ids.length !== listed.length || listed.some((r) => !position.has(r.id))) throw new Invalid(M.resequence);
    const hiddenAfter = rows.filter((r) => !position.has(r.id));
    await renumber(tx, who, scope, rows, (row) => (position.has(row.id) ? position.get(row.id)! : ids.length + hiddenAfter.indexOf(row)));
    return listEditorContent(scope, { category }, tx);
  }, ADMIN_TRANSACTION);
}

