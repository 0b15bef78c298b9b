// Custom one-time emails (/one_time_email/create, /edit/{id}, /queue): created and edited until sent. A send time
// now or past is handed to the job worker at once (a job per email: queued → sending → sent or failed); a future one
// waits in the queue for the worker's minute scan. Every write is audited.
import 'server-only';
import { db } from '@/server/db';
import { Conflict, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { EMAIL_MESSAGES } from '@/lib/emails/recipients';
import { zonedToUtc } from '@/lib/emails/send-time';
import type { CustomEmailWrite } from '@/lib/emails/schemas';
import type { CustomEmailJson } from '@/lib/emails/types';
import { enqueue } from '@/server/jobs/enqueue';
import { logger } from '@/server/platform/logger';
import { checkedRecipientsOrFilters } from './recipients';
import { customEmailSelect, serializeCustomEmail } from './serialize';

export interface EmailActor {
  actorId: number;
  ip?: string | null;
}

function fieldsOf(input: CustomEmailWrite) {
  const addresses = checkedRecipientsOrFilters(input.recipients, input.filters);
  return {
    subject: input.subject, body: input.body, recipients: input.recipients.trim(), one_time_recipients: addresses, filters: [...input.filters],
    send_at: zonedToUtc(input.send_at, input.time_zone), time_zone: input.time_zone,
  };
}

const audited = (f: ReturnType<typeof fieldsOf>) => ({ subject: f.subject, recipients: f.one_time_recipients.length, filters: f.filters, send_at: f.send_at.toISOString(), time_zone: f.time_zone });

/**
 * A send time now or past: a job sends it from the worker (the request only queues it). Should queueing fail, the
 * row stays queued and due, and the worker's minute scan sends it.
 */
async function sendIfDue(row: { id: number; send_at: Date }, now: Date): Promise<void> {
  if (row.send_at.getTime() > now.getTime()) return;
  try {
    await enqueue('one-time-emails.send', { customEmailId: row.id });
  } catch (error) {
    logger.error('one-time email: could not queue its job (the minute scan will send it)', { customEmailId: row.id, error: error instanceof Error ? error.message : String(error) });
  }
}

async function reload(promotionId: number, id: number): Promise<CustomEmailJson> {
  const row = await db.customEmail.findFirst({ where: { id, promotion_id: promotionId }, select: customEmailSelect });
  if (!row) throw new NotFound(EMAIL_MESSAGES.notFound);
  return serializeCustomEmail(row);
}

export async function createCustomEmail(who: EmailActor, promotionId: number, input: CustomEmailWrite, now: Date = new Date()): Promise<CustomEmailJson> {
  const fields = fieldsOf(input);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.customEmail.create({ data: { promotion_id: promotionId, ...fields, created_by_id: who.actorId }, select: { id: true, send_at: true } });
    await recordAudit(tx, { actorId: who.actorId, ip: who.ip, action: 'create', recordType: 'CustomEmail', recordId: created.id, promotionId, after: audited(fields) });
    return created;
  });
  await sendIfDue(row, now);
  return reload(promotionId, row.id);
}

/** Editing is allowed until sent: a row that is no longer queued refuses (409), and the update itself re-checks. */
export async function updateCustomEmail(who: EmailActor, promotionId: number, id: number, input: CustomEmailWrite, now: Date = new Date()): Promise<CustomEmailJson> {
  const fields = fieldsOf(input);
  const row = await db.$transaction(async (tx) => {
    const before = await tx.customEmail.findFirst({ where: { id, promotion_id: promotionId }, select: { status: true, subject: true, one_time_recipients: true, filters: true, send_at: true, time_zone: true } });
    if (!before) throw new NotFound(EMAIL_MESSAGES.notFound);
    const changed = await tx.customEmail.updateMany({ where: { id, promotion_id: promotionId, status: 'queued' }, data: fields });
    if (changed.count === 0) throw new Conflict(EMAIL_MESSAGES.alreadySent);
    await recordAudit(tx, {
      actorId: who.actorId, ip: who.ip, action: 'update', recordType: 'CustomEmail', recordId: id, promotionId,
      before: { subject: before.subject, recipients: before.one_time_recipients.length, filters: before.filters, send_at: before.send_at.toISOString(), time_zone: before.time_zone },
      after: audited(fields),
    });
    return { id, send_at: fields.send_at };
  });
  await sendIfDue(row, now);
  return reload(promotionId, id);
}

/** Removes an email from the queue (or the history); one being sent right now cannot be removed. */
export async function deleteCustomEmail(who: EmailActor, promotionId: number, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.customEmail.findFirst({ where: { id, promotion_id: promotionId }, select: { subject: true, status: true } });
    if (!row) throw new NotFound(EMAIL_MESSAGES.notFound);
    if (row.status === 'sending') throw new Conflict(EMAIL_MESSAGES.alreadySent);
    await tx.customEmail.delete({ where: { id } });
    await recordAudit(tx, { actorId: who.actorId, ip: who.ip, action: 'delete', recordType: 'CustomEmail', recordId: id, promotionId, before: { subject: row.subject, status: row.status } });
  });
}
