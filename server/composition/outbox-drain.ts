// The worker's side of the domain events outbox (docs/decisions/015-outbox.md): rows whose request never finished
// their fan-out (the process died between the commit and the handlers, or an apply handler failed) are processed here,
// every minute (the events.outbox-drain schedule). Processing a row runs its event's handlers as the request would
// have: deliver handlers again (at least once), apply handlers once per event (their key, event_outbox_applied).
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { DomainEvents, type DomainEvent } from '@/server/events';
import { claimDueOutboxSql, outboxRowSql, pruneOutboxSql } from '@/server/events/sql';
import { markOutboxFailed } from '@/server/events/outbox';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';

type Row = { id: string; event_type: string; payload: unknown };

/** The payload as the request recorded it: Dates back from their tags, the promotion resolved again by its id. */
async function revive(value: unknown, promotions: Map<number, ResolvedPromotion | null>): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => revive(item, promotions)));
  if (value === null || typeof value !== 'object') return value;
  const tagged = value as Record<string, unknown>;
  if (typeof tagged.$date === 'string') return new Date(tagged.$date);
  if (typeof tagged.$bigint === 'string') return BigInt(tagged.$bigint);
  if (typeof tagged.$promotion === 'number') {
    const id = tagged.$promotion;
    if (!promotions.has(id)) promotions.set(id, await promotionById(id));
    const promotion = promotions.get(id);
    if (!promotion) throw new Error(`Promotion ${id} no longer resolves (deleted).`);
    return promotion;
  }
  const entries = await Promise.all(Object.entries(tagged).map(async ([key, item]) => [key, await revive(item, promotions)] as const));
  return Object.fromEntries(entries);
}

async function processRow(row: Row, promotions: Map<number, ResolvedPromotion | null>): Promise<void> {
  let event: DomainEvent;
  try {
    event = { type: row.event_type, payload: await revive(row.payload, promotions) } as DomainEvent;
  } catch (error) {
    logger.error('domain event outbox: row could not be read back', { outboxId: row.id, event: row.event_type, error });
    await markOutboxFailed(db, row.id, error);
    return;
  }
  const events = new DomainEvents();
  events.restore(event, row.id);
  // Failures are logged (and an apply failure kept on the row) by dispatch; a fail-request one has no request here.
  await events.dispatch().catch((error: unknown) => logger.warn('domain event outbox: a handler failed', { outboxId: row.id, error }));
}

/** Processes one row whatever its state (a second processing of a processed row applies nothing again). */
export async function processOutboxRow(id: string): Promise<boolean> {
  const row = await outboxRowSql.first(db, id);
  if (!row) return false;
  await processRow(row, new Map());
  return true;
}

/** The schedule's job: every due row, in batches, then the prune of rows processed over a day ago. */
export async function drainOutbox(batchSize = 100): Promise<{ processed: number }> {
  const promotions = new Map<number, ResolvedPromotion | null>();
  let processed = 0;
  for (;;) {
    const rows = await claimDueOutboxSql.all(db, batchSize);
    for (const row of rows) await processRow(row, promotions);
    processed += rows.length;
    if (rows.length < batchSize) break;
  }
  await pruneOutboxSql.run(db);
  if (processed > 0) logger.info('domain event outbox: drained', { processed });
  return { processed };
}
