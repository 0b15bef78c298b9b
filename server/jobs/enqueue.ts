// Sending jobs from route handlers and other web-process code: enqueue('email.send', { emailMessageId }).
// The pg-boss instance is started on first use and shared by the whole process; it only sends
// (see boss.ts), the worker process does the work.
import type { PgBoss, SendOptions } from 'pg-boss';
import { logger } from '@/server/platform/logger';
// Each payload carries the id of the request that queued it (`requestId`), which the worker's lines for the job carry.
import { withRequestId } from '@/server/observability/request-context';
import { env } from '@/lib/env';
import { createBoss } from './boss';
import { startBoss } from './start';
import { createQueues, QUEUES, type JobPayload, type QueueName } from './queues';

/** Per-job overrides of the queue's policy, and scheduling (startAfter: a Date, an ISO string or seconds). */
export type EnqueueOptions = Pick<
  SendOptions,
  'startAfter' | 'priority' | 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

// On globalThis so that Next.js hot reloads in development reuse one pool instead of opening one per reload.
const holder = globalThis as unknown as { renewJobSender?: Promise<PgBoss> };

async function startSender(): Promise<PgBoss> {
  const boss = createBoss('sender');
  boss.on('error', (error) => logger.error('pg-boss error (sender)', { error }));
  await startBoss(boss, env().DATABASE_URL);
  // The worker creates the queues too, but a web process may send before the worker ever started. When they exist
  // (the usual case) this is one SELECT and no lock.
  await createQueues(boss);
  return boss;
}

function sender(): Promise<PgBoss> {
  holder.renewJobSender ??= startSender().catch((error: unknown) => {
    // Forget the failed start so the next call tries again (the database may just have been restarting).
    holder.renewJobSender = undefined;
    throw error;
  });
  return holder.renewJobSender;
}

/** Queues a job and returns its id. The payload is validated against the queue's schema first. */
export async function enqueue<N extends QueueName>(name: N, data: JobPayload<N>, options: EnqueueOptions = {}): Promise<string> {
  const payload = withRequestId(QUEUES[name].schema.parse(data) as object);
  const boss = await sender();
  const id = await boss.send(name, payload, options);
  // send() answers null only when a singletonKey/throttle refused the job: say so rather than lose it silently.
  if (!id) throw new Error(`Job ${name} was not queued (a job with the same singletonKey is already waiting).`);
  return id;
}

/**
 * Queues a job under a fixed id, once: while a job with that id exists on the queue, sending it again does nothing
 * and answers null. Used where a sweep may queue the same work again (server/mail/requeue.ts).
 */
export async function enqueueWithId<N extends QueueName>(name: N, data: JobPayload<N>, options: EnqueueOptions & { id: string }): Promise<string | null> {
  const payload = withRequestId(QUEUES[name].schema.parse(data) as object);
  return (await sender()).send(name, payload, options);
}

/**
 * Queues a job unless one with the same singletonKey is already waiting on a queue whose policy is 'short' (one
 * created job per key): the waiting job will do the work, so null is an answer here, not a loss.
 */
export async function enqueueUnlessWaiting<N extends QueueName>(name: N, data: JobPayload<N>, options: EnqueueOptions & { singletonKey: string }): Promise<string | null> {
  const payload = withRequestId(QUEUES[name].schema.parse(data) as object);
  return (await sender()).send(name, payload, options);
}

/** Stops the shared sender (tests, scripts that must exit). The next enqueue() starts a new one. */
export async function stopEnqueuer(): Promise<void> {
  const pending = holder.renewJobSender;
  holder.renewJobSender = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => undefined);
  await boss?.stop({ graceful: false, close: true });
}

/**
 * Queues many jobs of one queue in one statement, each under its fixed id; a job whose id is already on the queue is
 * skipped. Answers the ids it queued (pg-boss 12's insert can return them; 10's could not).
 */
export async function enqueueManyWithIds<N extends QueueName>(name: N, jobs: readonly { id: string; data: JobPayload<N>; startAfter?: Date }[]): Promise<string[]> {
  if (!jobs.length) return [];
  const rows = jobs.map((job) => ({ id: job.id, data: withRequestId(QUEUES[name].schema.parse(job.data) as object), ...(job.startAfter ? { startAfter: job.startAfter } : {}) }));
  return (await (await sender()).insert(name, rows, { returnId: true })) ?? [];
}
