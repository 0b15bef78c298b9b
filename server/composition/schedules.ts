// The product's cron schedules (how they are applied: server/jobs/schedules.ts). Part of the composition root, beside
// the queues' handlers (./jobs.ts): typed by the queues, so a schedule's payload is its queue's.
import type { ScheduledJob } from '@/server/jobs/schedules';
import type { JobPayload, QueueName } from '@/server/jobs/queues';

type AppSchedule = { [N in QueueName]: ScheduledJob & { name: N; data: JobPayload<N> } }[QueueName];

/** The product's schedules (email itself is sent on demand). */
export const SCHEDULES: readonly AppSchedule[] = [
  { name: 'security.prune-attempts', cron: '17 3 * * *', data: {} },
  // An email stored but never queued (its process died in between) is queued by this sweep (server/mail/requeue.ts).
  { name: 'email.requeue-stranded', cron: '*/5 * * * *', data: {} },
  // Hourly, so each promotion's finished week is awarded soon after its local midnight; a run with nothing to award is cheap.
  { name: 'teams.weekly-awards', cron: '7 * * * *', data: {} },
  // Web push: each promotion's scheduled pushes once its local morning has come (server/push/scheduled.ts).
  { name: 'push.scheduled', cron: '5 * * * *', data: {} },
  // One-time emails whose send time has come (a future send time waits for this scan, at most a minute late).
  { name: 'one-time-emails.send-due', cron: '* * * * *', data: {} },
  // Domain events whose request died between its commit and its fan-out (docs/decisions/015-outbox.md): a team's work
  // completed by a log then arrives within about a minute and a half (30 s grace, then the next run).
  { name: 'events.outbox-drain', cron: '* * * * *', data: {} },
  // The promotion.ended webhook once a program's last day is over in its time zone (docs/webhooks.md).
  { name: 'webhooks.programs-ended', cron: '11 * * * *', data: {} },
  // Retention (docs/privacy.md): the 30-day warnings and the anonymizations that are due, once a day at night.
  { name: 'privacy.retention', cron: '23 4 * * *', data: {} },
  // The coordinator's Stats recomputed into their snapshot rows, so a first visit never waits (server/coordinator/stats.ts).
  { name: 'stats.refresh', cron: '* * * * *', data: {} },
];
