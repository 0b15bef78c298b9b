// The promotion's health after launch: registered ÷ eligible with its week's trend, active this week, activities per
// active participant, the share who logged an activity on each of the last 7 days, flagged posts waiting and failed
// emails. Each figure links to the screen that details it (the same service computes both). A figure withheld by the
// small-group privacy floor reads "Too few to show".
import Link from 'next/link';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { Health } from '@/lib/promotions/cockpit-types';
import { createFormat, type Format } from '@/lib/i18n/format';
import { LastSevenDays, type DayShare } from './last-seven-days';

type CockpitT = Awaited<ReturnType<typeof getTranslations<'admin-cockpit'>>>;

/** A share as a whole percentage in the reader's format, or null when the whole is zero (no share to speak of). */
const shareOf = (part: number, whole: number, format: Format) => (whole > 0 ? format.percent(part / whole) : null);

/** `title`: the panel's heading (by default the catalog's "Health"). */
export async function HealthPanel({ health, title }: { health: Health; title?: string }) {
  const [t, locale, timeZone] = await Promise.all([getTranslations('admin-cockpit'), getLocale(), getTimeZone()]);
  const format = createFormat(locale, timeZone);
  const hidden = t('hidden');
  const reg = health.registered;
  const eligible = health.eligible;
  const share = reg.value !== null && eligible ? shareOf(reg.value, eligible, format) : null;
  const before = health.registered_week_ago.value;
  const trend = reg.value === null || before === null ? null
    : eligible ? pointsTrend(reg.value, before, eligible, t) : t('trendCount', { change: signed(reg.value - before, format) });
  const active = health.active_this_week;
  const perActive = active.value && health.activities_this_week.value !== null
    ? format.number(health.activities_this_week.value / active.value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : null;
  return (
    <section aria-labelledby="health-title" className="flex flex-col gap-4">
      <h2 id="health-title" className="text-h3 text-ink">{title ?? t('title')}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          id="registered" term={eligible ? t('registeredOfEligible') : t('registered')}
          value={reg.value === null ? hidden : share ?? format.number(reg.value)}
          note={reg.value === null ? null : eligible ? t('registeredNote', { registered: format.number(reg.value), eligible }) : t('participants', { count: reg.value })}
          extra={trend}
          link={{ href: health.links.participants, label: t('seeParticipants') }}
        />
        <Figure
          id="active" term={t('activeTerm', { week: health.current_week })}
          value={active.value === null ? hidden : format.number(active.value)}
          note={active.value === null || reg.value === null ? null : t('activeNote', { share: shareOf(active.value, reg.value, format) ?? format.percent(0) })}
          link={{ href: health.links.stats, label: t('seeStats') }}
        />
        <Figure
          id="per-active" term={t('perActiveTerm')}
          value={active.value === null ? hidden : perActive ?? '0'}
          note={health.activities_this_week.value === null ? null : t('activitiesThisWeek', { count: health.activities_this_week.value })}
          link={{ href: health.links.stats, label: t('seeStats') }}
        />
        <Figure
          id="flagged" term={t('flaggedTerm')} value={format.number(health.flagged_waiting)}
          note={health.flagged_waiting === 0 ? t('nothingToReview') : t('waitingForDecision')}
          link={health.links.flagged_posts ? { href: health.links.flagged_posts, label: t('reviewFlagged') } : null}
        />
        {health.emails_failed !== null ? (
          <Figure
            id="emails" term={t('emailsFailedTerm')} value={format.number(health.emails_failed)}
            note={health.emails_failed === 0 ? t('emailsAllSent') : t('emailsSomeFailed')}
            link={health.links.emails ? { href: health.links.emails, label: t('seeEmailQueue') } : null}
          />
        ) : null}
      </dl>
      <LastSevenDaysCard health={health} format={format} />
    </section>
  );
}

function pointsTrend(now: number, before: number, eligible: number, t: CockpitT): string {
  const points = Math.round(((now - before) / eligible) * 100);
  return t('trendPoints', { sign: points > 0 ? '+' : points < 0 ? '−' : '±', points: Math.abs(points) });
}

const signed = (n: number, format: Format) => (n > 0 ? `+${format.number(n)}` : n < 0 ? `−${format.number(-n)}` : '±0');

function Figure({ id, term, value, note, extra, link }: {
  id: string; term: string; value: string; note: string | null; extra?: string | null; link: { href: string; label: string } | null;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line" data-figure={id}>
      <dt className="text-sm font-semibold text-ink-muted">{term}</dt>
      <dd className="flex flex-col gap-1">
        <span className="text-3xl font-bold text-ink" data-value>{value}</span>
        {note ? <span className="text-sm text-ink-muted">{note}</span> : null}
        {extra ? <span className="text-sm font-semibold text-ink">{extra}</span> : null}
        {link ? <Link href={link.href} className="mt-1 text-sm font-semibold">{link.label}<span className="sr-only"> ({term.toLowerCase()})</span></Link> : null}
      </dd>
    </div>
  );
}

/** A rate per day: drawn as bars of a share (0–100%), and readable as the table it is. */
function LastSevenDaysCard({ health, format }: { health: Health; format: Format }) {
  const reg = health.registered.value;
  const days: DayShare[] = health.last_7_days.map((d) => {
    const share = d.active.value === null || !reg ? null : Math.round((d.active.value / reg) * 100);
    return {
      date: d.date,
      day: format.day(d.date, 'weekdayShort'),
      share,
      shown: d.active.value === null ? null : { percent: format.percent((share ?? 0) / 100), count: format.number(d.active.value) },
    };
  });
  return (
    <div className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <LastSevenDays days={days} />
    </div>
  );
}
