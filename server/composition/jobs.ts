// Which function works each queue: part of the composition root (features enqueue by queue name through
// server/jobs/enqueue.ts and never import this). The mapped type makes a queue added to server/jobs/queues.ts without
// a handler here a compile error. Importing it wires the domain events too: jobs record events (weekly awards).
import './wire';
import { deliverNow } from '@/server/mail/deliver';
import { requeueStrandedEmails } from '@/server/mail/requeue';
import { pruneAttempts } from '@/server/security/prune-attempts';
import { sendNotificationDigest } from '@/server/notification-mail/send-digest';
import { awardWeeklyWinners } from '@/server/teams/weekly-winners';
import { runExport } from '@/server/my-data/exports';
import { runPushJob } from '@/server/push/jobs';
import { runScheduledPushes } from '@/server/push/scheduled';
import { sendCustomEmail, sendDueEmails } from '@/server/one-time-emails/send';
import { runTestEmail } from '@/server/test-emails/mutations';
import { processEligibilityFile } from '@/server/eligibility/process';
import { QUEUE_NAMES, QUEUES, type JobPayload, type QueueName } from '@/server/jobs/queues';
import type { JobContext, WorkerJob } from '@/server/jobs/runner';
import { drainOutbox } from './outbox-drain';
import { runRetention } from '@/server/privacy/retention';
import { db } from '@/server/db';
import { dispatchEvents } from '@/server/events';
import { attemptDelivery } from '@/server/webhooks/deliver';
import { announceEndedPrograms } from '@/server/webhooks/program-ended';
import { refreshStatsSnapshots } from '@/server/coordinator/stats';

export type JobHandler<N extends QueueName> = (data: JobPayload<N>, job: JobContext) => Promise<unknown>;

export const HANDLERS: { [N in QueueName]: JobHandler<N> } = {
  'email.send': async ({ emailMessageId }) => {
    // A throw marks the row failed and fails the job, so pg-boss retries it with backoff.
    const result = await deliverNow(emailMessageId);
    return result ? { status: result.status } : { status: 'missing' };
  },
  'email.requeue-stranded': () => requeueStrandedEmails(),
  'security.prune-attempts': () => pruneAttempts(),
  'notification.email': (data) => sendNotificationDigest(data),
  'teams.weekly-awards': async () => ({ awarded: (await awardWeeklyWinners()).length }),
  'my-data.export': ({ exportId }) => runExport(exportId),
  'push.job': ({ jobId }) => runPushJob(jobId),
  'push.scheduled': () => runScheduledPushes(),
  'one-time-emails.send-due': () => sendDueEmails(),
  'one-time-emails.send': ({ customEmailId }) => sendCustomEmail(customEmailId),
  'test-emails.send': ({ testEmailId }) => runTestEmail(testEmailId),
  'eligibility.process': async ({ fileId, mapping }) => {
    const result = await processEligibilityFile(fileId, mapping);
    const file = result.status === 'processed' ? await db.eligibilityFile.findUnique({ where: { id: fileId }, select: { promotion_id: true } }) : null;
    if (file) await dispatchEvents({ type: 'eligibility_file.processed', payload: { promotionId: file.promotion_id, fileId, rowsProcessed: result.rowsProcessed, errors: result.errors } });
    return result;
  },
  // The last retry records its failure without throwing, so the log shows it failed rather than retrying forever.
  'webhooks.deliver': ({ deliveryId }, job) => attemptDelivery(deliveryId, { final: job.retryCount >= (QUEUES['webhooks.deliver'].policy.retryLimit ?? 0) }),
  'webhooks.programs-ended': () => announceEndedPrograms(),
  'events.outbox-drain': () => drainOutbox(),
  'privacy.retention': () => runRetention(),
  'stats.refresh': async () => ({ computed: await refreshStatsSnapshots() }),
};

/** The product's queues with their handlers, as the worker runs them. */
export function appJobs(handlers: { [N in QueueName]: JobHandler<N> } = HANDLERS): WorkerJob[] {
  return QUEUE_NAMES.map((name) => ({
    name,
    policy: QUEUES[name].policy,
    concurrency: QUEUES[name].concurrency,
    parse: (data: unknown) => QUEUES[name].schema.parse(data),
    handle: handlers[name] as WorkerJob['handle'],
  }));
}
