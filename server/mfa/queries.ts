// Reads of MFA (docs/mfa.md): an account's state, and whether it must use MFA.
import 'server-only';
import { env } from '@/lib/env';
import { isMfaRole, takesPart, type MfaStatus } from '@/lib/mfa/constants';
import type { Actor } from '@/server/auth/actor';
import { db } from '@/server/db';
import { mfaGateSql } from './sql';

export interface MfaGate {
  enrolled: boolean;
  required: boolean;
}

/**
 * Whether the account has MFA and whether it must. Coordinator levels follow their promotion's organization,
 * resellers any organization of their reseller, super coordinators any organization of a promotion they cover;
 * masters belong to no organization: MFA_REQUIRED_FOR_MASTERS decides. Roles without MFA: neither.
 */
export async function mfaGateOf(actor: Actor): Promise<MfaGate> {
  if (!isMfaRole(actor.role)) return { enrolled: false, required: false };
  const row = await mfaGateSql.first(db, {
    userId: actor.id,
    promotionId: takesPart(actor.role) ? actor.promotion_id : null,
    resellerId: actor.role === 'Reseller' ? actor.reseller_id : null,
    coversPromotions: actor.role === 'Super Coordinator',
  });
  const required = actor.role === 'Master' ? env().MFA_REQUIRED_FOR_MASTERS : row?.required === true;
  return { enrolled: row?.enrolled === true, required };
}

export async function isMfaEnabled(userId: number): Promise<boolean> {
  const row = await db.userMfa.findUnique({ where: { user_id: userId }, select: { enabled_at: true } });
  return !!row?.enabled_at;
}

export async function mfaStatusOf(actor: Actor): Promise<MfaStatus> {
  const [row, left, gate] = await Promise.all([
    db.userMfa.findUnique({ where: { user_id: actor.id }, select: { enabled_at: true } }),
    db.mfaRecoveryCode.count({ where: { user_id: actor.id, used_at: null } }),
    mfaGateOf(actor),
  ]);
  const enabledAt = row?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? left : 0,
    required: gate.required,
    available: isMfaRole(actor.role),
  };
}
