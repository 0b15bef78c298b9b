// Every check of a registration that needs the database, collected so the form can show them all at once:
// email free, eligibility (required when the promotion displays it), location (a leaf of this promotion, required
// when locations are displayed), Initial Assessment answers (known question names only).
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { eligibilityForRegistration } from '@/server/eligibility/policy';
import type { EligibilityRow } from '@/server/eligibility/queries';
import { registrationProblems, type RegistrationInput } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { findInitialAssessment, findRegistrationLocation, isEmailTaken, promotionHasLocations } from './queries';

export interface CheckedRegistration {
  eligibility: EligibilityRow | null;
  locationId: number | null;
  evaluation: { definitionId: number; answers: Record<string, string | number | boolean | null> } | null;
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

async function checkEvaluation(promotionId: number, answers: RegistrationInput['evaluation']): Promise<{ value: CheckedRegistration['evaluation']; problems: string[] }> {
  if (!answers || Object.keys(answers).length === 0) return { value: null, problems: [] };
  const definition = await findInitialAssessment(promotionId);
  if (!definition) return { value: null, problems: [M.evaluationNotFound] };
  const known = new Set(definition.questions.map((q) => q.name));
  const unknown = Object.keys(answers).filter((name) => !known.has(name));
  if (unknown.length) return { value: null, problems: unknown.map(M.unknownEvaluationAnswer) };
  return { value: { definitionId: definition.id, answers }, problems: [] };
}

/** Throws nothing: returns the problems (422 messages) and, when there are none, what the mutation needs. */
export async function checkRegistration(promotion: ResolvedPromotion, input: RegistrationInput): Promise<{ problems: string[]; checked: CheckedRegistration }> {
  const [taken, eligibility, location, evaluation] = await Promise.all([
    isEmailTaken(promotion.id, input.email),
    eligibilityForRegistration(promotion.id, {
      id: input.eligibility_id, identifier: input.eligibility_identifier, required: promotion.flags.is_eligibility_displayed,
    }),
    checkLocation(promotion, input.location_id),
    checkEvaluation(promotion.id, input.evaluation),
  ]);
  const problems = [
    ...(taken ? [M.emailTaken] : []),
    ...registrationProblems(input, promotion.passwordPolicy),
    ...eligibility.problems,
    ...(location.problem ? [location.problem] : []),
    ...evaluation.problems,
  ];
  return { problems, checked: { eligibility: eligibility.row, locationId: location.id, evaluation: evaluation.value } };
}
