// The field policy applied to reports (docs/privacy.md): employer-side roles never run SQL (free SQL could list one
// person's answers), and a Simple report of theirs never carries or filters on an answer that is individual-only: a
// custom prompt asked in an evaluation, or marked sensitive. Masters, the platform operator, keep both.
import 'server-only';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';
import { customPromptName } from '@/lib/evaluations/admin';
import { Forbidden } from '@/server/platform/errors';

export const PRIVACY_REPORT_MESSAGES = {
  sqlOperatorOnly: 'SQL reports are run by the platform operator only: choose a Simple report.',
  individualOnly: (label: string) => `“${label}” is shown only in aggregates of enough people, never per person.`,
} as const;

const isSensitiveFlag = (flags: unknown) => typeof flags === 'object' && flags !== null && (flags as Record<string, unknown>).is_sensitive === true;

/** The report field names of a promotion's individual-only custom prompts. */
export async function individualOnlyFieldNames(promotionId: number): Promise<Set<string>> {
  const prompts = await db.customPrompt.findMany({
    where: { promotion_id: promotionId },
    select: { id: true, flags: true, _count: { select: { evaluations: true } } },
  });
  return new Set(prompts.filter((p) => p._count.evaluations > 0 || isSensitiveFlag(p.flags)).map((p) => customPromptName(p.id)));
}

/** The catalogue as a viewer may use it: without individual-only fields for employer-side roles. */
export async function reportFieldsFor<T extends { name: string }>(role: Role, promotionId: number, fields: T[]): Promise<T[]> {
  if (role === 'Master') return fields;
  const hidden = await individualOnlyFieldNames(promotionId);
  return fields.filter((f) => !hidden.has(f.name));
}

/** Refuses what an employer-side viewer may not run: SQL, or a Simple report on an individual-only field. */
export async function assertReportAllowed(
  role: Role,
  promotionId: number,
  run: { type: 'SQL' | 'Simple'; fields: string[]; filterFields: string[] },
  labels: Map<string, string>,
): Promise<void> {
  if (role === 'Master') return;
  if (run.type === 'SQL') throw new Forbidden(PRIVACY_REPORT_MESSAGES.sqlOperatorOnly);
  const hidden = await individualOnlyFieldNames(promotionId);
  const bad = [...run.fields, ...run.filterFields].find((f) => hidden.has(f));
  if (bad) throw new Forbidden(PRIVACY_REPORT_MESSAGES.individualOnly(labels.get(bad) ?? bad));
}
