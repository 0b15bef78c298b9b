// Records the SQL the product runs for one request, so the bare server (bench/bare-server.ts) can run exactly the
// same statements. The product's route handlers are called in this process, as the tests call them; every
// pg query issued inside that call is recorded with its values, its connection and its timing (statements that
// overlapped in the product overlap in the replay; statements of one transaction share one connection).
//
// A "dry" capture (for writes) turns the transaction's COMMIT into a ROLLBACK, so recording a log does not log it:
// the trace, replayed once by the bare server, performs the write for real on a state that is still the same.
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
  /** Which of the product's connections ran it (statements of a transaction share one). */
  connection: number;
  start: number;
  end: number;
}

export type Trace = Statement[];

interface Store {
  trace: Trace;
  dry: boolean;
  origin: number;
  /** Set when the request has answered: a context that leaks into later work (pg-pool hands a released
   * connection to the next waiter inside the releasing request's context) records nothing more. */
  closed: boolean;
}

const als = new AsyncLocalStorage<Store>();
const connectionIds = new WeakMap<object, number>();
let nextConnectionId = 1;

// Values travel as JSON to the bare server: Dates as ISO text (PostgreSQL reads them for date and timestamptz),
// Buffers tagged so they come back as bytes.
function portable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return { __buffer: value.toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(portable);
  return value;
}

let installed = false;

/** Wraps pg's Client.query once (Prisma's adapter and pg.Pool both go through it). */
export function installCapture(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function patched(this: object, config: unknown, values?: unknown, callback?: unknown) {
    const store = als.getStore();
    const isText = typeof config === 'string';
    const text = isText ? (config as string) : (config as { text?: string } | null)?.text;
    if (!store || store.closed || typeof text !== 'string') return original.call(this, config, values, callback);

    if (!connectionIds.has(this)) connectionIds.set(this, nextConnectionId++);
    const statement: Statement = {
      text,
      values: portable(isText ? ((values as unknown[]) ?? []) : ((config as { values?: unknown[] }).values ?? [])) as unknown[],
      connection: connectionIds.get(this)!,
      start: performance.now() - store.origin,
      end: 0,
    };
    store.trace.push(statement);
    let effective = config;
    // The ROLLBACK goes unnamed: server/db.ts names statements by their SQL, and a ROLLBACK sent under COMMIT's name
    // would register that name for "ROLLBACK" on the connection, so every later named COMMIT there would fail with
    // "Prepared statements must be unique" (and the scenarios recorded after it would record nothing).
    if (store.dry && text.trim().toUpperCase() === 'COMMIT') effective = 'ROLLBACK';
    const result = original.call(this, effective, values, callback);
    const done = () => {
      statement.end = performance.now() - store.origin;
    };
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  } as typeof pg.Client.prototype.query;
}

/**
 * Runs fn with every query it issues recorded; dry turns COMMIT into ROLLBACK. Call it for one request at a time:
 * with requests side by side, pg-pool can hand one request's connection to another inside the first one's context.
 */
export async function capture<T>(fn: () => Promise<T>, options: { dry?: boolean } = {}): Promise<{ trace: Trace; result: T | Error }> {
  const store: Store = { trace: [], dry: options.dry ?? false, origin: performance.now(), closed: false };
  let result: T | Error;
  try {
    result = await als.run(store, fn);
  } catch (error) {
    // A dry write's follow-up read finds nothing and may throw; its statements are recorded all the same.
    result = error as Error;
  } finally {
    store.closed = true;
  }
  // A statement still running when the response was ready was not waited for (a background refresh): not part of it.
  return { trace: store.trace.filter((s) => s.end > 0), result };
}
