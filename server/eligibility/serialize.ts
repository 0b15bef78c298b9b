// What a public eligibility check answers: that the identifier is valid,
// and what registration needs from the matched record — its id and identifier to claim it, the name to prefill the
// form. Never the record's email (the coordinator's list is not the public's to read) nor the linked account.
import type { EligibilityRecord } from '@/lib/onboarding/types';
import type { EligibilityRow } from './queries';

export function serializeEligibility(row: EligibilityRow): EligibilityRecord {
  return { valid: true as const, id: row.id, identifier: row.identifier, first_name: row.first_name, last_name: row.last_name };
}
