// Looking an eligibility record up by its identifier, for the public check and for registration: the rules are
// policy.ts's, the wording eligibilityMessages with the promotion's own label for the identifier.
import 'server-only';
import { Invalid, NotFound } from '@/server/platform/errors';
import { eligibilityMessages } from '@/lib/onboarding/messages';
import { eligibilityLabel, findEligibilityByIdentifier, type EligibilityRow } from './queries';
import { claimProblem } from './policy';
import { reserveGuess } from '@/server/security/guess-throttle';

export async function validateEligibility(promotionId: number, identifier: string): Promise<EligibilityRow> {
  const messages = eligibilityMessages(await eligibilityLabel(promotionId));
  const trimmed = identifier.trim();
  if (!trimmed) throw new Invalid(messages.required);
  const row = await findEligibilityByIdentifier(promotionId, trimmed);
  const problem = claimProblem(row);
  if (problem === 'invalid' || !row) throw new NotFound(messages.invalid);
  if (problem) throw new Invalid(messages[problem]);
  return row;
}

/**
 * The record a registration claims (policy.ts `claimProblem`). Registration answers every failure with 422 (a form
 * error there), so the caller gets messages rather than a thrown 404. Returns [] problems and the row on success.
 */
export async function eligibilityForRegistration(
  promotionId: number,
  input: { id?: number | null; identifier?: string | null; required: boolean },
): Promise<{ row: EligibilityRow | null; problems: string[] }> {
  const identifier = input.identifier?.trim() ?? '';
  if (!input.id && !identifier) {
    if (!input.required) return { row: null, problems: [] };
    return { row: null, problems: [eligibilityMessages(await eligibilityLabel(promotionId)).required] };
  }
  const row = identifier ? await findEligibilityByIdentifier(promotionId, identifier) : null;
  const problem = claimProblem(row, input.id);
  if (problem) return { row: null, problems: [eligibilityMessages(await eligibilityLabel(promotionId))[problem]] };
  return { row, problems: [] };
}

/**
 * validateEligibility for a public lookup. Every lookup counts against the real client address (server/security/
 * guess-throttle.ts), hits too: counting misses only let one address walk 30 sequential identifiers and read 30 names.
 */
export async function lookUpEligibility(promotionId: number, identifier: string, ip: string): Promise<EligibilityRow> {
  await reserveGuess({ kind: 'eligibility_identifier', ip, promotionId });
  return validateEligibility(promotionId, identifier);
}
