// How the wall writes times (social-engagement.md "Business constants"): relative labels now, 1m, Nm, 1h, Nh, 1d,
// Nd, 1mth, Nmth, 1y, Ny (the catalog's words: the English are the spec's); the absolute form M/d, h:mma in English,
// the reader's own short date and time elsewhere (in the reader's own time zone).
import type { useTranslations } from 'next-intl';
import type { Format } from '@/lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type WallT = ReturnType<typeof useTranslations<'wall'>>;

/** "now" under a minute, then minutes, hours, days, months (30 days) and years (365 days), whole units rounded down. */
export function relativeTime(iso: string, t: WallT, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return t('timeNow');
  if (elapsed < HOUR) return t('timeMinutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('timeHours', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return t('timeDays', { count: days });
  if (days < 365) return t('timeMonths', { count: Math.floor(days / 30) });
  return t('timeYears', { count: Math.floor(days / 365) });
}

/** One formatter per locale and zone: every post and comment on screen shows a time, and a new Intl.DateTimeFormat
 * costs far more than a format. */
const absoluteFormats = new Map<string, Intl.DateTimeFormat>();
function absoluteFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let found = absoluteFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    absoluteFormats.set(key, found);
  }
  return found;
}

/**
 * Month, day, hour and minute in the reader's locale, the day period (if the locale has one) in capitals right after
 * the minutes: "3/7, 9:05AM" in English, "7/3, 9:05" in Spanish. Without `timeZone`, the reader's own.
 */
export function absoluteTime(iso: string, format: Pick<Format, 'locale'>, timeZone?: string): string {
  const parts = absoluteFormat(format.locale, timeZone).formatToParts(new Date(iso));
  return parts
    .map((part, i) => {
      if (part.type === 'dayPeriod') return part.value.toUpperCase();
      // The space before the day period goes: 9:05AM.
      if (part.type === 'literal' && parts[i + 1]?.type === 'dayPeriod' && !part.value.trim()) return '';
      return part.value;
    })
    .join('');
}

/** Text split into plain runs and @-tags: `@` followed by a tagged person's full name, or by one word. */
export function splitTags(content: string, taggedNames: readonly string[]): { text: string; tag: boolean }[] {
  // Most posts tag nobody: no pattern to build (a Unicode-class RegExp per post and comment adds up).
  if (!content.includes('@')) return content ? [{ text: content, tag: false }] : [];
  const names = [...new Set(taggedNames.filter(Boolean))].sort((a, b) => b.length - a.length);
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`@(?:${[...escaped, "[\\p{L}\\p{N}_][\\p{L}\\p{N}_.'-]*[\\p{L}\\p{N}_]|[\\p{L}\\p{N}_]"].join('|')})`, 'gu');
  const runs: { text: string; tag: boolean }[] = [];
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const start = match.index ?? 0;
    // An e-mail address is not a tag: the @ must start a word.
    if (start > 0 && /[\p{L}\p{N}_]/u.test(content[start - 1])) continue;
    if (start > last) runs.push({ text: content.slice(last, start), tag: false });
    runs.push({ text: match[0], tag: true });
    last = start + match[0].length;
  }
  if (last < content.length) runs.push({ text: content.slice(last), tag: false });
  return runs;
}
