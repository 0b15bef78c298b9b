// Side effects after commit (docs/decisions/008-side-effects-after-commit.md). A mutation records what happened
// inside its transaction; once the transaction has committed, dispatch() runs the handlers server/events/handlers.ts
// registers for each event: notifications, realtime, mail, push. A rolled-back transaction dispatches nothing.
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
import { db, type Prisma } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { AFTER_COMMIT, type AfterCommitHandler } from './handlers';
import type { DomainEvent, DomainEventMap, DomainEventType } from './types';

type Tx = Prisma.TransactionClient;

/** What a transaction's code gets to record events with (and what helpers running inside it take). */
/** Prisma's interactive-transaction options that callers use: the isolation level and a longer timeout for big writes. */
export interface TransactionOptions {
  isolationLevel?: Prisma.TransactionIsolationLevel;
  timeout?: number;
}

export interface EventRecorder {
  record<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): void;
}

export class DomainEvents implements EventRecorder {
  private events: DomainEvent[] = [];
  private dispatched = false;

  record<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): void {
    if (this.dispatched) throw new Error(`Domain event ${type} recorded after dispatch: record it before the commit.`);
    this.events.push({ type, payload } as DomainEvent);
  }

  /** The events recorded so far, in order (tests, logs). */
  get recorded(): readonly DomainEvent[] {
    return this.events;
  }

  /**
   * Runs `work` in one transaction and keeps the events it records only once that transaction has committed: a
   * throw (a rollback) leaves nothing behind, even when the same DomainEvents spans several transactions.
   */
  async transaction<R>(work: (tx: Tx, events: EventRecorder) => Promise<R>, options?: TransactionOptions): Promise<R> {
    const pending: DomainEvent[] = [];
    const recorder: EventRecorder = { record: (type, payload) => void pending.push({ type, payload } as DomainEvent) };
    const result = await db.$transaction((tx) => work(tx, recorder), options);
    for (const event of pending) this.record(event.type, event.payload as never);
    return result;
  }

  /**
   * After the commit: every handler of every recorded event, events in the order they were recorded, an event's
   * handlers side by side. Runs once; a second call does nothing. A handler's failure is logged and the others still
   * run; only a handler registered with `onFailure: 'fail-request'` (mail the response promises) makes this throw,
   * after the others ran. A handler with `onceBy` runs once per key per dispatch (one userUpdated for a log that also
   * completed a scene).
   */
  async dispatch(): Promise<void> {
    if (this.dispatched) return;
    this.dispatched = true;
    const ran = new Set<string>();
    const failures: unknown[] = [];
    for (const event of this.events) {
      const handlers = AFTER_COMMIT[event.type] as readonly AfterCommitHandler<typeof event.type>[];
      const due = handlers.filter((handler) => {
        const payload = event.payload as never;
        if (handler.when && !handler.when(payload)) return false;
        if (!handler.onceBy) return true;
        const key = `${handler.name}|${handler.onceBy(payload)}`;
        if (ran.has(key)) return false;
        ran.add(key);
        return true;
      });
      const results = await Promise.allSettled(due.map((handler) => handler.run(event.payload as never)));
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') return;
        const handler = due[i]!;
        logger.error('domain event: handler failed', { event: event.type, handler: handler.name, error: result.reason });
        if (handler.onFailure === 'fail-request') failures.push(result.reason);
      });
    }
    if (failures.length > 0) throw failures[0];
  }
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
