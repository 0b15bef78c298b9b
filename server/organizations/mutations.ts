// Creating and changing organizations, each with its audit row in the same transaction. The wskey (the single
// sign-on web-service key) is generated here and handed back once, by create and rotate only.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import type { OrganizationValues } from '@/lib/organizations/schemas';
import type { Actor } from '@/server/auth/actor';
import { mayAssignReseller } from '@/server/auth/abilities';
import { recordAudit } from '@/server/audit/record';
import { db, type Tx } from '@/server/db';
import { Invalid } from '@/server/platform/errors';
import { refuseUnrunnablePattern } from '@/server/security/password-pattern';
import { forgetCachedPromotions } from '@/server/tenancy/promotion-context';
import { findOrganization } from './queries';
import { auditFields, organizationSelect, type OrganizationRow } from './serialize';

interface Source { actor: Actor; ip: string | null }

/** 32 random bytes, URL-safe: what the organization's SSO system presents. */
export const newWskey = () => randomBytes(32).toString('base64url');

/**
 * Single sign-on needs somewhere to sign in: the legacy login URL, or OpenID Connect settings (docs/sso.md), which a
 * new organization cannot have yet.
 */
async function checkSsoTarget(tx: Tx, id: number | null, values: OrganizationValues): Promise<void> {
  if (!values.is_sso_enabled || values.sso_login_url) return;
  const oidc = id === null ? null : await tx.organizationOidcConfig.findUnique({ where: { organization_id: id }, select: { organization_id: true } });
  if (!oidc) throw new Invalid(M.ssoUrlRequired);
}

async function checkReseller(tx: Tx, actor: Actor, resellerId: number | null): Promise<void> {
  if (!mayAssignReseller(actor, resellerId)) throw new Invalid(M.resellerNotAllowed);
  if (resellerId !== null && !(await tx.reseller.findUnique({ where: { id: resellerId }, select: { id: true } }))) {
    throw new Invalid(M.resellerUnknown);
  }
}

/** A reseller's new organization is its own whatever the form said (the form has no choice for it). */
export async function createOrganization(source: Source, values: OrganizationValues): Promise<{ row: OrganizationRow; wskey: string }> {
  refuseUnrunnablePattern(values.password_regular_expression_string);
  const data = { ...values, reseller_id: source.actor.role === 'Reseller' ? source.actor.reseller_id : values.reseller_id };
  const wskey = newWskey();
  const row = await db.$transaction(async (tx) => {
    await checkReseller(tx, source.actor, data.reseller_id);
    await checkSsoTarget(tx, null, data);
    const created = await tx.organization.create({ data: { ...data, wskey }, select: organizationSelect });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'create', recordType: 'Organization', recordId: created.id,
      organizationId: created.id, after: auditFields(created),
    });
    return created as OrganizationRow;
  });
  return { row, wskey };
}

export async function updateOrganization(source: Source, id: number, values: OrganizationValues): Promise<OrganizationRow> {
  refuseUnrunnablePattern(values.password_regular_expression_string);
  const before = await findOrganization(source.actor, id);
  const row = await db.$transaction(async (tx) => {
    if (values.reseller_id !== before.reseller_id) await checkReseller(tx, source.actor, values.reseller_id);
    await checkSsoTarget(tx, id, values);
    const after = await tx.organization.update({ where: { id }, data: values, select: organizationSelect });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'update', recordType: 'Organization', recordId: id,
      organizationId: id, before: auditFields(before), after: auditFields(after),
    });
    return after as OrganizationRow;
  });
  // Its promotions carry the organization's password rule, SSO and flags: every process drops them before we answer.
  await forgetCachedPromotions();
  return row;
}

/** A new key replaces the old one at once (the old one stops working); the answer is the only place it shows. */
export async function rotateWskey(source: Source, id: number): Promise<{ row: OrganizationRow; wskey: string }> {
  const before = await findOrganization(source.actor, id);
  const wskey = newWskey();
  const row = await db.$transaction(async (tx) => {
    const after = await tx.organization.update({ where: { id }, data: { wskey }, select: organizationSelect });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'rotate_wskey', recordType: 'Organization', recordId: id,
      organizationId: id, before: { wskey: before.wskey }, after: { wskey },
    });
    return after as OrganizationRow;
  });
  return { row, wskey };
}
