// Absolute links for emails. An email is read outside the app, so every link carries scheme, host and port:
// {APP_PROTOCOL}://{subdomain}.{APP_HOST}{:port}, the port being PUBLIC_PORT (else PORT) unless it is the
// protocol's default.
import { env, type Env } from '@/lib/env';
import { DASHBOARD_SUBDOMAIN } from '@/lib/hosts';

type UrlEnv = Pick<Env, 'APP_PROTOCOL' | 'APP_HOST' | 'PORT' | 'PUBLIC_PORT'>;

/**
 * Origin of a promotion's site. Users without a promotion (masters, resellers, super coordinators) live on
 * the dashboard host, the same host their session is bound to (docs/tenancy.md), so null maps there.
 */
export function appOrigin(promotionSubdomain: string | null, e: UrlEnv = env()): string {
  const port = e.PUBLIC_PORT ? Number(e.PUBLIC_PORT) : e.PORT;
  const isDefault = (e.APP_PROTOCOL === 'http' && port === 80) || (e.APP_PROTOCOL === 'https' && port === 443);
  return `${e.APP_PROTOCOL}://${promotionSubdomain ?? DASHBOARD_SUBDOMAIN}.${e.APP_HOST}${isDefault ? '' : `:${port}`}`;
}

/** An absolute link to a path of a promotion's site (password reset, invites…). */
export function appUrl(promotionSubdomain: string | null, path: string, e?: UrlEnv): string {
  return `${appOrigin(promotionSubdomain, e)}${path.startsWith('/') ? path : `/${path}`}`;
}
