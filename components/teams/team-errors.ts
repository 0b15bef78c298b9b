// How the team screens word a failed call (social-engagement.md §8 "Team"): a failed save is 'Oops, ' plus the
// server's first error in lower case, or 'Oops, could not save team'; any other failure is the server's errors, or
// 'Unexpected Error. Status: {status}'. The server's errors arrive in the reader's language already.
import type { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';

type TeamsT = ReturnType<typeof useTranslations<'teams'>>;

/** A failed team save. */
export function teamSaveError(error: unknown, t: TeamsT): string {
  const first = error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.errors[0] : undefined;
  return first ? t('saveFailed', { error: first.toLowerCase() }) : t('saveFailedGeneric');
}

/** Any other failed team call. */
export function teamErrors(error: unknown, t: TeamsT): string[] {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.errors.length > 0) return error.errors;
  const status = error instanceof ApiError ? (error.status ?? 0) : 0;
  return [t('unexpectedError', { status })];
}
