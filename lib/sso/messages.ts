// The single sign-on screens' and API's words (docs/sso.md). 'Failed test!' is administration.md §8's.
export const SSO_MESSAGES = {
  failedTest: 'Failed test!',
  notConfigured: 'Single sign-on is not set up for this program.',
  issuerRequired: 'Issuer is required.',
  /** Saving settings whose issuer the server would refuse to call (plain http, an address of the private network). */
  issuerNotPublic: 'Issuer must be an https:// URL on the internet (not an address of this machine or its network).',
  clientIdRequired: 'Client ID is required.',
  claimInvalid: 'Claim names are letters, digits, _ - : and dots.',
  settingsNotFound: 'Single sign-on settings could not be found.',
  testNotFound: 'This test could not be found.',
  /** POST /api/users in a program whose organization signs in by single sign-on: accounts come from the provider. */
  registerWithSso: 'This program signs you in through your organization. Use “Sign in” on the welcome page to join.',
  secretUnreadable: 'The stored client secret cannot be read (AUTH_SECRET changed?). Enter it again.',
  /** The stored secret goes only to the issuer it was entered for: a new issuer needs its secret typed (or cleared). */
  secretForAnotherIssuer: 'Enter the client secret again for the new issuer (the stored one is kept only for the issuer it was entered for).',
  claimTooLong: 'Claim names must be at most 120 characters.',
  issuerHttps: 'Issuer must be an https:// URL.',
  scopesSpaces: 'Scopes are separated by spaces.',
  testKeyRequired: 'key is required',
  testUrl: 'url must be an http(s) URL',
  testIdInvalid: 'testId is not valid',
} as const;

/** The friendly page's explanations, by the reason code the callback redirects with (never the provider's own text). */
export const SSO_ERROR_REASONS = {
  not_configured: 'Single sign-on is not set up for this program yet. Please contact your program administrator.',
  expired: 'Your sign-in took too long or was already used. Please start again.',
  provider: 'Your organization’s sign-in service could not complete the sign-in. Please try again in a moment.',
  denied: 'The sign-in was cancelled at your organization’s sign-in service.',
  missing_identifier: 'Your organization’s sign-in service did not say who you are. Please contact your program administrator.',
  missing_email: 'Your organization’s sign-in service did not share your email address, which this program needs.',
  email_in_use: 'An account with your email address already exists in this program. Please contact your program administrator to link it to single sign-on.',
  not_eligible: 'We could not find you on this program’s eligibility list. Please contact your program administrator.',
  registration_closed: 'Registration for this program is closed.',
  locked: 'Your account is locked. Please contact your program administrator.',
  wrong_host: 'This sign-in belongs to another program. Please start again from your program’s page.',
  other_browser: 'This sign-in was started in another browser or window. Please start again here.',
} as const;
export type SsoErrorReason = keyof typeof SSO_ERROR_REASONS;
export const isSsoErrorReason = (value: string): value is SsoErrorReason => Object.hasOwn(SSO_ERROR_REASONS, value);
