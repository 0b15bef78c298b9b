// Signing in by OpenID Connect on a promotion's host (docs/sso.md):
// 1. GET /api/sso/login: discovery, then a one-time state (PKCE verifier, nonce) and a redirect to the provider.
//    An organization with only the legacy login URL (sso_login_url) is sent there instead.
// 2. GET /api/sso/callback on the same host: the state taken (once), the code exchanged with state, PKCE and nonce
//    checked, the claims mapped, the account found or provisioned (provision.ts), and an ordinary session opened
//    exactly as the password sign-in opens one. Every failure is a redirect to the friendly /sso/error page.
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { createSessionCookie, type CookieSpec } from '@/server/auth/session';
import { logger } from '@/server/platform/logger';
import { safeReturnTo } from '@/server/pages/routing';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { authorizationStart, describeProviderError, exchangeCode, providerConfig } from './provider';
import { CALLBACK_PATH, findOidcConfig, providerSettingsOf } from './settings';
import { STATE_MINUTES, storeState, type TakenState } from './states';
import { mapClaims } from './claims';
import { provisionAccount, SsoFailure } from './provision';

/** This host's origin as the browser sees it (the host header was already matched to the promotion). */
export const originOf = (hostHeader: string) => `${env().APP_PROTOCOL}://${hostHeader}`;

/**
 * Only a path of this site, by the password sign-in's own rule (server/pages/routing.ts): anything else would make the
 * sign-in an open redirect — and not only '//evil' (a browser drops tabs and newlines and reads '\\' as '/').
 */
const returnPath = (value: string | null | undefined): string => safeReturnTo(value) ?? '/';

/**
 * The browser binding of a sign-in: the state itself, in an httpOnly cookie only the callback receives. Without it
 * someone could start a sign-in with their own account and have another person's browser finish it (login CSRF): that
 * person would then be signed in as them, and what they log would be theirs.
 */
export const BINDING_COOKIE = 'renew.sso-binding';

export function bindingCookie(state: string): CookieSpec {
  return {
    name: BINDING_COOKIE, value: state,
    options: { httpOnly: true, sameSite: 'lax', secure: env().APP_PROTOCOL === 'https', path: CALLBACK_PATH, maxAge: STATE_MINUTES * 60 },
  };
}

/** Does the callback's browser hold the binding of this state? (Constant time.) */
export function boundToBrowser(state: string, cookieValue: string | undefined): boolean {
  if (!cookieValue) return false;
  const a = Buffer.from(state);
  const b = Buffer.from(cookieValue);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where to send the browser (the provider, or the legacy login URL) and, for OpenID Connect, the binding cookie. */
export async function startSignIn(promotion: ResolvedPromotion, hostHeader: string, returnTo: string | null | undefined): Promise<{ location: string; binding: CookieSpec | null }> {
  if (!promotion.organization.is_sso_enabled) throw new SsoFailure('not_configured');
  const row = await findOidcConfig(promotion.organization.id);
  if (!row) {
    if (promotion.organization.sso_login_url) return { location: promotion.organization.sso_login_url, binding: null };
    throw new SsoFailure('not_configured');
  }
  const settings = providerSettingsOf(row);
  let config;
  try {
    config = await providerConfig(settings);
  } catch (error) {
    logger.warn('sso: discovery failed', { organization_id: row.organization_id, reason: describeProviderError(error) });
    throw new SsoFailure('provider');
  }
  const redirectUri = `${originOf(hostHeader)}${CALLBACK_PATH}`;
  const start = await authorizationStart(config, settings, redirectUri);
  await storeState({
    state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, organizationId: row.organization_id,
    promotionId: promotion.id, purpose: 'login', redirectUri, returnTo: returnPath(returnTo),
  });
  return { location: start.url, binding: bindingCookie(start.state) };
}

/** The provider's answer on the callback URL, as registered (the query as received). */
export function callbackUrl(taken: TakenState, search: string): URL {
  return new URL(`${taken.redirectUri}${search}`);
}

export async function finishSignIn(taken: TakenState, promotion: ResolvedPromotion, search: string, cookieHeader: string | null): Promise<{ cookie: CookieSpec; location: string }> {
  if (taken.purpose !== 'login' || taken.promotionId !== promotion.id) throw new SsoFailure('wrong_host');
  const row = await findOidcConfig(taken.organizationId);
  if (!row || row.organization_id !== promotion.organization.id) throw new SsoFailure('not_configured');
  let claims: Record<string, unknown>;
  try {
    const config = await providerConfig(providerSettingsOf(row));
    claims = await exchangeCode(config, callbackUrl(taken, search), taken);
  } catch (error) {
    logger.warn('sso: sign-in refused', { promotion_id: promotion.id, reason: describeProviderError(error) });
    throw new SsoFailure('provider');
  }
  const account = await provisionAccount(promotion, mapClaims(claims, row), claims, cookieHeader);
  const cookie = await createSessionCookie({ userId: account.id, stay: false, sessionVersion: account.session_version, promotionId: promotion.id });
  return { cookie, location: returnPath(taken.returnTo) };
}
