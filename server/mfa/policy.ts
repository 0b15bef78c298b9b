// Enforcement rules (docs/mfa.md "Enforcement"): an administrator whose organization requires MFA and who has not set
// it up may sign in, but may do nothing else than set it up and sign out — whatever the call, wherever it lives. The
// rule is about who is asking, not about which route: a wall delete that any participant may call is a moderator's
// power in an administrator's hands. These decide from facts; enforcement.ts looks the account's MFA state up and is
// what the route wrapper's gate (server/composition/request-gates.ts) and the page guards (server/pages/guards.ts) call.
import { isPublicAction, type Action } from '@/lib/permissions';
import { isMfaRole } from '@/lib/mfa/constants';
import type { Role } from '@/lib/roles';
import type { MfaGate } from './queries';

/**
 * What stays open to an administrator who owes MFA: setting it up (`mfa.manage`), ending a view-as
 * (`impersonation.stop`) and reading their own account (`account.read`: the page shell says who is signed in). Public
 * actions stay open too: signing out, and what any visitor may do.
 */
const OPEN_WHILE_MFA_OWED: ReadonlySet<Action> = new Set<Action>(['mfa.manage', 'impersonation.stop', 'account.read']);

export function isOpenWhileMfaOwed(action: Action): boolean {
  return isPublicAction(action) || OPEN_WHILE_MFA_OWED.has(action);
}

/**
 * Could this role owe MFA at all? Only administrative roles; masters belong to no organization, so without
 * MFA_REQUIRED_FOR_MASTERS nothing can require it of them. False means no lookup is needed.
 */
export function mayOweMfa(role: Role, requiredForMasters: boolean): boolean {
  if (!isMfaRole(role)) return false;
  return role !== 'Master' || requiredForMasters;
}

/** The account owes MFA: it is required of it and not set up. */
export const owesMfa = (gate: MfaGate): boolean => gate.required && !gate.enrolled;
