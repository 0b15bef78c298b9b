'use client';
// The formatting module (lib/i18n/format.ts) in the reader's locale and the promotion's time zone, for client screens.
import { useMemo } from 'react';
import { useLocale, useTimeZone } from 'next-intl';
import { createFormat, type Format } from './format';

export function useFormat(): Format {
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'UTC';
  return useMemo(() => createFormat(locale, timeZone), [locale, timeZone]);
}
