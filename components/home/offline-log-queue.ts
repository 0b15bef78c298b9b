'use client';
// Logging without a connection: an activity logged while offline is kept in this browser (localStorage, per user) and
// sent once the connection is back, with the day it was logged on, so it lands on that day even after midnight. A tile
// tapped at home is sent as that tap (POST /api/logging {activity_id, tile_number, dt}); an activity logged from its
// detail page has no tile yet and is sent as a log to its day (POST /api/user_activities {activity_id, recorded_on}),
// which takes the scene's first free tile. Exactly once: an entry leaves the queue before it is sent and comes back
// only when the network failed again (a refusal from the server is shown and dropped, never retried); one flush at a
// time in the page, and across tabs under a Web Lock where the browser has it. Every page that logs mounts
// useOfflineLogSync, so the queue is sent from whichever of them is open when the connection returns.
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { loggingKeys } from '@/lib/query/logging';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';

export interface QueuedLog {
  activity_id: number;
  activity_name: string;
  /** The tile tapped at home; absent for a log from the activity's page (the day's first free tile). */
  tile_number?: number;
  /** The program day the activity was logged on ('YYYY-MM-DD'). */
  day: string;
  queued_at: string;
}

const storageKey = (userId: number) => `renew.offline_logs.${userId}`;

export function readQueue(userId: number): QueuedLog[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedLog[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(userId: number, queue: QueuedLog[]): void {
  if (queue.length === 0) window.localStorage.removeItem(storageKey(userId));
  else window.localStorage.setItem(storageKey(userId), JSON.stringify(queue));
}

export function enqueueLog(userId: number, log: Omit<QueuedLog, 'queued_at'>): void {
  // A newer tap on the same tile (or the same activity on the same day, without a tile) replaces the older one.
  const same = (q: QueuedLog) =>
    q.day === log.day && (log.tile_number === undefined ? q.tile_number === undefined && q.activity_id === log.activity_id : q.tile_number === log.tile_number);
  const queue = readQueue(userId).filter((q) => !same(q));
  writeQueue(userId, [...queue, { ...log, queued_at: new Date().toISOString() }]);
}

/** A failure with no answer from the server: the request never got through (offline, or the network dropped it). */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === undefined;

let flushing = false;

/** Sends every queued log once; returns what was logged and what the server refused. */
export async function flushQueue(userId: number): Promise<{ logged: QueuedLog[]; refused: Array<{ log: QueuedLog; errors: string[] }> }> {
  const result = { logged: [] as QueuedLog[], refused: [] as Array<{ log: QueuedLog; errors: string[] }> };
  if (flushing) return result;
  flushing = true;
  const run = async () => {
    for (let next = readQueue(userId)[0]; next; next = readQueue(userId)[0]) {
      const log = next;
      // Out of the queue before the request: a second tab or a reload cannot send it again meanwhile.
      writeQueue(userId, readQueue(userId).slice(1));
      try {
        if (log.tile_number === undefined) await api.post('/user_activities', { activity_id: log.activity_id, recorded_on: log.day });
        else await api.post('/logging', { activity_id: log.activity_id, tile_number: log.tile_number, dt: log.day });
        result.logged.push(log);
      } catch (error) {
        if (isNetworkFailure(error)) {
          writeQueue(userId, [log, ...readQueue(userId)]);
          return;
        }
        result.refused.push({ log, errors: error instanceof ApiError ? error.errors : [] });
      }
    }
  };
  try {
    const locks = (navigator as { locks?: { request: (name: string, fn: () => Promise<void>) => Promise<void> } }).locks;
    if (locks) await locks.request(`renew-offline-logs-${userId}`, run);
    else await run();
  } finally {
    flushing = false;
  }
  return result;
}

/** Sends the queue when the page opens online and whenever the connection comes back; reports the outcome. */
export function useOfflineLogSync(userId: number | undefined, report: (outcome: Awaited<ReturnType<typeof flushQueue>>) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    const sync = async () => {
      if (!navigator.onLine || readQueue(userId).length === 0) return;
      const outcome = await flushQueue(userId);
      if (outcome.logged.length || outcome.refused.length) {
        await queryClient.invalidateQueries({ queryKey: loggingKeys.all });
        report(outcome);
      }
    };
    void sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
    // report is a fresh function each render; the listener only needs the latest user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, queryClient]);
}

/** useOfflineLogSync with the outcome told the same way on every page: a toast for what was logged, the banner for refusals. */
export function useOfflineLogSyncNotices(userId: number | undefined): void {
  const t = useTranslations('home');
  const banner = useErrorBanner();
  const { toast } = useToast();
  useOfflineLogSync(userId, ({ logged, refused }) => {
    if (logged.length) toast(t('backOnline', { activities: logged.map((log) => log.activity_name).join(', ') }));
    for (const { errors } of refused) banner.show(errors.length ? errors : [t('offlineLogFailed')]);
  });
}
