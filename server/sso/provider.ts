// Talking to an organization's OpenID provider with openid-client (docs/sso.md): discovery (cached per issuer),
// the authorization URL with PKCE, state and nonce, and the code exchange that checks all three and the ID token.
import 'server-only';
import * as oidc from 'openid-client';
import { env } from '@/lib/env';
import { guardedFetch } from '@/server/security/outbound-url';

/** The settings one exchange needs: the stored ones, or the form's during a Test. */
export interface ProviderSettings {
  issuer: string;
  client_id: string;
  client_secret: string | null;
  scopes: string;
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const TIMEOUT_SECONDS = 10;
const discovered = new Map<string, { at: number; metadata: oidc.ServerMetadata }>();

/**
 * Plain http only where OUTBOUND_ALLOW_PRIVATE_NETWORK is set (development and tests: a provider on this machine).
 * Everywhere else every request — discovery, token, userinfo, keys — goes through the outbound guard: https, public
 * addresses only, checked at connection time (docs/decisions/011-outbound-requests.md). openid-client follows no
 * redirect itself (it asks for redirect: 'manual'), so a redirect is an error, never a hop to somewhere else.
 */
function insecureAllowed(issuer: string): boolean {
  return env().OUTBOUND_ALLOW_PRIVATE_NETWORK && new URL(issuer).protocol === 'http:';
}

const fetchThroughGuard: oidc.CustomFetch = (url, options) => guardedFetch(url, options);

function clientAuthentication(metadata: oidc.ServerMetadata, secret: string | null): oidc.ClientAuth {
  if (!secret) return oidc.None();
  const methods = metadata.token_endpoint_auth_methods_supported;
  // client_secret_basic is the default of the specification; post only for a provider that lacks it.
  if (!methods || methods.includes('client_secret_basic')) return oidc.ClientSecretBasic(secret);
  return oidc.ClientSecretPost(secret);
}

/** Discovery, then a client configuration for these settings. Throws when the issuer cannot be discovered. */
export async function providerConfig(settings: ProviderSettings, fresh = false): Promise<oidc.Configuration> {
  const hit = discovered.get(settings.issuer);
  let metadata = !fresh && hit && Date.now() - hit.at < DISCOVERY_TTL_MS ? hit.metadata : null;
  if (!metadata) {
    const found = await oidc.discovery(new URL(settings.issuer), settings.client_id, undefined, undefined, {
      execute: insecureAllowed(settings.issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: TIMEOUT_SECONDS,
      [oidc.customFetch]: fetchThroughGuard,
    });
    metadata = found.serverMetadata();
    discovered.set(settings.issuer, { at: Date.now(), metadata });
  }
  const config = new oidc.Configuration(metadata, settings.client_id, undefined, clientAuthentication(metadata, settings.client_secret));
  if (insecureAllowed(settings.issuer)) oidc.allowInsecureRequests(config);
  config[oidc.customFetch] = fetchThroughGuard;
  config.timeout = TIMEOUT_SECONDS;
  return config;
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationStart(config: oidc.Configuration, settings: ProviderSettings, redirectUri: string, extra: Record<string, string> = {}): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * The code exchange: state, PKCE and nonce checked, the ID token validated; then the userinfo answer merged over the
 * ID token's claims (same subject), as providers put profile claims in either.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier, expectedState: expected.state, expectedNonce: expected.nonce, idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('The provider sent no ID token.');
  const claims: Record<string, unknown> = { ...idClaims };
  if (config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    Object.assign(claims, info);
  }
  for (const name of ['aud', 'exp', 'iat', 'auth_time', 'at_hash', 'c_hash', 'sid', 'azp', 'nonce']) delete claims[name];
  return claims;
}

/** Where the provider signs the person out (its end_session_endpoint), or null. */
export async function endSessionUrl(settings: ProviderSettings): Promise<string | null> {
  try {
    const config = await providerConfig(settings);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, { client_id: settings.client_id }).href;
  } catch {
    return null;
  }
}

/** What the Test tells the administrator about any failure other than an OAuth answer of the provider. */
export const PROVIDER_UNREACHABLE = 'The provider could not be reached, or did not answer as an OpenID provider. Check the issuer URL (https, reachable from the internet); the server log has the details.';

/**
 * A provider failure as the Test shows it: the provider's own OAuth answers (a refused client, a refused sign-in) in
 * words an administrator can act on; everything else — a closed port, a non-HTTP service, an unexpected answer, a TLS
 * or DNS failure, a refused address — as one generic sentence, so the Test cannot be used to map a network. The detail
 * goes to the server log (describeProviderError).
 */
export function providerErrorForClient(error: unknown): string {
  const oauthAnswer = error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError
    || error instanceof oidc.AuthorizationResponseError;
  return oauthAnswer ? describeProviderError(error) : PROVIDER_UNREACHABLE;
}

/** A provider failure in detail, for the server log; never includes a secret. */
export function describeProviderError(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) {
    if (error.error === 'invalid_client') return 'The provider refused the client ID or secret (invalid_client).';
    return `The provider answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}.`;
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    // A 401 with a challenge: what providers answer a client that failed to authenticate (RFC 6749 §5.2).
    const code = error.cause.find((c) => c.parameters.error)?.parameters.error;
    if (code === 'invalid_client' || error.status === 401) return 'The provider refused the client ID or secret (invalid_client).';
    return `The provider answered ${code ?? `HTTP ${error.status}`}.`;
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    return `The provider refused the sign-in: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}.`;
  }
  if (error instanceof oidc.ClientError) {
    const cause = (error.cause as { message?: string } | undefined)?.message;
    return `${error.message}${cause ? ` (${cause})` : ''}`;
  }
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return 'The provider did not answer in time.';
  if (err?.cause?.code) return `The provider could not be reached (${err.cause.code}).`;
  if (err?.message === 'fetch failed') return 'The provider could not be reached.';
  return err?.message ? String(err.message).slice(0, 300) : 'Unknown error.';
}
