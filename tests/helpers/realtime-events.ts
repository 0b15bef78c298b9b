// What the product publishes in realtime, as a test sees it: events leave through pg_notify, so listening on the
// channel sees exactly what the sidecar would deliver. Call at the top of a test file (it registers its hooks).
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { REALTIME_PG_CHANNEL } from '@/server/realtime/publish';

export interface PublishedEvent {
  channel: string;
  event: string;
  /** Payloads of every shape; tests match them loosely. */
  data: any;
}

export function listenToRealtime() {
  let listener: pg.Client;
  const events: PublishedEvent[] = [];
  beforeAll(async () => {
    listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    // The NOTIFY also carries the event's outbox sequence (server/realtime/outbox.ts); what a client gets is the rest.
    listener.on('notification', (n) => {
      const { seq: _seq, ...event } = JSON.parse(n.payload ?? '{}') as PublishedEvent & { seq?: number };
      events.push(event);
    });
    await listener.query(`LISTEN ${REALTIME_PG_CHANNEL}`);
  });
  afterAll(() => listener.end());
  /** Polls for up to a second: notifications arrive asynchronously after the commit. */
  const waitFor = async (predicate: () => boolean) => {
    for (let i = 0; i < 50 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
  };
  return { events, waitFor };
}
