// The shape of what follows an event (docs/decisions/015-outbox.md). `P` is the part of the payload a handler reads,
// so one handler (say userUpdated) serves every event whose payload has a userId. Two kinds:
//   deliver: runs after the commit, at least once (realtime, notifications, mail, push, queueing a job);
//   apply:   a domain write the event causes (a team's work and its gift bonuses), exactly once per event.
// The handlers themselves are wired at process start by server/composition; features only record events.
import type { EventRecorder } from './recorder';
import type { Tx } from '@/server/db';

interface HandlerBase<P> {
  /** For logs, the outbox's applied key, and with onceBy the dedupe key: handlers sharing a name share their onceBy keys. */
  name: string;
  /** Runs only when this holds. */
  when?: (payload: P) => boolean;
  /** Runs once per dispatch for each distinct key (one entryUpdated per day, one userUpdated per user). */
  onceBy?: (payload: P) => string;
}

/**
 * What the deliver handlers of one dispatch share: a read made once for all of them, keyed by what it reads. After a
 * log, entryUpdated needs the user's language and userUpdated the user's row, which carries it: one statement serves
 * both (docs/benchmarks.md "Session 20"). Everything a dispatch runs follows the commits it dispatches, so a read made
 * for one handler is as fresh for the others; a nested dispatch (an apply handler's own events) has its own.
 */
export interface Dispatch {
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** A new dispatch's shared reads (DomainEvents.dispatch makes one; a test or a handler run alone, its own). */
export function newDispatch(): Dispatch {
  const reads = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>): Promise<T> {
      let pending = reads.get(key) as Promise<T> | undefined;
      if (!pending) reads.set(key, (pending = read()));
      return pending;
    },
  };
}

export interface DeliverHandler<P> extends HandlerBase<P> {
  run: (payload: P, dispatch: Dispatch) => Promise<void>;
  /**
   * 'log' (default): a failure is logged and the request answers as if it had run. 'fail-request': the response
   * promises this effect (the reset mail), so dispatch() throws after the other handlers ran.
   */
  onFailure?: 'log' | 'fail-request';
}

export interface ApplyHandler<P> extends HandlerBase<P> {
  /**
   * The write, in a transaction of its own that also stores the key (event, handler name): however often the event's
   * outbox row is processed (after the commit, then again by the worker's drain after a crash), it commits once. The
   * events it records are dispatched after that transaction commits.
   */
  apply: (payload: P, tx: Tx, events: EventRecorder) => Promise<void>;
}

export type Handler<P> = DeliverHandler<P> | ApplyHandler<P>;

export const handler = <P>(definition: DeliverHandler<P>): DeliverHandler<P> => definition;
export const applyHandler = <P>(definition: ApplyHandler<P>): ApplyHandler<P> => definition;

export function isApply<P>(h: Handler<P>): h is ApplyHandler<P> {
  return 'apply' in h;
}
