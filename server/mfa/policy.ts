// Enforcement (docs/mfa.md "Enforcement"): an administrator whose organization requires MFA and who has not set it up
// may sign in, but every administrative call and page refuses them and sends them to the setup page. The route
// wrapper (server/http/route.ts) and the admin page guard (server/pages/guards.ts) call this; no route can forget it.
import 'server-only';
import { env } from '@/lib/env';
import { ACTIONS, ANYONE, can, type Action } from '@/lib/permissions';
import { ROLES } from '@/lib/roles';
import { MFA_MESSAGES, isMfaRole, takesPart } from '@/lib/mfa/constants';
import type { Actor } from '@/server/auth/actor';
import { AppError } from '@/server/http/errors';
import { mfaGateOf } from './queries';

/** Header on the refusal, so a client can tell it from other 403s and offer the setup page. */
export const MFA_REFUSAL_HEADER = 'x-renew-mfa';

/** Setting MFA up must stay possible while it is required. */
const SETUP_ACTIONS: ReadonlySet<Action> = new Set<Action>(['mfa.manage']);

/**
 * An action counts as administration unless it is one's own account's (every role may: profile, notifications, my
 * data, sign-out) or — for the coordinator levels, who also take part in their promotion — a participant's.
 */
export function isAdministrativeAction(role: Actor['role'], action: Action): boolean {
  if (ACTIONS[action] === ANYONE || SETUP_ACTIONS.has(action)) return false;
  if (ROLES.every((r) => can(r, action))) return false;
  return takesPart(role) ? !can('User', action) : true;
}

/** Must this account set MFA up before it may administer? (One query, for administrative roles only.) */
export async function mfaSetupRequired(actor: Actor): Promise<boolean> {
  if (!isMfaRole(actor.role)) return false;
  // Masters belong to no organization: without the setting nothing can require it of them (no query).
  if (actor.role === 'Master' && !env().MFA_REQUIRED_FOR_MASTERS) return false;
  const gate = await mfaGateOf(actor);
  return gate.required && !gate.enrolled;
}

/** The route wrapper's step: 403 with the setup message for an administrative call of an unenrolled administrator. */
export async function refuseWithoutMfa(actor: Actor | null, action: Action, headers: Record<string, string>): Promise<void> {
  if (!actor || !isMfaRole(actor.role) || !isAdministrativeAction(actor.role, action)) return;
  if (await mfaSetupRequired(actor)) throw new AppError(403, MFA_MESSAGES.required, { ...headers, [MFA_REFUSAL_HEADER]: 'setup-required' });
}
