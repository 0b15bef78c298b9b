// Side effects after commit (docs/decisions/008-side-effects-after-commit.md, 015-outbox.md). A mutation records what
// happened inside its transaction; before that transaction commits, the events with handlers due get their outbox rows
// (one INSERT); once it has committed, dispatch() runs the handlers the composition root wired for each event
// (server/composition/after-commit.ts) and marks the rows processed. A rolled-back transaction leaves no row and
// dispatches nothing; a process that dies after the commit leaves the rows to the worker's drain.
//
//   const post = await withDomainEvents(async (tx, events) => {
//     const post = await tx.post.create(...);
//     events.record('reflection.created', { userId, promotionId, postId: post.id });
//     return post;
//   });                                   // committed, then dispatched; returns the callback's result
//
// A service that runs several transactions and should fan out once collects them in one DomainEvents:
//
//   const events = new DomainEvents();
//   await events.transaction(async (tx, record) => { ... });   // kept only if this transaction commits
//   await events.transaction(async (tx, record) => { ... });
//   await events.dispatch();
import { db, type Tx } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { isApply, newDispatch, type ApplyHandler, type Handler } from './handler';
import { dueHandlers } from './registry';
import { markOutboxFailed, markOutboxProcessed, writeOutbox, type OutboxEntry } from './outbox';
import { claimApplySql } from './sql';
import type { EventRecorder, TransactionOptions } from './recorder';
import type { DomainEvent, DomainEventMap, DomainEventType } from './types';

export type { EventRecorder, TransactionOptions } from './recorder';

export class DomainEvents implements EventRecorder {
  private entries: OutboxEntry[] = [];
  private dispatched = false;

  record<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): void {
    this.keep([{ event: { type, payload } as DomainEvent, outboxId: null }]);
  }

  /** An event read back from its outbox row (the worker's drain): dispatch() processes that row. */
  restore(event: DomainEvent, outboxId: string): void {
    this.keep([{ event, outboxId }]);
  }

  private keep(entries: OutboxEntry[]): void {
    if (this.dispatched) throw new Error(`Domain event ${entries[0]?.event.type} recorded after dispatch: record it before the commit.`);
    this.entries.push(...entries);
  }

  /** The events recorded so far, in order (tests, logs). */
  get recorded(): readonly DomainEvent[] {
    return this.entries.map((entry) => entry.event);
  }

  /** The outbox rows written so far, in order of their events (tests). */
  get outboxIds(): readonly string[] {
    return this.entries.flatMap((entry) => (entry.outboxId ? [entry.outboxId] : []));
  }

  /**
   * Runs `work` in one transaction, writes the outbox rows of the events it recorded as that transaction's last
   * statement, and keeps the events only once it has committed: a throw (a rollback) leaves nothing behind, even when
   * the same DomainEvents spans several transactions.
   */
  async transaction<R>(work: (tx: Tx, events: EventRecorder) => Promise<R>, options?: TransactionOptions): Promise<R> {
    const pending: OutboxEntry[] = [];
    const recorder: EventRecorder = { record: (type, payload) => void pending.push({ event: { type, payload } as DomainEvent, outboxId: null }) };
    const result = await db.$transaction(async (tx) => {
      const value = await work(tx, recorder);
      await writeOutbox(tx, pending);
      return value;
    }, options);
    this.keep(pending);
    return result;
  }

  /**
   * After the commit: every due handler of every recorded event, events in the order they were recorded, an event's
   * handlers side by side. Runs once; a second call does nothing. An event recorded outside any transaction gets its
   * outbox row here first. A deliver handler's failure is logged and the others still run; only one registered with
   * `onFailure: 'fail-request'` (mail the response promises) makes this throw, after the others ran. An apply
   * handler's failure leaves its event's row unprocessed, for the drain. A handler with `onceBy` runs once per key per
   * dispatch (one userUpdated for a log that also completed a scene); a read the handlers share (Dispatch.once) is made
   * once per dispatch. Rows whose apply handlers all committed are
   * marked processed in one statement.
   */
  async dispatch(): Promise<void> {
    if (this.dispatched) return;
    this.dispatched = true;
    await writeOutbox(db, this.entries);
    const ran = new Set<string>();
    const failures: unknown[] = [];
    const processed: string[] = [];
    const shared = newDispatch();
    for (const entry of this.entries) {
      const payload = entry.event.payload as never;
      const due = dueHandlers(entry.event.type, payload).filter((h) => {
        if (!h.onceBy) return true;
        const key = `${h.name}|${h.onceBy(payload)}`;
        if (ran.has(key)) return false;
        ran.add(key);
        return true;
      });
      const results = await Promise.allSettled(due.map((h) => (isApply(h) ? applyOnce(h, payload, entry.outboxId) : h.run(payload, shared))));
      let complete = true;
      for (const [i, result] of results.entries()) {
        if (result.status === 'fulfilled') continue;
        const h = due[i] as Handler<unknown>;
        logger.error('domain event: handler failed', { event: entry.event.type, handler: h.name, outboxId: entry.outboxId, error: result.reason });
        if (isApply(h)) {
          complete = false;
          if (entry.outboxId) await markOutboxFailed(db, entry.outboxId, result.reason).catch(() => {});
        } else if (h.onFailure === 'fail-request') failures.push(result.reason);
      }
      if (complete && entry.outboxId) processed.push(entry.outboxId);
    }
    await markOutboxProcessed(db, processed).catch((error: unknown) => {
      // The handlers ran; the drain may run the deliver ones again (at least once), never an apply one twice.
      logger.error('domain event: outbox rows not marked processed', { error });
    });
    if (failures.length > 0) throw failures[0];
  }
}

/**
 * An apply handler's write, once per (event, handler): its key is inserted in the same transaction, so a second
 * processing of the row (the drain after a crash, two drains at once) finds the key and writes nothing. The events
 * the write records get their own outbox rows in that transaction and are dispatched after it commits.
 */
async function applyOnce<P>(h: ApplyHandler<P>, payload: P, outboxId: string | null): Promise<void> {
  const events = new DomainEvents();
  await events.transaction(async (tx, recorder) => {
    if (outboxId && !(await claimApplySql.first(tx, outboxId, h.name))) return;
    await h.apply(payload, tx, recorder);
  });
  await events.dispatch();
}

/** One transaction whose recorded events are dispatched once it has committed. Returns what `work` returns. */
export async function withDomainEvents<R>(work: (tx: Tx, events: EventRecorder) => Promise<R>, options?: TransactionOptions): Promise<R> {
  const events = new DomainEvents();
  const result = await events.transaction(work, options);
  await events.dispatch();
  return result;
}

/**
 * For a step a larger service may compose: with the caller's DomainEvents the transaction's events join them (the
 * caller dispatches); without, they are dispatched after this transaction's commit.
 */
export function inTransaction<R>(events: DomainEvents | undefined, work: (tx: Tx, events: EventRecorder) => Promise<R>): Promise<R> {
  return events ? events.transaction(work) : withDomainEvents(work);
}

/** Events recorded outside any transaction (a single-statement write that has already committed). */
export async function dispatchEvents(...events: DomainEvent[]): Promise<void> {
  const all = new DomainEvents();
  for (const event of events) all.record(event.type, event.payload as never);
  await all.dispatch();
}
