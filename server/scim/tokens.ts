// The organization's SCIM bearer token (docs/scim.md): random, shown once, stored as its SHA-256 only. Rotating
// replaces it, so the token a provider held stops working at once. last_used_at is written at most once a minute.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/server/db';

const PREFIX = 'scim_';
const TOUCH_EVERY_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ScimTokenStatus {
  hint: string;
  created_at: string;
  last_used_at: string | null;
}

export async function scimTokenStatus(organizationId: number): Promise<ScimTokenStatus | null> {
  const row = await db.scimToken.findUnique({ where: { organization_id: organizationId } });
  return row ? { hint: row.token_hint, created_at: row.created_at.toISOString(), last_used_at: row.last_used_at?.toISOString() ?? null } : null;
}

/** A new token for the organization (the first, or a rotation). The only time the token itself is returned. */
export async function issueScimToken(organizationId: number): Promise<{ token: string; status: ScimTokenStatus }> {
  const token = PREFIX + randomBytes(32).toString('base64url');
  const data = { token_hash: hashOf(token), token_hint: token.slice(-4), created_at: new Date(), last_used_at: null };
  const row = await db.scimToken.upsert({ where: { organization_id: organizationId }, create: { organization_id: organizationId, ...data }, update: data });
  return { token, status: { hint: row.token_hint, created_at: row.created_at.toISOString(), last_used_at: null } };
}

export async function revokeScimToken(organizationId: number): Promise<void> {
  await db.scimToken.deleteMany({ where: { organization_id: organizationId } });
}

/** The organization a bearer token belongs to, or null. The lookup is by hash, so timing says nothing of the token. */
export async function organizationOfScimToken(authorization: string | null): Promise<number | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match || !match[1]!.startsWith(PREFIX) || match[1]!.length > 200) return null;
  const row = await db.scimToken.findUnique({ where: { token_hash: hashOf(match[1]!) }, select: { organization_id: true, last_used_at: true } });
  if (!row) return null;
  const now = Date.now();
  if (!row.last_used_at || now - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db.scimToken.updateMany({ where: { organization_id: row.organization_id }, data: { last_used_at: new Date(now) } });
  }
  return row.organization_id;
}
