// Reads of evaluation definitions, their questions and a user's submitted evaluations. Every read is scoped by the
// promotion: another promotion's id reads as missing.
import { db, type Prisma, type DbClient } from '@/server/db';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { daysBetween, isoDate } from '@/lib/promotion-dates';
import { INITIAL_ASSESSMENT_NAME } from '@/lib/onboarding/constants';

export const definitionSelect = {
  id: true, promotion_id: true, name: true, message: true, days_from_start: true, start_date: true, end_date: true,
  visible_questions: true, location_questions: true,
  questions: {
    // evaluation_questions (evaluation_definition_id, sequence)
    orderBy: [{ sequence: 'asc' }, { id: 'asc' }],
    select: {
      id: true, name: true, prompt: true, type_of_prompt: true, data_type: true, options: true, location_tag: true,
      custom_prompt_id: true, is_active: true, profile_only: true, display_question: true, flags: true,
      custom_prompt: { select: { id: true, prompt: true, short_label: true, is_active: true } },
    },
  },
  // custom_prompt_evaluations (evaluation_definition_id): how each custom prompt appears here (flags.required)
  custom_prompts: { select: { custom_prompt_id: true, flags: true } },
} as const satisfies Prisma.EvaluationDefinitionSelect;

export type DefinitionRow = Prisma.EvaluationDefinitionGetPayload<{ select: typeof definitionSelect }>;
export type QuestionRow = DefinitionRow['questions'][number];

export function findDefinition(promotionId: number, id: number, client: DbClient = db): Promise<DefinitionRow | null> {
  return client.evaluationDefinition.findFirst({ where: { id, promotion_id: promotionId }, select: definitionSelect });
}

/** Every definition of the promotion, oldest first (the pending one is the first active, by id). */
export function listDefinitions(promotionId: number, client: DbClient = db): Promise<DefinitionRow[]> {
  // evaluation_definitions (promotion_id, start_date)
  return client.evaluationDefinition.findMany({ where: { promotion_id: promotionId }, select: definitionSelect, orderBy: { id: 'asc' } });
}

/**
 * The promotion's initial evaluation: the definition named 'Initial Assessment' (the name marks it and it always
 * uses days_from_start 0; the promotion has no column for it), the first by id if there are several.
 */
export function findInitialDefinition(promotionId: number, client: DbClient = db): Promise<DefinitionRow | null> {
  return client.evaluationDefinition.findFirst({
    where: { promotion_id: promotionId, name: INITIAL_ASSESSMENT_NAME },
    orderBy: { id: 'asc' },
    select: definitionSelect,
  });
}

/** completed_evaluation_definition_ids: the definitions the user has submitted an evaluation of. */
export async function completedDefinitionIds(userId: number, promotionId: number, client: DbClient = db): Promise<Set<number>> {
  // evaluations (user_id, evaluation_definition_id)
  const rows = await client.evaluation.findMany({
    where: { user_id: userId, promotion_id: promotionId },
    select: { evaluation_definition_id: true },
    distinct: ['evaluation_definition_id'],
  });
  return new Set(rows.map((r) => r.evaluation_definition_id));
}

export async function hasCompleted(userId: number, promotionId: number, definitionId: number, client: DbClient = db): Promise<boolean> {
  const row = await client.evaluation.findFirst({
    where: { user_id: userId, promotion_id: promotionId, evaluation_definition_id: definitionId },
    select: { id: true },
  });
  return row !== null;
}

interface Schedule {
  days_from_start: string | null;
  start_date: Date | null;
  end_date: Date | null;
}

/**
 * Whether a definition is open on the promotion's current date: either days_from_start 'a' (from day a of the
 * program on) or 'a,b' (days a to b), or start_date..end_date (inclusive). Day 0 is starts_on.
 */
export function isDefinitionActive(def: Schedule, startsOn: string, currentDate: string): boolean {
  if (def.days_from_start !== null && def.days_from_start.trim() !== '') {
    const [from, to] = def.days_from_start.split(',').map((part) => Number(part.trim()));
    const day = daysBetween(startsOn, currentDate);
    if (!Number.isFinite(from)) return false;
    return day >= from && (to === undefined || !Number.isFinite(to) || day <= to);
  }
  if (def.start_date) {
    const start = isoDate(def.start_date)!;
    const end = isoDate(def.end_date);
    return currentDate >= start && (end === null || currentDate <= end);
  }
  return false;
}

/** The pending evaluation is the first active definition the user has not completed. */
export async function pendingEvaluationId(userId: number, promotion: ResolvedPromotion): Promise<number | null> {
  const [definitions, completed] = await Promise.all([
    // evaluation_definitions (promotion_id, start_date)
    db.evaluationDefinition.findMany({
      where: { promotion_id: promotion.id },
      select: { id: true, days_from_start: true, start_date: true, end_date: true },
      orderBy: { id: 'asc' },
    }),
    completedDefinitionIds(userId, promotion.id),
  ]);
  const startsOn = isoDate(promotion.row.starts_on)!;
  const pending = definitions.find((d) => !completed.has(d.id) && isDefinitionActive(d, startsOn, promotion.timeline.current_date));
  return pending?.id ?? null;
}
