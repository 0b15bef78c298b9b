// The field policy applied to reports (docs/privacy.md): employer-side roles never run SQL (free SQL could list one
// person's answers), and a Simple report of theirs never lists an answer that is individual-only (a custom prompt asked
// in an evaluation, or marked sensitive) per person: such an answer is run alone as a breakdown, the count of people per
// answer through the suppression service at the organization's floor (server/privacy/report-breakdown.ts). Masters, the
// platform operator, keep both.
import 'server-only';
import { db } from '@/server/db';
import type { Role } from '@/lib/roles';
import { customPromptName } from '@/lib/evaluations/admin';
import { Forbidden } from '@/server/platform/errors';

import { PRIVACY_REPORT_MESSAGES } from '@/lib/privacy/messages';

/** The catalogue category an employer-side viewer finds the individual-only answers under. */
export const AGGREGATE_ONLY_CATEGORY = 'Answers shown only as counts';

const isSensitiveFlag = (flags: unknown) => typeof flags === 'object' && flags !== null && (flags as Record<string, unknown>).is_sensitive === true;

/** The report field names of a promotion's individual-only custom prompts. */
export async function individualOnlyFieldNames(promotionId: number): Promise<Set<string>> {
  const prompts = await db.customPrompt.findMany({
    where: { promotion_id: promotionId },
    select: { id: true, flags: true, _count: { select: { evaluations: true } } },
  });
  return new Set(prompts.filter((p) => p._count.evaluations > 0 || isSensitiveFlag(p.flags)).map((p) => customPromptName(p.id)));
}

/** The catalogue as a viewer may use it: for employer-side roles, the individual-only fields under their own category. */
export async function reportFieldsFor<T extends { name: string; category: string }>(role: Role, promotionId: number, fields: T[]): Promise<T[]> {
  if (role === 'Master') return fields;
  const aggregateOnly = await individualOnlyFieldNames(promotionId);
  return [
    ...fields.filter((f) => !aggregateOnly.has(f.name)),
    ...fields.filter((f) => aggregateOnly.has(f.name)).map((f) => ({ ...f, category: AGGREGATE_ONLY_CATEGORY })),
  ];
}

export interface ReportRunShape {
  type: 'SQL' | 'Simple';
  fields: string[];
  filterFields: string[];
  /** Dates, a location, a top-level location or an evaluation narrow the run. */
  narrowed: boolean;
}

/**
 * Refuses what an employer-side viewer may not run (SQL; an individual-only answer beside anything else), and says
 * whether the run is a breakdown: the viewer's one individual-only field, alone. A breakdown takes no filter, date or
 * location: each of those would be a second table of the same answers to subtract from the first.
 */
export async function reportRunPlan(
  role: Role,
  promotionId: number,
  run: ReportRunShape,
  labels: Map<string, string>,
  floor: () => Promise<number>,
): Promise<{ breakdown: string | null }> {
  if (role === 'Master') return { breakdown: null };
  if (run.type === 'SQL') throw new Forbidden(PRIVACY_REPORT_MESSAGES.sqlOperatorOnly);
  const hidden = await individualOnlyFieldNames(promotionId);
  const bad = [...run.fields, ...run.filterFields].find((f) => hidden.has(f));
  if (!bad) return { breakdown: null };
  if (run.fields.length === 1 && run.fields[0] === bad && run.filterFields.length === 0 && !run.narrowed) return { breakdown: bad };
  throw new Forbidden(PRIVACY_REPORT_MESSAGES.individualOnly(labels.get(bad) ?? bad, await floor()));
}
