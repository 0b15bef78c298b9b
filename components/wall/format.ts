// How the wall writes times (social-engagement.md "Business constants"): relative labels now, 1m, Nm, 1h, Nh, 1d,
// Nd, 1mth, Nmth, 1y, Ny; the absolute form M/d, h:mma (in the reader's own time zone).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "now" under a minute, then minutes, hours, days, months (30 days) and years (365 days), whole units rounded down. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.floor(days / 30)}mth`;
  return `${Math.floor(days / 365)}y`;
}

/** M/d, h:mma: "3/7, 9:05AM". */
export function absoluteTime(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}, ${part('hour')}:${part('minute')}${part('dayPeriod').toUpperCase()}`;
}

/** Text split into plain runs and @-tags: `@` followed by a tagged person's full name, or by one word. */
export function splitTags(content: string, taggedNames: readonly string[]): { text: string; tag: boolean }[] {
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
