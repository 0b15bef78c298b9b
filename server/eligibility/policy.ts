// Eligibility validation rules: identifier required '{label} is required.' (422); unknown in this promotion
// 'Invalid {label}.' (404); registered already '{label} is already in use.' (422). Identifiers are matched exactly
// after trimming. These decide from the record found; claims.ts looks it up and words the answer.

/** Which of the eligibility messages (lib/onboarding/messages.ts `eligibilityMessages`) answers a claim, if any. */
export type ClaimProblem = 'required' | 'invalid' | 'inUse';

/**
 * Why this record cannot be claimed, or null when it can. Only the identifier binds (the record is the one found by
 * it): an id sent along must name the same record, since an eligibility_id alone (a sequential number) would let
 * anyone claim someone else's record.
 */
export function claimProblem(row: { id: number; user_id: number | null } | null, sentId?: number | null): ClaimProblem | null {
  if (!row || (sentId && row.id !== sentId)) return 'invalid';
  if (row.user_id !== null) return 'inUse';
  return null;
}
