// Every single sign-on failure ends on the friendly /sso/error page with a reason code (never the provider's text,
// never a 5xx); an unexpected error is logged with its detail.
import 'server-only';
import { NextResponse } from 'next/server';
import { logger } from '@/server/platform/logger';
import { SsoFailure } from './provision';

export function ssoErrorRedirect(error: unknown, context: Record<string, unknown>): Response {
  const reason = error instanceof SsoFailure ? error.reason : 'provider';
  if (!(error instanceof SsoFailure)) {
    logger.error('sso: unexpected failure', { ...context, error: error instanceof Error ? error.message : String(error) });
  }
  return new NextResponse(null, {
    status: 303,
    headers: { Location: `/sso/error?reason=${reason}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
