import { startOrExit } from "../lifecycle/env-checks.server.ts";
import { edgeMetricsOptions, startEdgeMetrics } from "./edge-metrics.server.ts";

/**
 * `node build/server/edge-metrics.js`: the edge pod's counter sidecar (app/server/edge-metrics/edge-metrics.server.ts).
 * EDGE_METRICS_SYSLOG_HOST/PORT (127.0.0.1:5140) is where nginx sends its metrics log,
 * EDGE_METRICS_PORT (9145) where Prometheus reads /metrics.
 */
const running = await startOrExit(() => startEdgeMetrics(edgeMetricsOptions(process.env)));
console.log(
  JSON.stringify({
    level: "info",
    service: "edge-metrics",
    metrics: running.url,
    syslogPort: running.syslogPort,
    msg: "edge metrics ready",
  }),
);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    await running.close();
    process.exit(0);
  });
}
