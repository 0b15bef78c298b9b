// The content editor's writes of translations (issue 36): an item's version in another language, saved with the item
// through the content save calls (`translations: {es: {title, summary, content}}`), in the same transaction and under
// the same permission. Sanitized like the item's own fields; a translation left empty is deleted. Readers:
// server/content/translations.ts.
import 'server-only';
import type { Tx } from '@/server/db';
import { Invalid } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import type { AuditActor } from '@/server/promotions/admin/mutations';
import { inputTypeError, type CategoryRule, type InputType } from '@/lib/content/admin-rules';
import type { ContentWrite } from '@/lib/content/admin-schema';
import type { ContentTranslation } from '@/lib/content/types';
import { isEmptyTranslation, translationSelect } from '../translations';
import { sanitizeInline, sanitizePlain, sanitizeRich } from './sanitize';
import type { ContentScope } from './queries';

/** Gives an override (a new row) the translations of the row it copies. */
export async function copyTranslations(tx: Tx, fromId: number, toId: number): Promise<void> {
  const rows = await tx.customContentTranslation.findMany({ where: { custom_content_id: fromId }, select: translationSelect });
  if (rows.length) await tx.customContentTranslation.createMany({ data: rows.map((r) => ({ ...r, custom_content_id: toId })) });
}

function cleanTranslation(text: Partial<ContentTranslation> | null | undefined, rule: CategoryRule, inputType: InputType | undefined): ContentTranslation | null {
  if (!text) return null;
  const content = (rule.rich ? sanitizeRich : sanitizePlain)(text.content);
  const digitsError = inputType && content !== null ? inputTypeError(inputType, content) : null;
  if (digitsError) throw new Invalid(digitsError);
  return { title: sanitizeInline(text.title), summary: sanitizeRich(text.summary), content };
}

/**
 * Applies the translations a save sent to the saved row: each language named is replaced, or deleted when empty;
 * the others stay. One audit row holds what changed (before/after by language).
 */
export async function saveTranslations(
  tx: Tx, who: AuditActor, scope: ContentScope, id: number, rule: CategoryRule, inputType: InputType | undefined,
  sent: ContentWrite['translations'],
): Promise<void> {
  const entries = Object.entries(sent ?? {});
  if (entries.length === 0) return;
  const current = await tx.customContentTranslation.findMany({ where: { custom_content_id: id, locale: { in: entries.map(([l]) => l) } }, select: translationSelect });
  const before: Record<string, ContentTranslation | null> = {};
  const after: Record<string, ContentTranslation | null> = {};
  for (const [locale, raw] of entries) {
    const text = cleanTranslation(raw, rule, inputType);
    const old = current.find((t) => t.locale === locale);
    const oldText = old ? { title: old.title, summary: old.summary, content: old.content } : null;
    if (!text || isEmptyTranslation(text)) {
      if (!old) continue;
      await tx.customContentTranslation.delete({ where: { custom_content_id_locale: { custom_content_id: id, locale } } });
      before[locale] = oldText;
      after[locale] = null;
      continue;
    }
    await tx.customContentTranslation.upsert({
      where: { custom_content_id_locale: { custom_content_id: id, locale } },
      create: { custom_content_id: id, locale, ...text },
      update: text,
    });
    before[locale] = oldText;
    after[locale] = text;
  }
  if (Object.keys(after).length === 0) return;
  // The item changed for the readers of that language: its updated_at says so (the editor's form keys on it).
  await tx.customContent.update({ where: { id }, data: { updated_at: new Date() } });
  await recordAudit(tx, { ...who, action: 'update', recordType: 'CustomContent', recordId: id, promotionId: scope.target, before: { translations: before }, after: { translations: after } });
}
