// Push notification jobs (POST /api/push_notifications/jobs): a title and message to the participants chosen by
// filters or typed recipients. The row is written (and audited) first, then the job worker pushes it ('push.job'),
// so a large audience never holds up the request. Status: queued → sending → sent (or failed).
import 'server-only';
import { db } from '@/server/db';
import { Invalid, Unavailable } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { enqueue } from '@/server/jobs/enqueue';
import { logger } from '@/server/platform/logger';
import { splitRecipients } from '@/lib/emails/recipients';
import { PUSH_JOB_FILTER_IDS, PUSH_MESSAGES, type PushJobFilter } from '@/lib/push/filters';
import type { PushJobInput } from '@/lib/push/schemas';
import type { PushJobJson } from '@/lib/push/types';
import { audienceIds } from './audience';
import { pushToUsers } from './deliver';

export interface JobActor {
  actorId: number;
  ip?: string | null;
}

const jobSelect = {
  id: true, title: true, message: true, filters: true, recipients: true, recipient_count: true, status: true, error: true, sent_at: true, created_at: true,
} as const;

type JobRow = { id: number; title: string; message: string; filters: unknown; recipients: string | null; recipient_count: number; status: string; error: string | null; sent_at: Date | null; created_at: Date };

/** Filter ids as stored: strings, or (older rows, the demo seed) objects carrying a `type`. */
function filterIds(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((f: unknown) => (typeof f === 'string' ? [f] : f && typeof f === 'object' && typeof (f as { type?: unknown }).type === 'string' ? [(f as { type: string }).type] : []));
}

export function serializePushJob(row: JobRow): PushJobJson {
  return {
    id: row.id, title: row.title, message: row.message, filters: filterIds(row.filters),
    recipients: row.recipients, recipient_count: row.recipient_count, status: row.status as PushJobJson['status'], error: row.error,
    sent_at: row.sent_at?.toISOString() ?? null, created_at: row.created_at.toISOString(),
  };
}

/** At least one filter or a recipients value ('No filter selected'). */
export function assertAudienceChosen(filters: readonly PushJobFilter[], recipients: string | null | undefined): void {
  if (filters.length === 0 && splitRecipients(recipients).length === 0) throw new Invalid(PUSH_MESSAGES.noFilter);
}

export async function listPushJobs(promotionId: number, take = 50): Promise<PushJobJson[]> {
  const rows = await db.pushNotificationJob.findMany({ where: { promotion_id: promotionId }, orderBy: { created_at: 'desc' }, take, select: jobSelect });
  return rows.map(serializePushJob);
}

export async function createPushJob(who: JobActor, input: PushJobInput): Promise<PushJobJson> {
  assertAudienceChosen(input.filters, input.recipients);
  const promotionId = input.promotion_id;
  const count = (await audienceIds(promotionId, input)).length;
  const row = await db.$transaction(async (tx) => {
    const created = await tx.pushNotificationJob.create({
      data: {
        promotion_id: promotionId, title: input.push_notification_job.title, message: input.push_notification_job.message,
        filters: [...input.filters], recipients: input.recipients?.trim() || null, recipient_count: count, created_by_id: who.actorId,
      },
      select: jobSelect,
    });
    await recordAudit(tx, {
      actorId: who.actorId, ip: who.ip, action: 'create', recordType: 'PushNotificationJob', recordId: created.id, promotionId,
      after: { title: created.title, message: created.message, filters: input.filters, recipient_count: count },
    });
    return created;
  });
  try {
    await enqueue('push.job', { jobId: row.id });
  } catch (error) {
    await db.pushNotificationJob.update({ where: { id: row.id }, data: { status: 'failed', error: 'Could not queue the job.' } });
    logger.error('push: could not queue a job', { jobId: row.id, error: error instanceof Error ? error.message : String(error) });
    throw new Unavailable(PUSH_MESSAGES.send);
  }
  return serializePushJob(row);
}

/** The worker's body for 'push.job': claims a queued job once (a retry of a sent job does nothing) and pushes it. */
export async function runPushJob(jobId: number): Promise<{ status: string; sent?: number; pruned?: number }> {
  const claimed = await db.pushNotificationJob.updateMany({ where: { id: jobId, status: { in: ['queued', 'sending'] } }, data: { status: 'sending' } });
  if (claimed.count === 0) return { status: 'skipped' };
  const job = await db.pushNotificationJob.findUniqueOrThrow({ where: { id: jobId }, select: { promotion_id: true, title: true, message: true, filters: true, recipients: true } });
  try {
    // A filter this version does not know must not widen the audience: the job fails instead of pushing to everyone.
    const known = new Set<string>(PUSH_JOB_FILTER_IDS);
    const stored = filterIds(job.filters);
    if (stored.some((f) => !known.has(f))) throw new Error(`Unknown filter in ${JSON.stringify(stored)}`);
    const filters = stored as PushJobFilter[];
    assertAudienceChosen(filters, job.recipients);
    const ids = await audienceIds(job.promotion_id, { filters, recipients: job.recipients });
    const outcome = await pushToUsers(job.promotion_id, ids, { title: job.title, message: job.message, url: '/', tag: `job-${jobId}` });
    await db.pushNotificationJob.update({ where: { id: jobId }, data: { status: 'sent', sent_at: new Date(), recipient_count: ids.length, error: null } });
    return { status: 'sent', sent: outcome.sent, pruned: outcome.pruned };
  } catch (error) {
    await db.pushNotificationJob.update({ where: { id: jobId }, data: { status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'failed' } });
    throw error;
  }
}
