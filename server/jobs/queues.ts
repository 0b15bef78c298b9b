// Every queue of the product: its name, the payload its jobs carry (a zod schema, checked when a job is
// sent and again when it is worked, so a payload written by an older deploy fails loudly) and its policy.
// Adding a queue here makes TypeScript ask for its handler in server/composition/jobs.ts.
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { NOTIFICATION_MAIL_KINDS } from '@/server/notification-mail/kinds';
import { provisionQueues, type QueuePolicy } from './provision';

export interface QueueDefinition<S extends z.ZodType> {
  schema: S;
  /** Retry and expiry defaults stored on the pg-boss queue; enqueue() options may override them per job. */
  policy: QueuePolicy;
  /** Jobs of this queue worked at once by one worker process (each in its own pg-boss work loop). */
  concurrency: number;
}

const define = <S extends z.ZodType>(definition: QueueDefinition<S>) => definition;

export const QUEUES = {
  /** Deliver one stored EmailMessage row (server/mail/deliver.ts). */
  'email.send': define({
    schema: z.object({ emailMessageId: z.number().int().positive() }),
    // Exponential backoff from 15 s with jitter (15–30 s, 30–60 s, … 4–8 min: about 15 min in all) rides out an
    // SMTP server's restart or greylisting without hammering it. A send that hangs is expired after 2 min.
    policy: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 },
    concurrency: 4,
  }),
  /**
   * Email a user their new notifications of one kind as one digest (server/notification-mail/send-digest.ts).
   * Policy 'short': at most one waiting job per singletonKey ({userId}:{kind}), so a burst queues one job.
   */
  'notification.email': define({
    schema: z.object({ userId: z.number().int().positive(), kind: z.enum(NOTIFICATION_MAIL_KINDS) }),
    policy: { policy: 'short', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
    concurrency: 2,
  }),
  /** Delete sign-in attempts and wrong guesses older than a day (server/security/prune-attempts.ts). */
  'security.prune-attempts': define({
    schema: z.object({}),
    policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    concurrency: 1,
  }),
  /** Award each finished competition week's winning teams (server/teams/weekly-winners.ts); idempotent. */
  'teams.weekly-awards': define({
    schema: z.object({}),
    policy: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
    concurrency: 1,
  }),
  /** Build a large My data export with progress (server/my-data/exports.ts); small ones are built in the request. */
  'my-data.export': define({
    schema: z.object({ exportId: z.string().min(1).max(64) }),
    policy: { retryLimit: 2, retryDelay: 30, expireInSeconds: 900 },
    concurrency: 1,
  }),
  /**
   * Load an eligibility file in batches (server/eligibility/process.ts). No retry: a failure marks the file failed and
   * Process can be pressed again (it upserts, so rows loaded before are harmless).
   */
  'eligibility.process': define({
    schema: z.object({
      fileId: z.number().int().positive(),
      mapping: z.object({ identifier: z.string().nullable(), first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string().nullable() }),
    }),
    policy: { retryLimit: 0, expireInSeconds: 900 },
    concurrency: 1,
  }),
  /** Push one push notification job to its audience (server/push/jobs.ts); a job already sent is skipped. */
  'push.job': define({
    schema: z.object({ jobId: z.number().int().positive() }),
    policy: { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 },
    concurrency: 1,
  }),
  /** Hourly: the pushes the promotions' push flags schedule (server/push/scheduled.ts); deduplicated per user and key. */
  'push.scheduled': define({
    schema: z.object({}),
    policy: { retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
    concurrency: 1,
  }),
  /** Every 5 minutes: queue the delivery of emails whose job was lost between storing and queueing (server/mail/requeue.ts). */
  'email.requeue-stranded': define({
    schema: z.object({}),
    policy: { retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
    concurrency: 1,
  }),
  /** Every minute: send the one-time emails whose send time has come (server/one-time-emails/send.ts). */
  'one-time-emails.send-due': define({
    schema: z.object({}),
    policy: { retryLimit: 1, retryDelay: 30, expireInSeconds: 600 },
    concurrency: 1,
  }),
  /** Send one one-time email whose time has come (server/one-time-emails/send.ts): claimed queued → sending once. */
  'one-time-emails.send': define({
    schema: z.object({ customEmailId: z.number().int().positive() }),
    // No retry: the claim makes a second run a no-op, and a failure is recorded on the row (status failed).
    policy: { retryLimit: 0, expireInSeconds: 1800 },
    concurrency: 2,
  }),
  /**
   * Every minute: the domain events outbox rows a request left unprocessed (its process died after the commit, or an
   * apply handler failed), docs/decisions/015-outbox.md. Each row is taken by one drain; a rerun applies nothing twice.
   */
  'events.outbox-drain': define({
    schema: z.object({}),
    policy: { retryLimit: 1, retryDelay: 30, expireInSeconds: 300 },
    concurrency: 1,
  }),
  /** Send one test email (server/test-emails/mutations.ts): pending → sending → send or failed. */
  'test-emails.send': define({
    schema: z.object({ testEmailId: z.number().int().positive() }),
    policy: { retryLimit: 0, expireInSeconds: 300 },
    concurrency: 2,
  }),
  /**
   * Send one webhook delivery (server/webhooks/deliver.ts). A non-2xx answer or no answer fails the job: retried with
   * exponential backoff from 30 s (30 s, 1, 2, 4, 8, 16 min, jittered: about half an hour in all), then left failed
   * for redelivery by hand.
   */
  'webhooks.deliver': define({
    schema: z.object({ deliveryId: z.string().min(1).max(60) }),
    policy: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    concurrency: 4,
  }),
  /**
   * Every minute: the coordinator's Stats of each running promotion recomputed into its snapshot row, so a visit never
   * waits for the aggregate (server/coordinator/stats.ts). A run that overruns is expired; the next minute retries.
   */
  'stats.refresh': define({
    schema: z.object({}),
    policy: { retryLimit: 0, expireInSeconds: 300 },
    concurrency: 1,
  }),
  /** Hourly: the promotion.ended webhook of each program whose last day has passed (server/webhooks/program-ended.ts). */
  'webhooks.programs-ended': define({
    schema: z.object({}),
    policy: { retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
    concurrency: 1,
  }),
  /** Daily: warn coordinators 30 days before a promotion's personal data is anonymized, then anonymize what is due
   * (server/privacy/retention.ts; idempotent, so a retry repeats nothing done). */
  'privacy.retention': define({
    schema: z.object({}),
    policy: { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 },
    concurrency: 1,
  }),
} as const;

export type QueueName = keyof typeof QUEUES;
export type JobPayload<N extends QueueName> = z.infer<(typeof QUEUES)[N]['schema']>;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/**
 * Creates the queues that do not exist yet (idempotent; see provision.ts): pg-boss refuses to send to or work a queue
 * that does not exist.
 */
export async function createQueues(boss: PgBoss, names: readonly QueueName[] = QUEUE_NAMES, connectionString?: string): Promise<void> {
  await provisionQueues(boss, names.map((name) => ({ name, policy: QUEUES[name].policy })), { mode: 'create', connectionString });
}
