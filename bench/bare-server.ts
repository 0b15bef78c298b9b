// The yardstick of npm run bench: a bare node:http + pg server that runs, per request, exactly the SQL the product
// ran for the same request (recorded by bench/capture.ts) — same statements, same values, the same overlap of
// parallel queries and the same connection for a transaction, over a pool of the product's size. What the product
// adds on top (Next.js routing, the route wrapper, session decoding, Prisma, serializers) is what the ratio shows.
// Each statement is sent under the name the app prepares it by (server/platform/statement-names.ts: a hash of the
// text), so PostgreSQL plans it once per connection here as it does for the app: unnamed, every call would be parsed
// and planned again and the yardstick would not be the cheapest form of the same SQL.
//
//   tsx bench/bare-server.ts <traces.json> <port>      (DATABASE_URL in the environment)
//   GET /r/{key}   replay the read trace {key} (as often as asked)
//   GET /w/{i}     replay write trace i (the caller uses each i once: it performs the write)
//   GET /health    {writes}: the number of write traces
import cluster from 'node:cluster';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Trace } from './capture';
import { webConcurrency } from '../server/web/concurrency.ts';
import { statementName } from '../server/platform/statement-names.ts';

export interface TraceFile {
  reads: Record<string, Trace>;
  writes: Trace[];
  poolSize: number;
}

interface Step {
  text: string;
  /** The prepared statement's name, as the app names it ('' unnamed: its PLAN_PER_CALL statements). */
  name: string;
  values: unknown[];
  connection: number;
  /** Part of a transaction: runs on the connection that ran its BEGIN. */
  held: boolean;
  ends: boolean;
}

type Prepared = Step[][];

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value && typeof value === 'object' && '__buffer' in value) return Buffer.from((value as { __buffer: string }).__buffer, 'base64');
  return value;
}

/** Groups statements into waves: a statement issued before the previous ones finished ran alongside them. */
export function prepare(trace: Trace): Prepared {
  const inTx = new Set<number>();
  const ordered = [...trace].sort((a, b) => a.start - b.start);
  const waves: Prepared = [];
  let waveEnd = -Infinity;
  for (const s of ordered) {
    const verb = s.text.trim().toUpperCase();
    if (verb === 'BEGIN') inTx.add(s.connection);
    const held = inTx.has(s.connection);
    const ends = held && (verb === 'COMMIT' || verb === 'ROLLBACK');
    if (ends) inTx.delete(s.connection);
    const step = { text: s.text, name: statementName(s.text), values: revive(s.values) as unknown[], connection: s.connection, held, ends };
    if (waves.length === 0 || s.start >= waveEnd) {
      waves.push([step]);
      waveEnd = s.end;
    } else {
      waves[waves.length - 1].push(step);
      waveEnd = Math.max(waveEnd, s.end);
    }
  }
  return waves;
}

const statement = (step: Step): pg.QueryConfig => ({ text: step.text, values: step.values, name: step.name || undefined });

/**
 * Replays the waves. A transaction's statements wait only for the transaction statements of earlier waves, never
 * for the single statements beside them: otherwise, with every pooled connection held open by a transaction whose
 * COMMIT sits in a later wave, the single statement of the same wave waits for a connection forever (seen at 25
 * requests per process on a pool of 10: every connection "idle in transaction"). Single statements still wait for
 * everything before them, so a read after a COMMIT sees the commit.
 */
export async function replay(pool: pg.Pool, waves: Prepared): Promise<pg.QueryResult | undefined> {
  const held = new Map<number, Promise<pg.PoolClient>>();
  const runHeld = async (step: Step) => {
    let client = held.get(step.connection);
    if (!client) {
      client = pool.connect();
      held.set(step.connection, client);
    }
    const result = await (await client).query(statement(step));
    if (step.ends) {
      held.delete(step.connection);
      (await client).release();
    }
    return result;
  };
  const issued: Promise<pg.QueryResult[]>[] = [];
  let heldBefore: Promise<unknown> = Promise.resolve();
  let lastWave: Promise<pg.QueryResult[]> = Promise.resolve([]);
  for (const wave of waves) {
    const everythingBefore = Promise.all(issued);
    const heldSteps = heldBefore.then(() => Promise.all(wave.filter((s) => s.held).map(runHeld)));
    const singles = everythingBefore.then(() => Promise.all(wave.filter((s) => !s.held).map((s) => pool.query(statement(s)))));
    heldBefore = heldSteps;
    // The response is the last statement's result, as the product's last statement shaped its answer.
    const order = wave.map((s) => s.held);
    lastWave = Promise.all([heldSteps, singles]).then(([h, f]) => order.map((isHeld) => (isHeld ? h.shift()! : f.shift()!)));
    issued.push(lastWave);
  }
  const settled = await Promise.allSettled(issued);
  for (const client of held.values()) {
    // A transaction left open by a failed statement: rolled back, and its connection returned.
    const open = await client.catch(() => undefined);
    if (!open) continue;
    await open.query('ROLLBACK').catch(() => undefined);
    open.release();
  }
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  const results = await lastWave;
  return results[results.length - 1];
}

// As many processes as the app's web server (WEB_CONCURRENCY, server/web/server.ts), so the two are compared like
// for like. Writes are asked for by index (/w/{i}): the load generator numbers them, so across processes none is
// replayed twice.
const processes = webConcurrency(process.env.WEB_CONCURRENCY);

async function main() {
  if (cluster.isPrimary && processes > 1) {
    for (let i = 0; i < processes; i++) cluster.fork({ BARE_INDEX: String(i) });
    const stop = () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), 3_000).unref();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return;
  }
  const index = Number(process.env.BARE_INDEX ?? 0);
  const [file, portText] = process.argv.slice(2);
  if (!file || !portText || !process.env.DATABASE_URL) {
    console.error('usage: DATABASE_URL=… tsx bench/bare-server.ts <traces.json> <port>');
    process.exit(2);
  }
  const traces = JSON.parse(readFileSync(file, 'utf8')) as TraceFile;
  const reads = new Map(Object.entries(traces.reads).map(([key, trace]) => [key, prepare(trace)]));
  const writes = traces.writes.map(prepare);
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: traces.poolSize });

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    let waves: Prepared | undefined;
    if (url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ writes: writes.length }));
      return;
    }
    if (url.startsWith('/w/')) waves = writes[Number(url.slice(3))];
    else if (url.startsWith('/r/')) waves = reads.get(decodeURIComponent(url.slice(3)));
    if (!waves) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":["no such trace"]}');
      return;
    }
    replay(pool, waves).then(
      (result) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: result?.rows ?? [] }));
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [error.message] }));
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(portText), '127.0.0.1', () => {
    if (index === 0) console.log(`bare server on ${portText} (${processes} processes): ${reads.size} read traces, ${writes.length} write traces`);
  });
  const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1]?.endsWith('bare-server.ts')) void main();
