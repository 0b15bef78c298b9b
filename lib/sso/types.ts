// Single sign-on by OpenID Connect (docs/sso.md): the JSON of the organization's provider settings and of the
// organization form's Test. The client secret is write-only: answers say only whether one is stored.

export interface OidcSettings {
  organization_id: number;
  /** False until the settings are first saved. */
  configured: boolean;
  issuer: string;
  client_id: string;
  has_client_secret: boolean;
  scopes: string;
  identifier_claim: string;
  email_claim: string;
  first_name_claim: string;
  last_name_claim: string;
  /** The callback address of every promotion of the organization and of the dashboard (the Test): register these at the provider. */
  redirect_uris: string[];
}

/** What came back from the provider, mapped as a sign-in would map it. */
export interface SsoTestReport {
  issuer: string;
  /** Every claim of the ID token and the userinfo answer. */
  claims: Record<string, unknown>;
  mapped: { sso_identifier: string | null; email: string | null; first_name: string | null; last_name: string | null };
  /** Each promotion's SSO extras as they would be stored (or why not). */
  extras: { promotion: string; name: string | null; path: string; value: unknown; problem: string | null }[];
  problems: string[];
}

export type SsoTestStatus = 'pending' | 'succeeded' | 'failed';

export interface SsoTestRun {
  id: string;
  status: SsoTestStatus;
  /** Discovery's summary, present once discovery succeeded. */
  discovery: { issuer: string; authorization_endpoint: string; token_endpoint: string; end_session_endpoint: string | null } | null;
  /** The provider's sign-in page for the round trip (pending runs only). */
  authorization_url: string | null;
  report: SsoTestReport | null;
  /** 'Failed test!' and the reason, when the run failed. */
  errors: string[];
}

/** POST /api/organizations/{id}/sso_test with a key and a url: the spec's key-based test of a legacy SSO endpoint. */
export interface SsoKeyTestResult {
  ok: boolean;
  status: number | null;
  errors: string[];
}
