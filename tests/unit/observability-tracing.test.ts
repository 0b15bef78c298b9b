// With tracing on, a job queued during a request joins the request's trace: the payload carries the active span's
// traceparent and the worker's `job <queue>` span is its child. The SDK runs in-process with an in-memory exporter.
import { afterAll, describe, expect, it } from 'vitest';
import { trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { runWithRequestContext, withRequestId } from '@/server/observability/request-context';
import { runObservedJob } from '@/server/observability/jobs';

const exporter = new InMemorySpanExporter();
const processor = new SimpleSpanProcessor({ exporter });
const sdk = new NodeSDK({ spanProcessors: [processor], metricReaders: [], logRecordProcessors: [], instrumentations: [] });
/** The spans ended so far (the processor hands them to the exporter asynchronously). */
async function finishedSpans() {
  await processor.forceFlush();
  return exporter.getFinishedSpans();
}
sdk.start();
afterAll(() => sdk.shutdown());

describe('a job in its request’s trace', () => {
  it('carries the traceparent of the span that queued it, and the job span is that span’s child', async () => {
    let payload: { emailMessageId: number; requestId?: string; traceparent?: string } = { emailMessageId: 1 };
    await runWithRequestContext({ requestId: 'req-traced-0001' }, () =>
      trace.getTracer('test').startActiveSpan('POST /api/users/forgot', async (span) => {
        payload = withRequestId({ emailMessageId: 1 });
        span.end();
      }));
    expect(payload).toMatchObject({ emailMessageId: 1, requestId: 'req-traced-0001' });
    expect(payload.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

    await runObservedJob({ id: 'job-1', name: 'email.send', data: payload, retryCount: 0, retryLimit: 5 }, undefined, async () => 'sent');
    const spans = await finishedSpans();
    const request = spans.find((s) => s.name === 'POST /api/users/forgot')!;
    const job = spans.find((s) => s.name === 'job email.send')!;
    expect(job.spanContext().traceId).toBe(request.spanContext().traceId);
    expect(job.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(job.attributes).toMatchObject({ 'messaging.destination.name': 'email.send', 'renew.request_id': 'req-traced-0001' });

    // A job queued outside any request (the cron) starts a trace of its own.
    await runObservedJob({ id: 'job-2', name: 'security.prune-attempts', data: {}, retryCount: 0, retryLimit: 2 }, undefined, async () => 0);
    const cron = (await finishedSpans()).find((s) => s.name === 'job security.prune-attempts')!;
    expect(cron.parentSpanContext).toBeUndefined();
    expect(cron.attributes['renew.request_id']).toBe('job:job-2');
  });
});
