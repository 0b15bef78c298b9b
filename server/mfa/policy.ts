// Enforcement (docs/mfa.md "Enforcement"): an administrator whose organization requires MFA and who has not set it up
// may sign in, but may do nothing else than set it up and sign out — whatever the call, wherever it lives. The rule is
// about who is asking, not about which route: a wall delete that any participant may call is a moderator's power in
// an administrator's hands. The route wrapper (server/http/route.ts) and the page guards (server/pages/guards.ts) call
// this; no route can forget it.
import 'server-only';
import { env } from '@/lib/env';
import { isPublicAction, type Action } from '@/lib/permissions';
import { isMfaRole } from '@/lib/mfa/constants';
import type { Actor } from '@/server/auth/actor';
import { mfaGateOf } from './queries';

/**
 * What stays open to an administrator who owes MFA: setting it up (`mfa.manage`), ending a view-as
 * (`impersonation.stop`) and reading their own account (`account.read`: the page shell says who is signed in). Public
 * actions stay open too: signing out, and what any visitor may do.
 */
const OPEN_WHILE_MFA_OWED: ReadonlySet<Action> = new Set<Action>(['mfa.manage', 'impersonation.stop', 'account.read']);

export function isOpenWhileMfaOwed(action: Action): boolean {
  return isPublicAction(action) || OPEN_WHILE_MFA_OWED.has(action);
}

/** Must this account set MFA up before it may administer? (One query, for administrative roles only.) */
export async function mfaSetupRequired(actor: Actor): Promise<boolean> {
  if (!isMfaRole(actor.role)) return false;
  // Masters belong to no organization: without the setting nothing can require it of them (no query).
  if (actor.role === 'Master' && !env().MFA_REQUIRED_FOR_MASTERS) return false;
  const gate = await mfaGateOf(actor);
  return gate.required && !gate.enrolled;
}

/** The route wrapper's step: must this call be refused (403, the setup message) because an administrator owes MFA? */
export async function refusedWithoutMfa(actor: Actor | null, action: Action): Promise<boolean> {
  if (!actor || !isMfaRole(actor.role) || isOpenWhileMfaOwed(action)) return false;
  return mfaSetupRequired(actor);
}
