// An organization's MFA requirement (docs/mfa.md "Enforcement"): a row in mfa_required_organizations. Masters set it on
// the organization form; resellers read it for their own organizations.
import 'server-only';
import { MFA_MESSAGES, type OrganizationMfaPolicy } from '@/lib/mfa/constants';
import type { Actor } from '@/server/auth/actor';
import { mayAdministerOrganization } from '@/server/auth/abilities';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { NotFound } from '@/server/platform/errors';
import { unenrolledAdministratorsSql } from './sql';

async function requireOrganization(actor: Actor, id: number): Promise<void> {
  const organization = await db.organization.findUnique({ where: { id }, select: { id: true, reseller_id: true } });
  if (!organization || !mayAdministerOrganization(actor, organization)) throw new NotFound(MFA_MESSAGES.organizationNotFound);
}

async function policyOf(id: number): Promise<OrganizationMfaPolicy> {
  const [required, unenrolled] = await Promise.all([
    db.mfaRequiredOrganization.findUnique({ where: { organization_id: id }, select: { organization_id: true } }),
    unenrolledAdministratorsSql.first(db, id),
  ]);
  return { organization_id: id, require_mfa: required !== null, unenrolled_administrators: unenrolled?.count ?? 0 };
}

export async function organizationMfaPolicy(actor: Actor, id: number): Promise<OrganizationMfaPolicy> {
  await requireOrganization(actor, id);
  return policyOf(id);
}

export async function setOrganizationMfa(source: { actor: Actor; ip: string }, id: number, requireMfa: boolean): Promise<OrganizationMfaPolicy> {
  await requireOrganization(source.actor, id);
  await db.$transaction(async (tx) => {
    const before = await tx.mfaRequiredOrganization.findUnique({ where: { organization_id: id }, select: { organization_id: true } });
    if ((before !== null) === requireMfa) return;
    if (requireMfa) await tx.mfaRequiredOrganization.create({ data: { organization_id: id, created_by_id: source.actor.id } });
    else await tx.mfaRequiredOrganization.delete({ where: { organization_id: id } });
    await recordAudit(tx, {
      actorId: source.actor.id, action: 'update', recordType: 'Organization', recordId: id, organizationId: id,
      before: { require_mfa: before !== null }, after: { require_mfa: requireMfa }, ip: source.ip,
    });
  });
  return policyOf(id);
}
