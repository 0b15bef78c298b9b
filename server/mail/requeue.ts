// The stranded-mail sweep (docs/operations.md "Jobs and realtime survive restarts"): sendEmail stores the row and then
// queues its job, two steps; a process killed between them leaves a 'queued' row with no job, which nothing would ever
// send. Every few minutes the worker queues the delivery of rows still 'queued' well after they were stored. Each
// delivery job's id is made from its row's id (send.ts), so a row whose job is still waiting — a later send time, a
// busy queue — gets no second one, and the delivery's own claim (deliver.ts) keeps a row from being sent twice.
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { strandedEmailsSql } from './sql';
import { queueDeliveries } from './send';

/** A row queued this long ago and still 'queued' has lost its job (a send is worked within seconds). */
export const STRANDED_AFTER_MINUTES = 10;
const BATCH = 500;

export async function requeueStrandedEmails(now = new Date()): Promise<{ requeued: number }> {
  const before = new Date(now.getTime() - STRANDED_AFTER_MINUTES * 60_000);
  const rows = await strandedEmailsSql.all(db, before, BATCH);
  // One insert for the batch; a row whose job is still waiting keeps it (same id: skipped, not counted).
  const requeued = await queueDeliveries(rows.map(({ id }) => id));
  if (requeued > 0) logger.warn('Queued the delivery of emails that had lost their job', { requeued });
  return { requeued };
}
