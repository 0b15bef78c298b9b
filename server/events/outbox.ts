// The domain events outbox (docs/decisions/015-outbox.md): the rows a transaction writes for its events, in one
// statement before it commits, and what marks them processed. The drain that processes rows a dead process left
// behind is the worker's (server/composition/outbox-drain.ts).
import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '@/server/platform/sql';
import type { DomainEvent } from './types';
import { dueHandlers } from './registry';
import { insertOutboxSql, markOutboxFailedSql, markOutboxProcessedSql } from './sql';

/** A recorded event and its outbox row (null until written; none is written for an event with nothing due). */
export interface OutboxEntry {
  event: DomainEvent;
  outboxId: string | null;
}

/**
 * The payload as stored: JSON, with Dates tagged so they come back as Dates, and the resolved promotion by its id (the
 * drain resolves it again: a promotion row is large, and holds what an outbox has no need to copy).
 */
export function encodePayload(payload: object): string {
  return JSON.stringify(payload, function replace(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { $date: raw.toISOString() };
    if (typeof raw === 'bigint') return { $bigint: raw.toString() };
    if (key === 'promotion' && raw !== null && typeof raw === 'object' && 'timeline' in raw && 'id' in raw) return { $promotion: raw.id };
    return value;
  });
}

/**
 * Gives an outbox row to each entry that has handlers due and no row yet, all in one INSERT (none when nothing is
 * due). Inside the event's transaction, the rows commit or roll back with the change.
 */
export async function writeOutbox(runner: SqlRunner, entries: readonly OutboxEntry[]): Promise<void> {
  const rows: string[] = [];
  for (const entry of entries) {
    if (entry.outboxId || dueHandlers(entry.event.type, entry.event.payload as never).length === 0) continue;
    entry.outboxId = randomUUID();
    rows.push(`{"id":"${entry.outboxId}","type":${JSON.stringify(entry.event.type)},"payload":${encodePayload(entry.event.payload)}}`);
  }
  if (rows.length > 0) await insertOutboxSql.run(runner, `[${rows.join(',')}]`);
}

export async function markOutboxProcessed(runner: SqlRunner, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await markOutboxProcessedSql.run(runner, [...ids]);
}

/** An apply handler failed: the row stays for the drain, which takes it again after its backoff. */
export async function markOutboxFailed(runner: SqlRunner, id: string, error: unknown): Promise<void> {
  await markOutboxFailedSql.run(runner, id, String((error as Error)?.message ?? error).slice(0, 1000));
}
