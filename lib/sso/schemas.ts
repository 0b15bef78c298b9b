// The organization form's OpenID Connect settings (docs/sso.md): one zod schema for the screen and the API.
import { z } from 'zod';
import { SSO_MESSAGES as M } from './messages';

const claim = (fallback: string) =>
  z.string().trim().max(120, M.claimTooLong).regex(/^$|^[A-Za-z0-9_:\-.]+$/, M.claimInvalid)
    .nullish().transform((v) => v || fallback);

/** An https URL, or http on this machine (a provider run locally for development and tests). */
export const issuerSchema = z.string({ message: M.issuerRequired }).trim().min(1, M.issuerRequired).max(500)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
    } catch {
      return false;
    }
  }, M.issuerHttps);

export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

export const oidcSettingsSchema = z.object({
  issuer: issuerSchema,
  client_id: z.string({ message: M.clientIdRequired }).trim().min(1, M.clientIdRequired).max(300),
  /** Write-only: absent or empty keeps the stored secret; clear_client_secret removes it (a public client with PKCE). */
  client_secret: z.string().max(1000).nullish().transform((v) => v || null),
  clear_client_secret: z.boolean().default(false),
  scopes: z.string().trim().max(300).regex(/^$|^[\x21-\x7e]+( [\x21-\x7e]+)*$/, M.scopesSpaces).nullish()
    .transform((v) => {
      const words = new Set((v || '').split(' ').filter(Boolean));
      words.add('openid');
      return [...words].join(' ');
    }),
  identifier_claim: claim('sub'),
  email_claim: claim('email'),
  first_name_claim: claim('given_name'),
  last_name_claim: claim('family_name'),
}).strict();
export type OidcSettingsInput = z.input<typeof oidcSettingsSchema>;
export type OidcSettingsValues = z.output<typeof oidcSettingsSchema>;

/**
 * POST /organizations/{id}/sso_test: the OpenID Connect settings as typed on the form (the stored secret when none is
 * typed), or the spec's key-based test of a legacy SSO endpoint ({key, url}).
 */
export const ssoTestBodySchema = z.union([
  oidcSettingsSchema,
  z.object({
    key: z.string().min(1, M.testKeyRequired).max(200),
    url: z.string().trim().max(500).regex(/^https?:\/\/\S+$/i, M.testUrl),
  }).strict(),
]);
export type SsoTestBody = z.output<typeof ssoTestBodySchema>;

export const ssoTestParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  testId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, M.testIdInvalid),
});

export const ssoLoginQuerySchema = z.object({
  return_to: z.string().max(500).optional(),
}).strip();

export const ssoCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
}).strip();
