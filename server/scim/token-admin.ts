// The SCIM token on the organization form (docs/scim.md): its state, a new one (shown once), revoking it. Only who
// administers the organization (masters; a reseller its own) reaches it; every change is audited.
import 'server-only';
import type { Actor } from '@/server/auth/actor';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { findOrganization } from '@/server/organizations/queries';
import type { ScimTokenState } from '@/lib/scim/types';
import { issueScimToken, revokeScimToken, scimTokenStatus } from './tokens';

interface Source {
  actor: Actor;
  ip: string | null;
}

async function stateOf(organizationId: number): Promise<ScimTokenState> {
  const [token, users, active] = await Promise.all([
    scimTokenStatus(organizationId),
    db.scimUser.count({ where: { organization_id: organizationId } }),
    db.scimUser.count({ where: { organization_id: organizationId, active: true } }),
  ]);
  return { token, users, active_users: active };
}

export async function readScimToken(actor: Actor, organizationId: number): Promise<ScimTokenState> {
  await findOrganization(actor, organizationId);
  return stateOf(organizationId);
}

/** Issues the first token or rotates it: the old one stops working now. */
export async function rotateScimToken(source: Source, organizationId: number): Promise<ScimTokenState & { secret: string }> {
  await findOrganization(source.actor, organizationId);
  const { token } = await issueScimToken(organizationId);
  await recordAudit(db, {
    actorId: source.actor.id, ip: source.ip, action: 'rotate_scim_token', recordType: 'Organization', recordId: organizationId,
    organizationId, after: { scim_token: 'set' },
  });
  return { ...(await stateOf(organizationId)), secret: token };
}

export async function deleteScimToken(source: Source, organizationId: number): Promise<void> {
  await findOrganization(source.actor, organizationId);
  await revokeScimToken(organizationId);
  await recordAudit(db, {
    actorId: source.actor.id, ip: source.ip, action: 'revoke_scim_token', recordType: 'Organization', recordId: organizationId,
    organizationId, before: { scim_token: 'set' }, after: { scim_token: null },
  });
}
