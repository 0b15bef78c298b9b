// An organization's OpenID Connect settings (docs/sso.md): read and saved by the organization form, within the
// organizations the account administers (another reseller's is a 404). The client secret is write-only: stored
// sealed, answered only as has_client_secret, masked in the audit trail.
import 'server-only';
import type { Actor } from '@/server/auth/actor';
import { recordAudit } from '@/server/audit/record';
import { db } from '@/server/db';
import { findOrganization } from '@/server/organizations/queries';
import { appOrigin } from '@/server/mail/urls';
import { Invalid } from '@/server/platform/errors';
import { checkOutboundUrl, OutboundUrlError } from '@/server/security/outbound-url';
import { SSO_MESSAGES as M } from '@/lib/sso/messages';
import type { OidcSettings } from '@/lib/sso/types';
import type { OidcSettingsValues } from '@/lib/sso/schemas';
import { seal, unseal } from './secrets';
import type { ProviderSettings } from './provider';

export const CALLBACK_PATH = '/api/sso/callback';

export const oidcConfigSelect = {
  organization_id: true, issuer: true, client_id: true, client_secret_encrypted: true, scopes: true,
  identifier_claim: true, email_claim: true, first_name_claim: true, last_name_claim: true,
} as const;
export interface OidcConfigRow {
  organization_id: number; issuer: string; client_id: string; client_secret_encrypted: string | null; scopes: string;
  identifier_claim: string; email_claim: string; first_name_claim: string; last_name_claim: string;
}
export type ClaimMapping = Pick<OidcConfigRow, 'identifier_claim' | 'email_claim' | 'first_name_claim' | 'last_name_claim'>;

export function findOidcConfig(organizationId: number): Promise<OidcConfigRow | null> {
  return db.organizationOidcConfig.findUnique({ where: { organization_id: organizationId }, select: oidcConfigSelect });
}

export function providerSettingsOf(row: OidcConfigRow): ProviderSettings {
  return { issuer: row.issuer, client_id: row.client_id, client_secret: unseal(row.client_secret_encrypted), scopes: row.scopes };
}

/** Where the provider must be allowed to send people back: every promotion host of the organization, and the dashboard. */
async function redirectUris(organizationId: number): Promise<string[]> {
  const promotions = await db.promotion.findMany({ where: { organization_id: organizationId }, select: { subdomain: true }, orderBy: { id: 'asc' }, take: 200 });
  return [...promotions.map((p) => `${appOrigin(p.subdomain)}${CALLBACK_PATH}`), `${appOrigin(null)}${CALLBACK_PATH}`];
}

function serialize(organizationId: number, row: OidcConfigRow | null, uris: string[]): OidcSettings {
  return {
    organization_id: organizationId,
    configured: row !== null,
    issuer: row?.issuer ?? '',
    client_id: row?.client_id ?? '',
    has_client_secret: !!row?.client_secret_encrypted,
    scopes: row?.scopes ?? 'openid email profile',
    identifier_claim: row?.identifier_claim ?? 'sub',
    email_claim: row?.email_claim ?? 'email',
    first_name_claim: row?.first_name_claim ?? 'given_name',
    last_name_claim: row?.last_name_claim ?? 'family_name',
    redirect_uris: uris,
  };
}

export async function readOidcSettings(actor: Actor, organizationId: number): Promise<OidcSettings> {
  await findOrganization(actor, organizationId);
  const [row, uris] = await Promise.all([findOidcConfig(organizationId), redirectUris(organizationId)]);
  return serialize(organizationId, row, uris);
}

const audited = (row: OidcConfigRow | null) => row && {
  issuer: row.issuer, client_id: row.client_id, scopes: row.scopes, identifier_claim: row.identifier_claim, email_claim: row.email_claim,
  first_name_claim: row.first_name_claim, last_name_claim: row.last_name_claim,
  // Masked by the audit writer; its change is still visible as a change.
  client_secret: row.client_secret_encrypted ? 'set' : null,
};

/**
 * The stored secret, when the form typed none and did not clear it — for the issuer it was entered for only. Kept for
 * another issuer, it would be sent to that issuer's token endpoint: whoever may edit the form could read the
 * write-only secret off their own server.
 */
export function storedSecretFor(
  stored: { issuer: string; client_secret_encrypted: string | null } | null,
  values: OidcSettingsValues,
  refusal: string[] = [M.secretForAnotherIssuer],
): string | null {
  if (values.client_secret || values.clear_client_secret || !stored?.client_secret_encrypted) return null;
  if (stored.issuer !== values.issuer) throw new Invalid(refusal);
  return stored.client_secret_encrypted;
}

/**
 * An issuer the server may call: https, and not an address of this machine or its network (docs/sso.md "Reaching the
 * provider"). Checked without the network here; the connection itself is checked again at every request.
 */
export function assertReachableIssuer(issuer: string): void {
  try {
    checkOutboundUrl(issuer);
  } catch (error) {
    if (error instanceof OutboundUrlError) throw new Invalid(M.issuerNotPublic);
    throw error;
  }
}

export async function saveOidcSettings(source: { actor: Actor; ip: string | null }, organizationId: number, values: OidcSettingsValues): Promise<OidcSettings> {
  await findOrganization(source.actor, organizationId);
  assertReachableIssuer(values.issuer);
  const { client_secret, clear_client_secret, ...fields } = values;
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.organizationOidcConfig.findUnique({ where: { organization_id: organizationId }, select: oidcConfigSelect });
    const secret = client_secret ? seal(client_secret) : storedSecretFor(before, values);
    const after = await tx.organizationOidcConfig.upsert({
      where: { organization_id: organizationId },
      create: { organization_id: organizationId, ...fields, client_secret_encrypted: secret },
      update: { ...fields, client_secret_encrypted: secret },
      select: oidcConfigSelect,
    });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: before ? 'update' : 'create', recordType: 'OrganizationOidcConfig',
      recordId: organizationId, organizationId, before: audited(before), after: audited(after),
    });
    return after;
  });
  return serialize(organizationId, saved, await redirectUris(organizationId));
}

export async function deleteOidcSettings(source: { actor: Actor; ip: string | null }, organizationId: number): Promise<void> {
  await findOrganization(source.actor, organizationId);
  await db.$transaction(async (tx) => {
    const before = await tx.organizationOidcConfig.findUnique({ where: { organization_id: organizationId }, select: oidcConfigSelect });
    if (!before) return;
    await tx.organizationOidcConfig.delete({ where: { organization_id: organizationId } });
    await recordAudit(tx, {
      actorId: source.actor.id, ip: source.ip, action: 'delete', recordType: 'OrganizationOidcConfig', recordId: organizationId,
      organizationId, before: audited(before),
    });
  });
}
