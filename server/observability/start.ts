// One call per process entry (web server, sidecar, worker): names the process on its log lines, starts tracing when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, and serves metrics when a metrics port is set (metrics-server.ts).
import { log, setLogService } from './log';
import { activeMetrics, metrics, type Metrics } from './metrics';
import {
  answerClusterMetrics, clusterMetricsSource, metricsConfig, startMetricsServer, type MetricsRole, type MetricsServer,
} from './metrics-server';
import { startTracing, type Tracing } from './tracing';

export interface Observability {
  metrics?: Metrics;
  metricsServer?: MetricsServer;
  tracing: Tracing | null;
  stop(): Promise<void>;
}

/**
 * `cluster`: 'primary' serves the sum of the worker processes' metrics and traces nothing (it serves no request);
 * 'worker' records metrics and answers the primary, without a port of its own.
 */
export async function startObservability(role: MetricsRole, cluster?: 'primary' | 'worker'): Promise<Observability> {
  setLogService(role);
  const tracing = cluster === 'primary' ? null : await startTracing(role);
  const config = metricsConfig(role);
  let metricsServer: MetricsServer | undefined;
  if (config && cluster === 'worker') {
    metrics();
    answerClusterMetrics();
  } else if (config) {
    if (cluster !== 'primary') metrics();
    metricsServer = await startMetricsServer(config, cluster === 'primary' ? clusterMetricsSource() : undefined);
    log.info({ port: metricsServer.port, host: config.host, token: Boolean(config.token) }, `metrics: serving http://${config.host}:${metricsServer.port}/metrics`);
  }
  return {
    metrics: activeMetrics(),
    metricsServer,
    tracing,
    async stop() {
      await metricsServer?.close();
      await tracing?.shutdown().catch(() => {});
    },
  };
}
