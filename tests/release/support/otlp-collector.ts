// A stand-in for an OpenTelemetry collector: accepts OTLP/HTTP JSON on /v1/traces (what the processes export when
// OTEL_EXPORTER_OTLP_ENDPOINT points here) and keeps every span it receives, flattened.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number }
interface OtlpAttribute { key: string; value: OtlpValue }
interface OtlpRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

const valueOf = (v: OtlpValue) => v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue;
const attributesOf = (list: OtlpAttribute[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

export interface Collector {
  url: string;
  spans: ReceivedSpan[];
  /** Resolves once the spans received so far satisfy `test` (checked on each export). */
  waitFor<T>(test: (spans: ReceivedSpan[]) => T | undefined): Promise<T>;
  close(): Promise<void>;
}

export async function startCollector(): Promise<Collector> {
  const spans: ReceivedSpan[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
        const parsed = JSON.parse(body) as OtlpRequest;
        for (const resource of parsed.resourceSpans ?? []) {
          const service = String(attributesOf(resource.resource?.attributes)['service.name'] ?? '');
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '',
                name: span.name, kind: span.kind, attributes: attributesOf(span.attributes),
              });
            }
          }
        }
        for (const wake of waiters.splice(0)) wake();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    async waitFor(test) {
      for (;;) {
        const found = test(spans);
        if (found !== undefined) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
