// The audit trail's one writer (docs/administration-access.md "Audit trail"). Every administrative change — create,
// update, delete, flag toggle, unlock — calls recordAudit inside the transaction that makes the change, so the row
// exists exactly when the change does. Only the fields that changed are kept, and secrets never reach the table:
// a changed wskey or password hash shows as changed, never as its value.
import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { DbClient } from '@/server/db';

type Json = Prisma.InputJsonValue;

export type AuditAction = 'create' | 'update' | 'delete' | 'toggle' | 'unlock';

export interface AuditEntry {
  actorId: number;
  action: AuditAction | (string & {});
  /** "Organization", "Promotion", "Reseller", "User", … */
  recordType: string;
  recordId: number | string;
  promotionId?: number | null;
  organizationId?: number | null;
  /** The record's fields before the change (null for a create); only the changed ones are stored. */
  before?: Record<string, unknown> | null;
  /** The record's fields after the change (null for a delete); only the changed ones are stored. */
  after?: Record<string, unknown> | null;
  /** The real client address: `ctx.ip` in a route handler, or clientAddressOf(request) (server/http/client-address.ts). */
  ip?: string | null;
}

/** What a secret shows as in the trail. */
export const AUDIT_MASK = '[hidden]';

/** Field names whose values are secrets: the SSO web-service key, password hashes, tokens. */
const SECRET_FIELD = /(^|_)(wskey|password|password_hash|hash|token|secret|api_key)$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** Writes one audit row in the caller's transaction. An update that changed nothing writes nothing. */
export async function recordAudit(tx: DbClient, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before ?? null, entry.after ?? null);
  if (entry.action === 'update' && entry.before && entry.after && before === null && after === null) return;
  await tx.auditEvent.create({
    data: {
      actor_id: entry.actorId,
      action: entry.action,
      record_type: entry.recordType,
      record_id: String(entry.recordId),
      promotion_id: entry.promotionId ?? null,
      organization_id: entry.organizationId ?? null,
      before: before ?? undefined,
      after: after ?? undefined,
      ip: entry.ip ? entry.ip.slice(0, 64) : null,
    },
  });
}

/** The actor and address of a route context, spread into an entry: `recordAudit(tx, { ...auditSource(ctx), … })`. */
export function auditSource(ctx: { actor: { id: number }; ip: string }): { actorId: number; ip: string | null } {
  return { actorId: ctx.actor.id, ip: ctx.ip === 'unknown' ? null : ctx.ip };
}

type Fields = Record<string, Json | null>;

/**
 * Keeps the fields whose values differ (nested plain objects such as `flags` are compared key by key), with secrets
 * masked. With only one side (create, delete) every field of that side is kept.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) {
    return { before: before ? maskAll(before) : null, after: after ? maskAll(after) : null };
  }
  const outBefore: Fields = {};
  const outAfter: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = plain(before[key]);
    const b = plain(after[key]);
    if (isObject(a) && isObject(b)) {
      const nested = changedFields(a, b);
      if (nested.before) outBefore[key] = nested.before;
      if (nested.after) outAfter[key] = nested.after;
      continue;
    }
    if (sameValue(a, b)) continue;
    outBefore[key] = isSecretField(key) ? maskOf(a) : a;
    outAfter[key] = isSecretField(key) ? maskOf(b) : b;
  }
  const none = Object.keys(outBefore).length === 0 && Object.keys(outAfter).length === 0;
  return none ? { before: null, after: null } : { before: outBefore, after: outAfter };
}

function maskAll(fields: Record<string, unknown>): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    const v = plain(value);
    out[key] = isSecretField(key) ? maskOf(v) : isObject(v) ? maskAll(v) : v;
  }
  return out;
}

/** A secret that was set shows as the mask; an empty one as null, so "set" and "cleared" still read apart. */
function maskOf(value: Json | null): Json | null {
  return value === null || value === '' ? null : AUDIT_MASK;
}

/** Dates as ISO text, big numbers and decimals as text, undefined as null: what a JSON column keeps. */
function plain(value: unknown): Json | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return plain((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map((v) => plain(v)) as Json;
  if (typeof value === 'object') {
    const out: Record<string, Json | null> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = plain(v);
    return out as Json;
  }
  return value as Json;
}

function isObject(value: Json | null): value is Record<string, Json | null> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: Json | null, b: Json | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
