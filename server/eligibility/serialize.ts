// What a public eligibility check answers: that the identifier is valid, and what registration needs from the matched
// record — its id and identifier to claim it, and the name to prefill the form only when the visitor proved more than
// the identifier (sequential identifiers are guessable: 30 of them harvested 30 names). Never the record's email (the
// coordinator's list is not the public's to read) nor the linked account.
import type { EligibilityProof, EligibilityRecord } from '@/lib/onboarding/types';
import type { EligibilityRow } from './queries';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The visitor knows the record's email on file, or its last name. */
export function provesRecord(row: Pick<EligibilityRow, 'email' | 'last_name'>, proof: EligibilityProof): boolean {
  return same(row.email, proof.email) || same(row.last_name, proof.last_name);
}

export function serializeEligibility(row: EligibilityRow, proof: EligibilityProof = {}): EligibilityRecord {
  const record: EligibilityRecord = { valid: true as const, id: row.id, identifier: row.identifier };
  return provesRecord(row, proof) ? { ...record, first_name: row.first_name, last_name: row.last_name } : record;
}
