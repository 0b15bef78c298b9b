// Where a participant of an SSO organization goes after logging out (docs/sso.md): the organization's SSO redirect
// (organization.sso_redirect) when it has one, else its OpenID provider's end_session_endpoint, else nowhere special.
// Not after an impersonation: the administrator must not be signed out of the participant's provider.
import 'server-only';
import { readCookie } from '@/server/auth/current-user';
import { impersonationCookieName, readSessionToken } from '@/server/auth/session';
import { db } from '@/server/db';
import { findOidcConfig, providerSettingsOf } from './settings';
import { endSessionUrl } from './provider';

export async function ssoLogoutTarget(cookieHeader: string | null): Promise<string | null> {
  if (readCookie(cookieHeader, impersonationCookieName())) return null;
  const claims = await readSessionToken(readCookie(cookieHeader));
  if (!claims?.promotionId) return null;
  const promotion = await db.promotion.findUnique({
    where: { id: claims.promotionId }, select: { organization: { select: { id: true, is_sso_enabled: true, sso_redirect: true } } },
  });
  const org = promotion?.organization;
  if (!org?.is_sso_enabled) return null;
  if (org.sso_redirect) return org.sso_redirect;
  const row = await findOidcConfig(org.id);
  return row ? endSessionUrl(providerSettingsOf(row)) : null;
}
