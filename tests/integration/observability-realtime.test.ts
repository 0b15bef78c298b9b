// A realtime event carries the id of the request that published it to the sidecar, which logs it on the event's line
// and times the fan-out (docs/operations.md "Logs, metrics and traces"). A real sidecar, in-process, on the test
// database; the request context is the one the web server opens around each request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeServer, type RealtimeServer } from '@/server/realtime/server';
import type { RealtimeLog } from '@/server/realtime/log';
import { publish, type RealtimeMessage } from '@/server/realtime/publish';
import { runWithRequestContext } from '@/server/observability/request-context';
import { metrics } from '@/server/observability/metrics';

const lines: { message: string; fields?: Record<string, unknown> }[] = [];
const waiters: (() => void)[] = [];
const record = (message: string, fields?: Record<string, unknown>) => {
  lines.push({ message, fields });
  for (const wake of waiters.splice(0)) wake();
};
const log: RealtimeLog = { debug: record, info: record, warn: record, error: record };

async function lineWith(test: (line: (typeof lines)[number]) => boolean) {
  for (;;) {
    const found = lines.find(test);
    if (found) return found;
    await new Promise<void>((resolve) => waiters.push(resolve));
  }
}

let server: RealtimeServer;
beforeAll(async () => {
  metrics(); // as the sidecar does when its metrics port is set
  server = await createRealtimeServer({ port: 0, hostname: '127.0.0.1', databaseUrl: process.env.DATABASE_URL!, appHost: 'localhost', log });
});
afterAll(async () => {
  await server?.close();
});

describe('realtime events and the request that caused them', () => {
  it("logs the publishing request's id on the sidecar's line for the event, and observes its fan-out time", async () => {
    const channel = `user_${900_000 + Math.floor(Math.random() * 99_999)}`;
    const message = { channel, event: 'notificationPublished', data: {} } as unknown as RealtimeMessage;
    await runWithRequestContext({ requestId: 'req-observed-0001' }, () => publish(message));
    const line = await lineWith((l) => l.message === 'realtime: event delivered' && l.fields?.channel === channel);
    expect(line.fields).toMatchObject({ event: 'notificationPublished', requestId: 'req-observed-0001' });
    expect(typeof line.fields?.ms).toBe('number');

    // Published outside any request: the line has no request id.
    const other = `${channel}_b`;
    await publish({ ...message, channel: other } as RealtimeMessage);
    const plain = await lineWith((l) => l.message === 'realtime: event delivered' && l.fields?.channel === other);
    expect(plain.fields).not.toHaveProperty('requestId');

    const fanOut = await metrics().registry.getSingleMetricAsString('renew_realtime_fanout_seconds');
    expect(fanOut).toMatch(/^renew_realtime_fanout_seconds_count\{event="notificationPublished"\} [1-9]\d*$/m);
  });
});
