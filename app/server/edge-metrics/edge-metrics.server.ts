import { createSocket } from "node:dgram";
import { Counter, Registry } from "prom-client";
import { z } from "zod";
import { readSettings, wholeNumber } from "../lifecycle/env-checks.server.ts";
import { anyFreePort, PortInUseError } from "../lifecycle/listen.server.ts";
import { serveMetrics } from "../observability/metrics-endpoint.server.ts";

/**
 * The edge's request counters, for the sidecar beside nginx in the edge pod
 * (`node build/server/edge-metrics.js`, the site's own image). nginx sends one syslog datagram per
 * request to it on loopback (log_format edge_metrics in k8s/base/edge.conf.template); nginx's
 * stub_status, read by the standard exporter, has no cache outcome and no status, so the cache hit
 * ratio, the edge's answers by status class, its failures to reach the app and the view POSTs it
 * refused for their rate are counted here (docs/decisions/0008-metrics.md).
 */

/** Every value nginx's $upstream_cache_status takes, and NONE when the cache had no part. */
const cacheOutcomes = new Set(["HIT", "MISS", "EXPIRED", "STALE", "UPDATING", "REVALIDATED", "BYPASS", "NONE"]);

export interface EdgeRequest {
  cacheStatus: string;
  status: number;
  viewPost: boolean;
  upstreamFailed: boolean;
}

const line = /(?:^|\s)cache=([A-Z]+) status=(\d{3}) view=([01]) upstream_failed=([01])\s*$/;

/** One metrics-log line (with or without its syslog header), or undefined when it is not one. */
export function parseEdgeMetricsLine(text: string): EdgeRequest | undefined {
  const match = line.exec(text);
  if (!match) return undefined;
  const [, cacheStatus, status, view, failed] = match as unknown as [string, string, string, string, string];
  if (!cacheOutcomes.has(cacheStatus)) return undefined;
  return { cacheStatus, status: Number(status), viewPost: view === "1", upstreamFailed: failed === "1" };
}

export interface EdgeMetricsOptions {
  /** Where nginx sends its datagrams: loopback, so nothing outside the pod can. */
  syslogHost: string;
  syslogPort: number;
  /** Where Prometheus reads them. */
  host: string;
  port: number;
}

export interface RunningEdgeMetrics {
  url: string;
  syslogPort: number;
  close(): Promise<void>;
}

export async function startEdgeMetrics({ syslogHost, syslogPort, host, port }: EdgeMetricsOptions): Promise<RunningEdgeMetrics> {
  const registry = new Registry();
  const requests = new Counter<"cache_status" | "status_class">({
    name: "ironbark_edge_requests_total",
    help: "Requests the edge answered, by cache outcome (HIT, MISS, STALE, UPDATING, REVALIDATED, EXPIRED, BYPASS, or NONE when the cache had no part) and status class.",
    labelNames: ["cache_status", "status_class"],
    registers: [registry],
  });
  const upstreamFailures = new Counter({
    name: "ironbark_edge_upstream_failures_total",
    help: "Requests during which an attempt to reach the app failed (refused, reset or timed out: a 502 or 504 upstream), whether or not a retry or a stale copy answered.",
    registers: [registry],
  });
  const views = new Counter<"outcome">({
    name: "ironbark_views_total",
    help: "View POSTs by outcome; the edge decides and counts rate_limited (429), the app every other outcome.",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const lines = new Counter<"result">({
    name: "ironbark_edge_metrics_lines_total",
    help: "Metrics-log lines received from nginx: counted, or unreadable (a config and this reader out of step).",
    labelNames: ["result"],
    registers: [registry],
  });
  upstreamFailures.inc(0);
  views.inc({ outcome: "rate_limited" }, 0);
  lines.inc({ result: "counted" }, 0);
  lines.inc({ result: "unreadable" }, 0);

  const socket = createSocket("udp4");
  socket.on("message", (message) => {
    const request = parseEdgeMetricsLine(message.toString("utf8"));
    if (!request) {
      lines.inc({ result: "unreadable" });
      return;
    }
    lines.inc({ result: "counted" });
    requests.inc({ cache_status: request.cacheStatus, status_class: `${Math.floor(request.status / 100)}xx` });
    if (request.upstreamFailed) upstreamFailures.inc();
    if (request.viewPost && request.status === 429) views.inc({ outcome: "rate_limited" });
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new PortInUseError("EDGE_METRICS_SYSLOG_PORT", syslogPort, syslogHost, anyFreePort("EDGE_METRICS_SYSLOG_PORT"))
          : error,
      );
    socket.once("error", failed);
    socket.bind(syslogPort, syslogHost, () => {
      socket.off("error", failed);
      resolve();
    });
  });

  const metrics = await serveMetrics(registry, { host, port, variable: "EDGE_METRICS_PORT" }).catch((error: unknown) => {
    socket.close();
    throw error;
  });
  return {
    url: metrics.url,
    syslogPort: socket.address().port,
    close: async () => {
      socket.close();
      await metrics.close();
    },
  };
}

/** The sidecar's settings, with their types, ranges and defaults. */
export const edgeMetricsSettings = z.object({
  EDGE_METRICS_SYSLOG_HOST: z.string().default("127.0.0.1"),
  EDGE_METRICS_SYSLOG_PORT: wholeNumber(0, 65535).default(5140),
  HOST: z.string().default("0.0.0.0"),
  EDGE_METRICS_PORT: wholeNumber(0, 65535).default(9145),
});

/** The sidecar's settings from its environment, each checked; every problem is named. */
export function edgeMetricsOptions(env: Record<string, string | undefined>): EdgeMetricsOptions {
  const settings = readSettings(edgeMetricsSettings, env);
  return {
    syslogHost: settings.EDGE_METRICS_SYSLOG_HOST,
    syslogPort: settings.EDGE_METRICS_SYSLOG_PORT,
    host: settings.HOST,
    port: settings.EDGE_METRICS_PORT,
  };
}
