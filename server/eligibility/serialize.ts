// An eligibility record as registration reads it (social-engagement.md §3 "Eligibility"). user_id is left out:
// a validated record is by definition unregistered, and the link to an account is not the public's business.
import type { EligibilityRow } from './queries';

export function serializeEligibility(row: EligibilityRow) {
  return { id: row.id, identifier: row.identifier, first_name: row.first_name, last_name: row.last_name, email: row.email };
}
