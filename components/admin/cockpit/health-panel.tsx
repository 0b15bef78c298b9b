// The promotion's health after launch: registered ÷ eligible with its week's trend, active this week, activities per
// active participant, the share who logged an activity on each of the last 7 days, flagged posts waiting and failed
// emails. Each figure links to the screen that details it (the same service computes both). A figure withheld by the
// small-group privacy floor reads "Too few to show".
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Health } from '@/lib/promotions/cockpit-types';
import { countOf, formatCount, formatShare } from '@/lib/format/counts';

const HIDDEN = 'Too few to show';
const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOf = (iso: string) => dayName.format(new Date(`${iso}T00:00:00Z`));

export function HealthPanel({ health, title = 'Health' }: { health: Health; title?: string }) {
  const reg = health.registered;
  const eligible = health.eligible;
  const share = reg.value !== null && eligible ? formatShare(reg.value, eligible) : null;
  const before = health.registered_week_ago.value;
  const trend = reg.value === null || before === null ? null
    : eligible ? pointsTrend(reg.value, before, eligible) : `${signed(reg.value - before)} in the last 7 days`;
  const active = health.active_this_week;
  const perActive = active.value && health.activities_this_week.value !== null ? (health.activities_this_week.value / active.value).toFixed(1) : null;
  return (
    <section aria-labelledby="health-title" className="flex flex-col gap-4">
      <h2 id="health-title" className="text-h3 text-ink">{title}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          id="registered" term={eligible ? 'Registered of eligible' : 'Registered'}
          value={reg.value === null ? HIDDEN : share ?? formatCount(reg.value)}
          note={reg.value === null ? null : eligible ? `${formatCount(reg.value)} of ${countOf(eligible, 'eligible person', 'eligible people')}` : countOf(reg.value, 'participant')}
          extra={trend}
          link={{ href: health.links.participants, label: 'See participants' }}
        />
        <Figure
          id="active" term={`Active this week (week ${health.current_week})`}
          value={active.value === null ? HIDDEN : formatCount(active.value)}
          note={active.value === null || reg.value === null ? null : `${formatShare(active.value, reg.value) ?? '0%'} of registered logged an activity`}
          link={{ href: health.links.stats, label: 'See stats' }}
        />
        <Figure
          id="per-active" term="Activities per active participant"
          value={active.value === null ? HIDDEN : perActive ?? '0'}
          note={health.activities_this_week.value === null ? null : `${countOf(health.activities_this_week.value, 'activity', 'activities')} this week`}
          link={{ href: health.links.stats, label: 'See stats' }}
        />
        <Figure
          id="flagged" term="Flagged posts waiting" value={formatCount(health.flagged_waiting)}
          note={health.flagged_waiting === 0 ? 'Nothing to review.' : 'Waiting for a decision.'}
          link={health.links.flagged_posts ? { href: health.links.flagged_posts, label: 'Review flagged posts' } : null}
        />
        {health.emails_failed !== null ? (
          <Figure
            id="emails" term="Emails failed" value={formatCount(health.emails_failed)}
            note={health.emails_failed === 0 ? 'Every campaign and test email went out.' : 'Campaign or test emails that could not be sent.'}
            link={health.links.emails ? { href: health.links.emails, label: 'See the email queue' } : null}
          />
        ) : null}
      </dl>
      <LastSevenDays health={health} />
    </section>
  );
}

function pointsTrend(now: number, before: number, eligible: number): string {
  const points = Math.round(((now - before) / eligible) * 100);
  return `${points > 0 ? '+' : points < 0 ? '−' : '±'}${Math.abs(points)} points in the last 7 days`;
}

const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : '±0');

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
function LastSevenDays({ health }: { health: Health }) {
  const reg = health.registered.value;
  return (
    <div className="rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left text-base font-semibold text-ink">Share of participants who logged an activity, last 7 days</caption>
        <thead className="sr-only">
          <tr><th scope="col">Day</th><th scope="col">Share</th><th scope="col">Participants</th></tr>
        </thead>
        <tbody>
          {health.last_7_days.map((d) => {
            const share = d.active.value === null || !reg ? null : Math.round((d.active.value / reg) * 100);
            return (
              <tr key={d.date} data-day={d.date}>
                <th scope="row" className="w-32 py-1 pr-3 font-medium whitespace-nowrap text-ink">{dayOf(d.date)}</th>
                <td className="py-1 pr-3">
                  <Bar share={share} />
                </td>
                <td className="w-28 py-1 text-right whitespace-nowrap text-ink">
                  {d.active.value === null ? HIDDEN : <>{share ?? 0}% <span className="text-ink-muted">({formatCount(d.active.value)})</span></>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Bar({ share }: { share: number | null }): ReactNode {
  return (
    <span aria-hidden="true" className="block h-3 w-full overflow-hidden rounded-full bg-surface-muted hc:border hc:border-line">
      <span className="block h-full rounded-full bg-brand" style={{ width: `${share ?? 0}%` }} />
    </span>
  );
}
