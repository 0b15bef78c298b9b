// Every check of a registration that needs the database, collected so the form can show them all at once:
// email free, eligibility (required when the promotion displays it), location (a leaf of this promotion, required
// when locations are displayed), the Initial Assessment's answers (as an evaluation is checked).
import { currentPasswordPolicy, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { eligibilityForRegistration } from '@/server/eligibility/claims';
import type { EligibilityRow } from '@/server/eligibility/queries';
import { registrationProblems, type RegistrationInput } from '@/lib/onboarding/schemas';
import { linearPatternTest } from '@/server/security/password-pattern';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { findInitialDefinition } from '@/server/evaluations/queries';
import { findRegistrationLocation, locationTagsOf, promotionHasLocations } from '@/server/locations/queries';
import { askedQuestions } from '@/server/evaluations/questions';
import { checkAnswers, type StoredAnswers } from '@/server/evaluations/validate';
import type { EvaluationQuestion } from '@/lib/evaluations/types';
import { Invalid } from '@/server/platform/errors';
import { emailTarget, failsWith, withGuessReservation } from '@/server/security/guess-throttle';
import { isEmailTaken } from './queries';

export interface CheckedRegistration {
  eligibility: EligibilityRow | null;
  locationId: number | null;
  evaluation: { definitionId: number; questions: EvaluationQuestion[]; answers: StoredAnswers } | null;
}

async function checkLocation(promotion: ResolvedPromotion, locationId: number | null | undefined): Promise<{ id: number | null; problem?: string }> {
  if (!locationId) {
    const required = promotion.flags.is_location_displayed && (await promotionHasLocations(promotion.id));
    return required ? { id: null, problem: M.locationRequired } : { id: null };
  }
  const location = await findRegistrationLocation(promotion.id, locationId);
  // Another promotion's location reads as unknown; a parent level is not a place a person works in.
  if (!location || !location.isLeaf) return { id: null, problem: M.invalidLocation };
  return { id: location.id };
}

/**
 * The initial evaluation's registration questions, checked like a submitted
 * evaluation: required answers, options, whole numbers, no unknown names. The questions asked depend on the chosen
 * location's tags. Stored when the body carries answers, or must carry them (a required question); a promotion
 * without the definition refuses answers ('Evaluation Definition could not be found').
 */
async function checkEvaluation(promotionId: number, input: RegistrationInput): Promise<{ value: CheckedRegistration['evaluation']; problems: string[] }> {
  const answers = input.evaluation ?? null;
  const definition = await findInitialDefinition(promotionId);
  if (!definition) return answers && Object.keys(answers).length ? { value: null, problems: [M.evaluationNotFound] } : { value: null, problems: [] };
  const questions = askedQuestions(definition, await locationTagsOf(promotionId, input.location_id));
  if (!answers && !questions.some((q) => q.required)) return { value: null, problems: [] };
  const checked = checkAnswers(questions, answers ?? {});
  if (checked.problems.length) return { value: null, problems: checked.problems };
  return { value: { definitionId: definition.id, questions, answers: checked.answers }, problems: [] };
}

/** Throws nothing: returns the problems (422 messages) and, when there are none, what the mutation needs. */
export async function checkRegistration(promotion: ResolvedPromotion, input: RegistrationInput): Promise<{ problems: string[]; checked: CheckedRegistration }> {
  const [taken, eligibility, location, evaluation, policy] = await Promise.all([
    isEmailTaken(promotion.id, input.email),
    eligibilityForRegistration(promotion.id, {
      id: input.eligibility_id, identifier: input.eligibility_identifier, required: promotion.flags.is_eligibility_displayed,
    }),
    checkLocation(promotion, input.location_id),
    checkEvaluation(promotion.id, input),
    currentPasswordPolicy(promotion),
  ]);
  const problems = [
    ...(taken ? [M.emailTaken] : []),
    ...registrationProblems(input, policy, linearPatternTest),
    ...eligibility.problems,
    ...(location.problem ? [location.problem] : []),
    ...evaluation.problems,
  ];
  return { problems, checked: { eligibility: eligibility.row, locationId: location.id, evaluation: evaluation.value } };
}

/**
 * GET/POST /users/validate: 422 'Email has already been taken.' when the address has an account in this scope (a
 * signed-in user's own address is free for them). "Taken" tells that an account exists, so those answers count
 * against the client address and the address asked about (server/security/guess-throttle.ts, kind 'email_check').
 */
export function assertEmailFree(promotionId: number | null, email: string, ip: string, exceptUserId?: number): Promise<void> {
  const guess = { kind: 'email_check' as const, ip, target: emailTarget(promotionId, email), promotionId };
  return withGuessReservation(guess, failsWith([Invalid]), async () => {
    if (await isEmailTaken(promotionId, email, exceptUserId)) throw new Invalid(M.emailTaken);
  });
}
