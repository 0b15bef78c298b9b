// The organization form's Test (docs/sso.md): discovery at once, then a full sign-in round trip in a new window —
// the administrator signs in at the provider, which sends them back to the dashboard's callback, where the code is
// exchanged exactly as at a participant's sign-in — and a report of what came back: every claim, the mapped fields
// and each promotion's SSO extras. Failures say 'Failed test!' with the reason. Nobody is signed in by a test.
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Actor } from '@/server/auth/actor';
import { db, type Prisma } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { findOrganization } from '@/server/organizations/queries';
import { SSO_MESSAGES as M } from '@/lib/sso/messages';
import type { OidcSettingsValues } from '@/lib/sso/schemas';
import type { SsoKeyTestResult, SsoTestReport, SsoTestRun } from '@/lib/sso/types';
import { logger } from '@/server/platform/logger';
import { authorizationStart, describeProviderError, exchangeCode, providerConfig, providerErrorForClient, type ProviderSettings } from './provider';
import { CALLBACK_PATH, findOidcConfig, storedSecretFor, type ClaimMapping } from './settings';
import { randomToken, seal, unseal } from './secrets';
import { storeState, type TakenState } from './states';
import { evaluateExtras, mapClaims } from './claims';
import { callbackUrl, originOf } from './sign-in';

const failed = (reason: string) => [M.failedTest, reason];

interface StoredSettings extends ClaimMapping {
  issuer: string;
  client_id: string;
  client_secret_sealed: string | null;
  scopes: string;
}

type Discovery = NonNullable<SsoTestRun['discovery']>;

function runJson(row: { id: string; status: string; settings: unknown; result: unknown }, extra: Partial<SsoTestRun> = {}): SsoTestRun {
  const result = (row.result ?? {}) as { discovery?: Discovery; report?: SsoTestReport; errors?: string[] };
  return {
    id: row.id,
    status: row.status as SsoTestRun['status'],
    discovery: result.discovery ?? null,
    authorization_url: null,
    report: result.report ?? null,
    errors: result.errors ?? [],
    ...extra,
  };
}

/** Step 1: discovery now (a bad issuer fails here, 422), then the run and the provider's sign-in page for the round trip. */
export async function startTest(actor: Actor, organizationId: number, values: OidcSettingsValues, hostHeader: string): Promise<SsoTestRun> {
  await findOrganization(actor, organizationId);
  let secret = values.clear_client_secret ? null : values.client_secret;
  const kept = storedSecretFor(await findOidcConfig(organizationId), values, failed(M.secretForAnotherIssuer));
  if (kept) {
    secret = unseal(kept);
    if (!secret) throw new Invalid(failed(M.secretUnreadable));
  }
  const settings: ProviderSettings = { issuer: values.issuer, client_id: values.client_id, client_secret: secret, scopes: values.scopes };
  let config;
  try {
    config = await providerConfig(settings, true);
  } catch (error) {
    // One answer for every reason (closed port, TLS, DNS, refused address…): the Test is no port scanner.
    logger.warn('sso: test discovery failed', { organization_id: organizationId, issuer: values.issuer, reason: describeProviderError(error) });
    throw new Invalid(failed(`Discovery at ${values.issuer} failed: ${providerErrorForClient(error)}`));
  }
  const meta = config.serverMetadata();
  const discovery: Discovery = {
    issuer: meta.issuer, authorization_endpoint: meta.authorization_endpoint ?? '', token_endpoint: meta.token_endpoint ?? '',
    end_session_endpoint: meta.end_session_endpoint ?? null,
  };
  const id = randomToken();
  const storedSettings: StoredSettings = {
    issuer: values.issuer, client_id: values.client_id, client_secret_sealed: secret ? seal(secret) : null, scopes: values.scopes,
    identifier_claim: values.identifier_claim, email_claim: values.email_claim, first_name_claim: values.first_name_claim, last_name_claim: values.last_name_claim,
  };
  await db.ssoTestRun.deleteMany({ where: { organization_id: organizationId, created_at: { lt: new Date(Date.now() - 24 * 3600_000) } } });
  const row = await db.ssoTestRun.create({
    data: { id, organization_id: organizationId, created_by_id: actor.id, settings: storedSettings as unknown as Prisma.InputJsonValue, result: { discovery } as Prisma.InputJsonValue },
  });
  const redirectUri = `${originOf(hostHeader)}${CALLBACK_PATH}`;
  // prompt=login: the administrator signs in at the provider each time, so the round trip is really made.
  const start = await authorizationStart(config, settings, redirectUri, { prompt: 'login' });
  await storeState({
    state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, organizationId, promotionId: null, purpose: 'test',
    testRunId: id, redirectUri,
  });
  return runJson(row, { authorization_url: start.url });
}

async function finishRun(id: string, status: 'succeeded' | 'failed', result: Record<string, unknown>): Promise<void> {
  const row = await db.ssoTestRun.findUnique({ where: { id }, select: { result: true } });
  await db.ssoTestRun.update({
    where: { id },
    data: { status, finished_at: new Date(), result: { ...((row?.result as object | null) ?? {}), ...result } as Prisma.InputJsonValue },
  });
}

/** Step 2, on the dashboard's callback: the exchange and the report. Returns the run's id for the result page. */
export async function finishTest(taken: TakenState, search: string, providerError: string | null): Promise<string | null> {
  if (taken.purpose !== 'test' || !taken.testRunId) return null;
  const run = await db.ssoTestRun.findUnique({ where: { id: taken.testRunId }, select: { id: true, status: true, settings: true } });
  if (!run || run.status !== 'pending') return null;
  const s = run.settings as unknown as StoredSettings;
  if (providerError) {
    await finishRun(run.id, 'failed', { errors: failed(`The provider refused the sign-in: ${providerError.slice(0, 200)}.`) });
    return run.id;
  }
  try {
    const settings: ProviderSettings = { issuer: s.issuer, client_id: s.client_id, client_secret: unseal(s.client_secret_sealed), scopes: s.scopes };
    const claims = await exchangeCode(await providerConfig(settings), callbackUrl(taken, search), taken);
    const mapped = mapClaims(claims, s);
    const promotions = await db.promotion.findMany({
      where: { organization_id: taken.organizationId }, select: { name: true, sso_extras: { select: { name: true, data_type: true, path: true }, orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' }, take: 50,
    });
    const extras = promotions.flatMap((p) => evaluateExtras(claims, p.sso_extras).map((o) => ({ promotion: p.name, ...o })));
    const problems = [
      ...(mapped.sso_identifier ? [] : [`The identifier claim "${s.identifier_claim}" did not come back.`]),
      ...(mapped.email ? [] : [`The email claim "${s.email_claim}" did not come back as an address: new participants cannot be created.`]),
    ];
    const report: SsoTestReport = {
      issuer: s.issuer, claims,
      mapped: { sso_identifier: mapped.sso_identifier, email: mapped.email, first_name: mapped.first_name, last_name: mapped.last_name },
      extras, problems,
    };
    await finishRun(run.id, problems.length && !mapped.sso_identifier ? 'failed' : 'succeeded', {
      report, errors: problems.length && !mapped.sso_identifier ? failed(problems[0]!) : [],
    });
  } catch (error) {
    logger.warn('sso: test exchange failed', { organization_id: taken.organizationId, issuer: s.issuer, reason: describeProviderError(error) });
    await finishRun(run.id, 'failed', { errors: failed(providerErrorForClient(error)) });
  }
  return run.id;
}

/** The form's poll: the run of this organization, or 404. */
export async function readTest(actor: Actor, organizationId: number, id: string): Promise<SsoTestRun> {
  await findOrganization(actor, organizationId);
  const row = await db.ssoTestRun.findFirst({ where: { id, organization_id: organizationId }, select: { id: true, status: true, settings: true, result: true } });
  if (!row) throw new NotFound(M.testNotFound);
  return runJson(row);
}

/**
 * The spec's key-based test (administration.md §6 "POST to the sso test endpoint with key and url"): for an
 * organization on the legacy SSO endpoint, checks that the key is the organization's current wskey and the URL its
 * login URL. Nothing is fetched: the server never calls an address an administrator types.
 */
export async function keyTest(actor: Actor, organizationId: number, body: { key: string; url: string }): Promise<SsoKeyTestResult> {
  const org = await findOrganization(actor, organizationId);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  if (!org.wskey || !same(body.key, org.wskey)) return { ok: false, status: null, errors: failed('The key is not the organization’s current key.') };
  if (!org.sso_login_url || org.sso_login_url !== body.url) return { ok: false, status: null, errors: failed('The URL is not the organization’s login URL.') };
  return { ok: true, status: null, errors: [] };
}
