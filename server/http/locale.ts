// The language an API request is answered in: the same rule as pages (lib/i18n/negotiate.ts), from what the route
// wrapper knows when it answers — the signed-in user's saved choice, the cookie of a choice made before signing in,
// the host's promotion's default, the Accept-Language header. A refusal before the session is read (a cross-site
// request) still has the cookie and the header. zod's own messages ("Invalid input…") come in the same language from
// zod's locale, passed per parse: a global z.config would switch every concurrent request's language.
import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import zodSpanish from 'zod/v4/locales/es.js';
import { env } from '@/lib/env';
import { LOCALE_COOKIE, type AnyLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import type { HostContext } from '@/server/tenancy/promotion-context';

export interface KnownSoFar {
  host?: HostContext;
  /** The signed-in user's saved language (users.locale), once the session is read. */
  saved?: string | null;
}

export function apiLocale(request: NextRequest, known: KnownSoFar): AnyLocale {
  return negotiateLocale({
    saved: known.saved,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    promotionDefault: known.host?.promotion?.row.default_locale,
    acceptLanguage: request.headers.get('accept-language'),
    pseudoAllowed: env().PSEUDO_LOCALES,
  });
}

const ZOD_ERROR_MAPS: Partial<Record<AnyLocale, z.core.$ZodErrorMap>> = { es: zodSpanish().localeError };

/** zod's error map in `locale`, for a parse's own messages (English: zod's default). */
export const zodErrorMapFor = (locale: AnyLocale): z.core.$ZodErrorMap | undefined => ZOD_ERROR_MAPS[locale];
