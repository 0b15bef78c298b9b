// OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: then the SDK is loaded (a dynamic import,
// so a process without the variable never loads it) with the HTTP server and pg instrumentations, and spans go out over
// OTLP/HTTP (JSON) to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` in batches. Without it, the @opentelemetry/api calls
// elsewhere (the route name on the request's span, a span per job) are no-ops.
// Standard OTEL_* variables apply (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, OTEL_BSP_*).
import { createRequire } from 'node:module';
import { log } from './log';

export function tracingEnabled(environment: Record<string, string | undefined> = process.env): boolean {
  return Boolean(environment.OTEL_EXPORTER_OTLP_ENDPOINT || environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface Tracing {
  shutdown(): Promise<void>;
}

/** Starts the SDK for one process ('web', 'sidecar', 'worker'); null when tracing is off. Call before serving. */
export async function startTracing(service: string): Promise<Tracing | null> {
  if (!tracingEnabled()) return null;
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? `renew-${service}`,
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus's (metrics.ts), logs are pino's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not worth a trace each; outgoing calls (the sidecar probe, SMTP is not HTTP) neither.
        ignoreIncomingRequestHook: (request) => /^\/(api\/(health|ready)|healthz|metrics)(\?|$)/.test(request.url ?? ''),
        ignoreOutgoingRequestHook: () => true,
      }),
      // Only queries inside a request or a job: pg-boss's polling would otherwise be a trace every few seconds.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when it is require()d. This process may already hold node:http and pg through
  // ESM imports, which bypass that hook: requiring them once here patches the very objects those imports share.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'pg', 'pg-pool']) {
    try {
      require(name);
    } catch {
      // pg-pool is pg's own dependency; a layout without it at the top level still has pg's Client patched.
    }
  }
  log.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'tracing: exporting spans over OTLP/HTTP');
  return { shutdown: () => sdk.shutdown() };
}
