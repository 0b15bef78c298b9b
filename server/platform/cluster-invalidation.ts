// Caches a process keeps in memory that must agree across the cluster (docs/multi-node.md "Caches"). A change says
// which topic it touched; every process, this one included, drops what it keeps for that topic. The message travels
// as a PostgreSQL NOTIFY on CACHE_CHANNEL, so it needs nothing beyond the database the product already has, and
// each process LISTENs on one dedicated connection (DATABASE_DIRECT_URL when a transaction pooler sits in front of
// DATABASE_URL: a pooler in transaction mode cannot hold a LISTEN).
//
// A NOTIFY sent while the LISTEN connection is down never arrives, so a process trusts its caches only while it is
// listening: before the first LISTEN, and from a drop until the LISTEN is back (when everything is dropped again),
// trusted() is false and callers read the database.
//
// The connection's socket and the retry timer are unref'd: a script that touches a cached read (the seed, a job)
// still exits when its own work is done.
import pg from 'pg';
import { env } from '@/lib/env';
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { notifyCacheSql } from './cluster-sql';

export const CACHE_CHANNEL = 'renew_cache';
export type CacheTopic = 'promotions' | 'webhooks';

const handlers = new Map<CacheTopic, Set<() => void>>();
let client: pg.Client | null = null;
let listening = false;
let started = false;
let stopped = false;
let attempt = 0;
let timer: NodeJS.Timeout | undefined;

function dropAll(): void {
  for (const set of handlers.values()) for (const handler of set) handler();
}

function drop(topic: string): void {
  for (const handler of handlers.get(topic as CacheTopic) ?? []) handler();
}

function scheduleReconnect(): void {
  if (stopped || timer) return;
  const delay = Math.min(10_000, 250 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
  attempt += 1;
  timer = setTimeout(() => {
    timer = undefined;
    void connect();
  }, delay);
  timer.unref();
}

async function connect(): Promise<void> {
  let c: pg.Client;
  try {
    const e = env();
    c = new pg.Client({ connectionString: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL, keepAlive: true, application_name: 'renew-cache-listen' });
  } catch (error) {
    logger.warn('cache invalidation: cannot listen (no database settings); caches bypassed', { error });
    return;
  }
  let lost = false;
  const lose = (why: string, error?: unknown) => {
    if (lost) return;
    lost = true;
    listening = false;
    if (client === c) client = null;
    dropAll();
    c.end().catch(() => {});
    if (!stopped) {
      logger.warn(`cache invalidation: LISTEN connection lost (${why}); caches bypassed until it is back`, error ? { error } : undefined);
      scheduleReconnect();
    }
  };
  c.on('error', (error) => lose('error', error));
  c.on('end', () => lose('end'));
  c.on('notification', (message) => {
    if (message.channel === CACHE_CHANNEL && message.payload) drop(message.payload);
  });
  try {
    await c.connect();
    (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    await c.query(`LISTEN ${CACHE_CHANNEL}`);
    if (stopped || lost) return void c.end().catch(() => {});
    client = c;
    // Whatever was cached before this LISTEN may have missed a change.
    dropAll();
    listening = true;
    attempt = 0;
  } catch (error) {
    lose('connect failed', error);
  }
}

/** Registers what to drop when `topic` changes anywhere in the cluster. */
export function onClusterChange(topic: CacheTopic, handler: () => void): void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
}

/**
 * True while this process is LISTENing: only then may a cache serve what it kept. The first call starts listening
 * (at the first cached read, not at import: a build or a script that never reads through a cache opens nothing).
 */
export function clusterCacheTrusted(): boolean {
  if (!started && !stopped) {
    started = true;
    void connect();
  }
  return listening;
}

/**
 * Announces a change of `topic` to every process: this one drops its caches at once, the others when the NOTIFY
 * arrives (milliseconds after; sent after the caller's commit). A failed NOTIFY is logged: the others then fall back
 * on their caches' time limit.
 */
export async function announceClusterChange(topic: CacheTopic): Promise<void> {
  drop(topic);
  await notifyCacheSql.run(db, CACHE_CHANNEL, topic).catch((error: unknown) => {
    logger.error('cache invalidation: NOTIFY failed', { error, topic });
  });
}

/** Tests: stop listening (before their database is dropped). */
export async function stopClusterInvalidation(): Promise<void> {
  stopped = true;
  listening = false;
  if (timer) clearTimeout(timer);
  const c = client;
  client = null;
  if (c) await c.end().catch(() => {});
}
