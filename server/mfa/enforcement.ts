// Enforcement (docs/mfa.md "Enforcement"): the rules of policy.ts applied to the account's MFA state, looked up only
// for the roles that could owe it. The route wrapper's gate (server/composition/request-gates.ts) and the page guards
// (server/pages/guards.ts) call this; no route can forget it.
import 'server-only';
import { env } from '@/lib/env';
import { isMfaRole } from '@/lib/mfa/constants';
import type { Action } from '@/lib/permissions';
import type { Actor } from '@/server/auth/actor';
import { isOpenWhileMfaOwed, mayOweMfa, owesMfa } from './policy';
import { mfaGateOf } from './queries';

/** Must this account set MFA up before it may administer? (One query, for administrative roles only.) */
export async function mfaSetupRequired(actor: Actor): Promise<boolean> {
  if (!mayOweMfa(actor.role, env().MFA_REQUIRED_FOR_MASTERS)) return false;
  return owesMfa(await mfaGateOf(actor));
}

/** The route wrapper's step: must this call be refused (403, the setup message) because an administrator owes MFA? */
export async function refusedWithoutMfa(actor: Actor | null, action: Action): Promise<boolean> {
  if (!actor || !isMfaRole(actor.role) || isOpenWhileMfaOwed(action)) return false;
  return mfaSetupRequired(actor);
}
