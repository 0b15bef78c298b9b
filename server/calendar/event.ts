// Builds the calendar file of a promotion from the query (validation messages in ./schemas.ts).
import { createHash } from 'node:crypto';
import { Invalid } from '@/server/platform/errors';
import { appOrigin } from '@/server/mail/urls';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { buildIcs } from './ics';
import { addToTime, isAfter, parseCalendarTime } from './times';
import { CALENDAR_MESSAGES, type CalendarQuery } from '@/lib/calendar/schemas';

/** `target` is where the event links to: a path of the promotion's site (default: its home), or a full URL on it. */
function targetUrl(promotion: ResolvedPromotion, target: string | undefined): string {
  const origin = appOrigin(promotion.subdomain);
  if (!target) return `${origin}/`;
  let url: URL;
  try {
    url = target.startsWith('/') && !target.startsWith('//') ? new URL(target, origin) : new URL(target);
  } catch {
    throw new Invalid(CALENDAR_MESSAGES.target);
  }
  if (url.origin !== new URL(origin).origin) throw new Invalid(CALENDAR_MESSAGES.target);
  return url.toString();
}

export function calendarFile(promotion: ResolvedPromotion, query: CalendarQuery, now = new Date()): { ics: string; filename: string } {
  const timeZone = promotion.row.time_zone;
  const start = parseCalendarTime(query.dtstart, timeZone);
  if (!start) throw new Invalid(CALENDAR_MESSAGES.dtstart);
  const end = query.dtend ? parseCalendarTime(query.dtend, timeZone) : addToTime(start);
  if (!end || !isAfter(end, start)) throw new Invalid(CALENDAR_MESSAGES.dtend);
  const url = targetUrl(promotion, query.target);
  // The same event (promotion, title, start) always has the same UID, so adding it twice updates one entry.
  const digest = createHash('sha256').update(`${promotion.id}\n${query.title}\n${query.dtstart}`).digest('hex').slice(0, 32);
  const ics = buildIcs({
    uid: `${digest}@${new URL(url).hostname}`,
    stamp: now,
    start,
    end,
    summary: query.title,
    description: query.details?.trim() || null,
    url,
  });
  const slug = query.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'event';
  return { ics, filename: `${slug}.ics` };
}
