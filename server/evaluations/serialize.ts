// The JSON of definitions, submitted evaluations and the registration questions.
import { isoDate } from '@/lib/promotion-dates';
import { EVAL_DEFINITIONABLE_TYPE } from '@/lib/evaluations/constants';
import type { EvaluationDefinition, EvaluationQuestion, RegistrationQuestions, StoredEvaluation } from '@/lib/evaluations/types';
import type { DefinitionRow } from './queries';

export function serializeDefinition(
  row: DefinitionRow,
  ctx: { questions: EvaluationQuestion[]; isActive: boolean; isCompleted: boolean },
): EvaluationDefinition {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    days_from_start: row.days_from_start,
    start_date: isoDate(row.start_date),
    end_date: isoDate(row.end_date),
    eval_definitionable_type: EVAL_DEFINITIONABLE_TYPE,
    eval_definitionable_id: row.promotion_id,
    visible_questions: row.visible_questions.join(','),
    location_questions: row.location_questions.join(','),
    is_active: ctx.isActive,
    is_completed: ctx.isCompleted,
    questions: ctx.questions,
  };
}

export function serializeEvaluation(row: {
  id: number; evaluation_definition_id: number; week_number: number | null; answers: unknown; created_at: Date;
}): StoredEvaluation {
  return {
    id: row.id,
    evaluation_definition_id: row.evaluation_definition_id,
    week_number: row.week_number,
    answers: (row.answers ?? {}) as StoredEvaluation['answers'],
    created_at: row.created_at.toISOString(),
  };
}

/** `locationIdsByTag`: for a location_tag, the locations it covers (themselves or below a tagged one). */
export function serializeRegistrationQuestions(
  definition: DefinitionRow | null,
  questions: EvaluationQuestion[],
  locationIdsByTag: (tag: string) => number[],
): RegistrationQuestions {
  if (!definition || questions.length === 0) return { evaluation_definition: null, questions: [] };
  return {
    evaluation_definition: { id: definition.id, name: definition.name, message: definition.message },
    questions: questions.map((q) => ({ ...q, location_ids: q.location_tag ? locationIdsByTag(q.location_tag) : null })),
  };
}
