// The organization screens' and API's words (administration.md §8 where it names them).
export const ORGANIZATION_MESSAGES = {
  saveFailed: 'Could not save Organization',
  notFound: 'Organization could not be found',
  listFailed: 'Organizations could not be found',
  nameRequired: 'Name is required.',
  lengthOrder: 'Maximum length must be at least the minimum length.',
  countsTooLong: 'Letters, numbers and symbols together cannot exceed the maximum length.',
  regexInvalid: 'Regular expression is not valid.',
  /** A pattern RE2 cannot run: the server checks passwords in linear time (server/security/password-pattern.ts). */
  regexUnsupported: 'Regular expression cannot be used: look-arounds such as (?=…) and back-references such as \\1 are not supported. For "must contain" rules, use the minimum letters, numbers and symbols.',
  ssoUrlRequired: 'Login URL is required when single sign-on is enabled (unless OpenID Connect is set up).',
  urlInvalid: 'Must be a valid URL (https://…).',
  resellerNotAllowed: 'You can only assign your own reseller.',
  resellerUnknown: 'Reseller could not be loaded.',
  wskeyRotated: 'A new key was generated. Copy it now: it will not be shown again.',
} as const;
