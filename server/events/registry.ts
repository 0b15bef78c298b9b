// Where the bus finds what follows each event. The table is made by the composition root (server/composition),
// which imports the features; the bus only holds it, so no feature imports its own fan-out back (0 cycles,
// `npm run lint:cycles`). Every process that records events wires it at start: the web's route wrappers, the worker,
// the tests' setup (server/composition/wire.ts).
//
// On globalThis: Next.js may evaluate one source file in more than one module graph (instrumentation, route layers),
// and every copy of the bus must see the one table.
import type { DomainEventMap, DomainEventType } from './types';
import type { Handler } from './handler';

export type HandlerTable = { readonly [T in DomainEventType]: readonly Handler<DomainEventMap[T]>[] };

const holder = globalThis as unknown as { renewEventHandlers?: HandlerTable };

export function wireEventHandlers(table: HandlerTable): void {
  holder.renewEventHandlers = table;
}

/** The wired table. Recording an event in a process that never wired it is a bug, so it throws (and rolls back). */
export function eventHandlers(): HandlerTable {
  const table = holder.renewEventHandlers;
  if (!table) throw new Error('Domain event handlers are not wired: import server/composition/wire.ts at process start.');
  return table;
}

/** The handlers of one event whose `when` holds for this payload (onceBy is applied per dispatch, not here). */
export function dueHandlers<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): Handler<DomainEventMap[T]>[] {
  const handlers = eventHandlers()[type] as readonly Handler<DomainEventMap[T]>[];
  return handlers.filter((h) => !h.when || h.when(payload));
}
