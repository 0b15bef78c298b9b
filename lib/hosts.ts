// How a request host maps to a promotion (on the dashboard host a Master lands on /promotions, a Poster on
// /wall_expert; docs/tenancy.md):
//   {subdomain}.{APP_HOST}  → that promotion
//   dashboard.{APP_HOST}    → the dashboard (masters, resellers, super coordinators, posters)
//   {APP_HOST} (bare)       → the default promotion
export const DASHBOARD_SUBDOMAIN = 'dashboard';

export type HostTarget =
  | { kind: 'promotion'; subdomain: string }
  | { kind: 'default' }
  | { kind: 'dashboard' }
  | { kind: 'custom-domain'; domain: string };

export function hostnameOf(hostHeader: string | null | undefined): string {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  if (raw.startsWith('[')) return raw.slice(0, raw.indexOf(']') + 1);
  return raw.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function classifyHost(hostHeader: string | null | undefined, appHost: string): HostTarget {
  const host = hostnameOf(hostHeader);
  const base = appHost.toLowerCase();
  if (!host || host === base || host === '127.0.0.1' || host === '[::1]') return { kind: 'default' };
  if (host === `${DASHBOARD_SUBDOMAIN}.${base}`) return { kind: 'dashboard' };
  if (host.endsWith(`.${base}`)) {
    const sub = host.slice(0, -(base.length + 1));
    if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(sub)) return { kind: 'promotion', subdomain: sub };
  }
  return { kind: 'custom-domain', domain: host };
}
