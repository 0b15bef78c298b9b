// The activity editor's writes of translations (issue 36): an activity's version in another language, saved with the
// activity through its save calls (`translations: {es: {name, blurb, content, question, answers}}`), in the same
// transaction and under the same permission and 404. Content is sanitized like the activity's own; a translation left
// empty is deleted; a language not named is left alone. Readers: server/activities/translations.ts.
import 'server-only';
import type { Tx } from '@/server/db';
import { recordAudit } from '@/server/audit/record';
import type { AuditActor } from '@/server/promotions/admin/mutations';
import type { ActivityWrite, ActivityTranslationWrite } from '@/lib/program-design/schemas';
import type { ActivityTranslation } from '@/lib/activities/types';
import { activityTranslationSelect } from '../translations';
import { sanitizeActivityContent } from './sanitize';

function clean(text: ActivityTranslationWrite | null | undefined): ActivityTranslation | null {
  if (!text) return null;
  const out = { name: text.name, blurb: text.blurb, content: sanitizeActivityContent(text.content), question: text.question, answers: text.answers };
  const empty = !out.name && !out.blurb && !out.content && !out.question && out.answers.length === 0;
  return empty ? null : out;
}

/**
 * Applies the translations a save sent: each language named is replaced, or deleted when empty (or null); the others
 * stay. One audit row holds what changed (before/after by language; content by length, as the activity's own).
 */
export async function saveActivityTranslations(
  tx: Tx, who: AuditActor, activityId: number, promotionId: number | null, sent: ActivityWrite['translations'],
): Promise<void> {
  const entries = Object.entries(sent ?? {});
  if (entries.length === 0) return;
  const current = await tx.activityTranslation.findMany({ where: { activity_id: activityId, locale: { in: entries.map(([l]) => l) } }, select: activityTranslationSelect });
  const view = (t: ActivityTranslation | null) =>
    (t ? { name: t.name, blurb: t.blurb, content_length: t.content?.length ?? 0, question: t.question, answers: t.answers } : null);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [locale, raw] of entries) {
    const text = clean(raw);
    const old = current.find((t) => t.locale === locale) ?? null;
    if (!text) {
      if (!old) continue;
      await tx.activityTranslation.delete({ where: { activity_id_locale: { activity_id: activityId, locale } } });
    } else {
      await tx.activityTranslation.upsert({
        where: { activity_id_locale: { activity_id: activityId, locale } },
        create: { activity_id: activityId, locale, ...text },
        update: text,
      });
    }
    before[locale] = view(old);
    after[locale] = view(text);
  }
  if (Object.keys(after).length === 0) return;
  await recordAudit(tx, { ...who, action: 'update', recordType: 'Activity', recordId: activityId, promotionId, before: { translations: before }, after: { translations: after } });
}
