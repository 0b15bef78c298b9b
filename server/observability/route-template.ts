// The name a request goes by in logs and metrics: its route template, a small fixed set (unbounded raw paths would blow
// up the metrics' label sets and put emails or tokens in the logs). API paths match the generated route table
// (`/api/users/[id]`); pages, Next's assets and public files go by their kind.
import { apiRouteTemplate } from '../http/method-guard';

export function routeTemplate(pathname: string): string {
  if (pathname === '/api' || pathname.startsWith('/api/')) return apiRouteTemplate(pathname) ?? '/api/(unknown)';
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/image')) return '/_next/image';
  if (pathname.startsWith('/_next/')) return '/_next';
  if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return '(file)';
  return '(page)';
}
