// A recipe's time as words ("45 min", "1 hr 5 min"; Spanish "1 h 5 min"), the same rule as lib/recipes/constants.ts's
// formatMinutes, in the reader's language.
import type { useTranslations } from 'next-intl';

type TimeT = ReturnType<typeof useTranslations<'recipes.time'>>;

export function durationOf(t: TimeT, minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('minutes', { minutes: rest });
  return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: rest });
}
