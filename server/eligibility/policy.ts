// Eligibility validation: identifier required '{label} is
// required.' (422); unknown in this promotion 'Invalid {label}.' (404); registered already '{label} is already in
// use.' (422). Identifiers are matched exactly after trimming.
import { Invalid, NotFound } from '@/server/platform/errors';
import { eligibilityMessages } from '@/lib/onboarding/messages';
import { eligibilityLabel, findEligibilityByIdentifier, type EligibilityRow } from './queries';
import { reserveGuess } from '@/server/security/guess-throttle';

export async function validateEligibility(promotionId: number, identifier: string): Promise<EligibilityRow> {
  const messages = eligibilityMessages(await eligibilityLabel(promotionId));
  const trimmed = identifier.trim();
  if (!trimmed) throw new Invalid(messages.required);
  const row = await findEligibilityByIdentifier(promotionId, trimmed);
  if (!row) throw new NotFound(messages.invalid);
  if (row.user_id !== null) throw new Invalid(messages.inUse);
  return row;
}

/**
 * The record a registration claims. Only the identifier binds: it is the secret the person knows, and an
 * eligibility_id alone (a sequential number) would let anyone claim someone else's record. An id sent along must name
 * the same record. Registration answers every failure with 422 (a form error there), so the caller gets messages
 * rather than a thrown 404. Returns [] problems and the row on success.
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
  const messages = eligibilityMessages(await eligibilityLabel(promotionId));
  if (!row || (input.id && row.id !== input.id)) return { row: null, problems: [messages.invalid] };
  if (row.user_id !== null) return { row: null, problems: [messages.inUse] };
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
