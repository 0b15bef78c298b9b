// Submitting an evaluation: one transaction stores the answers, adds the
// definition to the user's completed list (the evaluation row is that list), saves stats_available true and
// showing_evaluation_notification false, keeps the custom prompts' current answers and awards evaluation badges.
import type { Tx } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { awardBadgesFor, type AwardedBadge } from '@/server/badges/award';
import { withDomainEvents, type EventRecorder } from '@/server/events';
import { isDefinitionActive, findDefinition, hasCompleted } from './queries';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isoDate } from '@/lib/promotion-dates';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import type { SubmitEvaluationInput } from '@/lib/evaluations/schemas';
import type { EvaluationQuestion, StoredEvaluation } from '@/lib/evaluations/types';
import { lockUserSql, mergeUserFlagsSql } from '@/server/users/sql';
import { locationTagsOf } from '@/server/locations/queries';
import { askedQuestions } from './questions';
import { serializeEvaluation } from './serialize';
import { checkAnswers, type StoredAnswers } from './validate';

/** The flags a submit saves: stats_available true, showing_evaluation_notification false. */
const FLAGS_AFTER_SUBMIT = { stats_available: true, showing_evaluation_notification: false };

export interface RecordEvaluationInput {
  userId: number;
  promotionId: number;
  definitionId: number;
  weekNumber: number;
  questions: EvaluationQuestion[];
  answers: StoredAnswers;
}

/**
 * The writes of a checked evaluation, inside the caller's transaction (registration uses it too). 'evaluation.completed'
 * and the badges earned are recorded for after the commit.
 */
export async function recordEvaluation(tx: Tx, input: RecordEvaluationInput, events: EventRecorder): Promise<{ evaluation: StoredEvaluation; awarded: AwardedBadge[] }> {
  const { userId, promotionId } = input;
  const row = await tx.evaluation.create({
    data: { promotion_id: promotionId, user_id: userId, evaluation_definition_id: input.definitionId, week_number: input.weekNumber, answers: input.answers },
    select: { id: true, evaluation_definition_id: true, week_number: true, answers: true, created_at: true },
  });
  // A custom prompt's answer is also the person's current answer to it (custom_prompt_answers, one per prompt).
  for (const question of input.questions) {
    const value = input.answers[question.name];
    if (question.custom_promptable_id === null || value === undefined || value === null) continue;
    await tx.customPromptAnswer.upsert({
      where: { user_id_custom_prompt_id: { user_id: userId, custom_prompt_id: question.custom_promptable_id } },
      create: { promotion_id: promotionId, user_id: userId, custom_prompt_id: question.custom_promptable_id, value },
      update: { value },
    });
  }
  // Merged in SQL so that a flag saved meanwhile by another request is not lost.
  await mergeUserFlagsSql.run(tx, userId, FLAGS_AFTER_SUBMIT);
  const awarded = await awardBadgesFor(tx, { userId, promotionId, category: 'evaluation' }, events);
  events.record('evaluation.completed', { userId, promotionId, evaluationId: row.id, definitionId: input.definitionId });
  return { evaluation: serializeEvaluation(row), awarded };
}

/** POST /evaluations by a participant of `promotion`. Throws 404 (other promotion's definition) or 422. */
export async function submitEvaluation(user: { id: number; location_id: number | null }, promotion: ResolvedPromotion, input: SubmitEvaluationInput): Promise<StoredEvaluation> {
  const { evaluation } = await withDomainEvents(async (tx, events) => {
    // One submit per user at a time: the second of two simultaneous submits sees the first one's row.
    await lockUserSql.run(tx, user.id);
    const definition = await findDefinition(promotion.id, input.evaluation_definition_id, tx);
    if (!definition) throw new NotFound(M.notFound);
    if (await hasCompleted(user.id, promotion.id, definition.id, tx)) throw new Invalid(M.alreadyCompleted);
    if (!isDefinitionActive(definition, isoDate(promotion.row.starts_on)!, promotion.timeline.current_date)) throw new Invalid(M.notOpen);
    const questions = askedQuestions(definition, await locationTagsOf(promotion.id, user.location_id, tx));
    const checked = checkAnswers(questions, input.answers);
    if (checked.problems.length) throw new Invalid(checked.problems);
    return recordEvaluation(tx, {
      userId: user.id, promotionId: promotion.id, definitionId: definition.id,
      weekNumber: input.week_number ?? promotion.timeline.current_week, questions, answers: checked.answers,
    }, events);
  });
  return evaluation;
}
