// Request gates: checks and records that belong to features (viewing as someone, MFA owed) but run on every request.
// The route wrapper knows only this interface; the composition root registers the features' gates
// (server/composition/request-gates.ts), so server/http names no feature for them.
import type { Action } from '@/lib/permissions';
import type { Actor } from '@/server/auth/actor';
import type { SessionClaims } from '@/server/auth/session';

/** A 403 a gate asks for: its message, and headers that tell a client which refusal it is. */
export interface GateRefusal {
  message: string;
  headers?: Record<string, string>;
}

export interface AnsweredMutation {
  method: string;
  path: string;
  status: number;
  ip: string | null;
  promotionId: number | null;
}

export interface RequestGate {
  /** Right after authentication, before the scope is resolved (an action closed while viewing as someone). */
  session?(session: SessionClaims, action: Action): GateRefusal | null;
  /** After the scope and the action's permission, before any input is read (an administrator who owes MFA). */
  actor?(actor: Actor | null, action: Action): Promise<GateRefusal | null>;
  /** After a signed-in mutation was answered, whatever its status (the audit trail of a view-as). */
  answered?(session: SessionClaims, mutation: AnsweredMutation): Promise<void>;
}

const registered: RequestGate[] = [];

/** The composition root's call, once per process: the gates every request passes, in order. */
export function registerRequestGates(gates: RequestGate[]): void {
  registered.splice(0, registered.length, ...gates);
}

export function requestGates(): readonly RequestGate[] {
  return registered;
}
