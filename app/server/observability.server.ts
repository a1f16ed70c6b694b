import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getHeapStatistics } from "node:v8";
import pino, { type DestinationStream, type Logger } from "pino";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../../db/connect.ts";
import { anyFreePort, listen, type ServerConfig } from "./config.server.ts";

export type { Logger };

/** The server's logger: JSON lines on stdout, or on `destination` when given (the tests read them). */
export function createLogger(config: Pick<ServerConfig, "logLevel" | "nodeEnv">, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: "ironbark-site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Errors log their kind, message, code and stack only: a driver error can carry the whole
    // connection (and with it credentials) as properties.
    serializers: { err: serializeError },
    redact: {
      paths: ["databaseUrl", "*.databaseUrl", "req.headers.cookie", "req.headers.authorization"],
      censor: "[redacted]",
    },
    transport: config.nodeEnv === "development" && !destination ? { target: "pino-pretty", options: { colorize: true } } : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}

export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return { type: error.name, message: error.message, ...(code === undefined ? {} : { code }), stack: error.stack };
}

/** The level of a request's one log line when it failed, set where the failure is understood. */
export type FailureLevel = "warn" | "error";

/**
 * Puts a request's failure on the request's own log line (written once its response ends) at
 * `level`, with the error, instead of on a line of its own beside it: one line per outcome, at the
 * level an operator's alerts read.
 */
export function logFailureOnRequestLine(res: { locals: Record<string, unknown> }, error: unknown, level: FailureLevel): void {
  (res as { err?: unknown }).err = error;
  res.locals.failureLevel = level;
}

/**
 * The process's Prometheus metrics (docs/decisions/0008-metrics.md): names and labels follow the
 * OpenTelemetry semantic conventions as Prometheus exports them, every label has a bounded set of
 * values, and they are served on a port of their own (METRICS_PORT), never the public one.
 *
 * One registry per process, kept on globalThis: in development Vite loads a module again after an
 * edit, which would otherwise make a second registry nobody serves.
 */
function processWide<T>(name: string, make: () => T): T {
  const global = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`ironbark.metrics.${name}`);
  if (!(key in global)) global[key] = make();
  return global[key] as T;
}

const registry = processWide("registry", () => new Registry());

function existing<T>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

/** OpenTelemetry's default buckets for http.server.request.duration, in seconds. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

type HttpLabels = "http_request_method" | "http_route" | "http_response_status_code";

const requestDuration = existing(
  "http_server_request_duration_seconds",
  () =>
    new Histogram<HttpLabels>({
      name: "http_server_request_duration_seconds",
      help: "Duration of HTTP server requests, by method, route pattern (never the raw path) and status code.",
      labelNames: ["http_request_method", "http_route", "http_response_status_code"],
      buckets: durationBuckets,
      registers: [registry],
    }),
);

/** Requests in progress by method label, counted in plain numbers on the hot path and read at scrape time. */
const inProgress = processWide<Record<string, number>>("inProgress", () => ({}));

existing(
  "http_server_active_requests",
  () =>
    new Gauge<"http_request_method">({
      name: "http_server_active_requests",
      help: "HTTP server requests in progress.",
      labelNames: ["http_request_method"],
      registers: [registry],
      collect() {
        for (const [method, count] of Object.entries(inProgress)) this.set({ http_request_method: method }, count);
      },
    }),
);

/**
 * A counter with one label, every value in `startingAtZero` set to 0 at once, so a rate over any of
 * them exists from the first scrape.
 */
export function counterByLabel<Label extends string>(
  name: string,
  help: string,
  label: Label,
  startingAtZero: readonly string[],
): Counter<Label> {
  const counter = existing(name, () => new Counter<Label>({ name, help, labelNames: [label], registers: [registry] }));
  for (const value of startingAtZero) counter.inc({ [label]: value } as Partial<Record<Label, string>>, 0);
  return counter;
}

const cspReports = existing(
  "ironbark_csp_reports_total",
  () =>
    new Counter({
      name: "ironbark_csp_reports_total",
      help: "Content-Security-Policy violation reports received and logged (at most 10 per request).",
      registers: [registry],
    }),
);

export function countCspReports(reports: number): void {
  cspReports.inc(reports);
}

const pageDocuments = counterByLabel(
  "ironbark_page_documents_total",
  "HTML documents sent, by source: file (a page as the build rendered it) or rendered (React rendered it for the request: the group planner, the not-found and error pages).",
  "source",
  ["file", "rendered"],
);

export function countPageDocument(source: "file" | "rendered"): void {
  pageDocuments.inc({ source });
}

const sources = processWide<Partial<MetricSources>>("sources", () => ({}));

// OpenTelemetry's db.client.connection.count would export as db_client_connection_count, a gauge
// with the _count suffix Prometheus keeps for histograms and summaries (promtool rejects it): the
// same instrument goes by its previous semantic-conventions name, db.client.connections.usage.
existing(
  "db_client_connections_usage",
  () =>
    new Gauge<"state">({
      name: "db_client_connections_usage",
      help: "Database connections in the pool, by state (idle, used).",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = sources.pool?.();
        if (!stats) return;
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "used" }, stats.used);
      },
    }),
);
/** A gauge set when it is scraped, from `read`; left as it was while `read` has nothing to say. */
function gaugeReadAtScrape(name: string, help: string, read: () => number | undefined): void {
  existing(
    name,
    () =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const value = read();
          if (value !== undefined) this.set(value);
        },
      }),
  );
}

gaugeReadAtScrape("db_client_connection_max", "The most connections the pool opens (DATABASE_POOL_MAX).", () => sources.pool?.()?.max);
gaugeReadAtScrape(
  "db_client_connection_pending_requests",
  "Queries waiting for a connection from the pool.",
  () => sources.pool?.()?.pending,
);
gaugeReadAtScrape(
  "ironbark_views_waiting",
  "View POSTs waiting for their batch (group commit): a queue that keeps growing means the database cannot keep up.",
  () => sources.views?.().waiting,
);
gaugeReadAtScrape(
  "ironbark_views_writing",
  "View POSTs in batches being written, each answered once its batch's commit is acknowledged.",
  () => sources.views?.().writing,
);
gaugeReadAtScrape(
  "ironbark_ready",
  "1 while /readyz answers 200 (the server is up and not draining), 0 once shutdown starts.",
  () => sources.lifecycle && (sources.lifecycle.draining ? 0 : 1),
);
gaugeReadAtScrape(
  "ironbark_draining",
  "1 once shutdown has started and the server is draining its connections.",
  () => sources.lifecycle && (sources.lifecycle.draining ? 1 : 0),
);
gaugeReadAtScrape(
  "ironbark_heap_size_limit_bytes",
  "V8's heap size limit (set by --max-old-space-size), for nodejs_heap_size_used_bytes to be read against.",
  () => getHeapStatistics().heap_size_limit,
);
existing(
  "ironbark_build_info",
  () =>
    new Gauge<"version" | "node">({
      name: "ironbark_build_info",
      help: "Always 1: the server build's version (a hash of the compiled server) and the Node.js version.",
      labelNames: ["version", "node"],
      registers: [registry],
      collect() {
        this.reset();
        this.set({ version: sources.buildVersion ?? "unknown", node: process.version }, 1);
      },
    }),
);

interface MetricSources {
  /** The database pool right now; undefined for the embedded database, which has none. */
  pool(): PoolStats | undefined;
  /** The group commit's load right now. */
  views(): { waiting: number; writing: number };
  lifecycle: { draining: boolean };
  buildVersion: string;
}

/** Points the gauges read at scrape time at this process's server (the last one started, in tests). */
export function observeServer({ pool, views, lifecycle, buildVersion }: MetricSources): void {
  Object.assign(sources, { pool, views, lifecycle, buildVersion });
}

const defaults = processWide("defaults", () => ({ collecting: false }));

/** prom-client's process and Node.js metrics (event-loop lag, heap, GC, CPU, memory, handles), once per process. */
function collectProcessMetrics(): void {
  if (defaults.collecting) return;
  defaults.collecting = true;
  collectDefaultMetrics({ register: registry });
  // Three of them are gauges named like counters, which `promtool check metrics` rejects (a
  // *_total must be a counter): handles, requests and resources in use are left out.
  for (const name of misnamedDefaults) registry.removeSingleMetric(name);
}

const misnamedDefaults = ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"];

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"]);

/** The method as a bounded label: any other method is `_OTHER`, as OpenTelemetry names it. */
function methodLabel(method: string | undefined): string {
  return method && knownMethods.has(method) ? method : "_OTHER";
}

/**
 * The route a request was served by, set by whoever routes it (the API router, the page handler,
 * the static files, the probes). Anything answered before routing (the request gate's refusals and
 * redirects, a request cut off while it arrives) is `unrouted`.
 */
export function setHttpRoute(res: { locals: Record<string, unknown> }, route: string): void {
  res.locals.httpRoute = route;
}

const unroutedLabel = "unrouted";

const started = Symbol("metrics started");
const methodOf = Symbol("metrics method");
type TimedResponse = ServerResponse & { [started]: number; [methodOf]: string; locals?: Record<string, unknown> };

/**
 * Times every request and counts the ones in progress, in front of Express (a layer of its routing
 * costs as much as this). A response that ends before its headers were sent (the client went away)
 * is recorded with status 499, as nginx logs it. The hot path keeps to plain numbers and one shared
 * listener: the in-progress counts are read only when scraped.
 */
export function timeRequest(req: IncomingMessage, res: ServerResponse): void {
  const timed = res as TimedResponse;
  const method = methodLabel(req.method);
  inProgress[method] = (inProgress[method] ?? 0) + 1;
  timed[methodOf] = method;
  timed[started] = performance.now();
  res.on("close", recordRequest);
}

function recordRequest(this: TimedResponse): void {
  const method = this[methodOf];
  inProgress[method] = (inProgress[method] as number) - 1;
  const route = this.locals?.httpRoute;
  requestDuration.observe(
    {
      http_request_method: method,
      http_route: typeof route === "string" ? route : unroutedLabel,
      http_response_status_code: this.headersSent ? this.statusCode : 499,
    },
    (performance.now() - this[started]) / 1000,
  );
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (and HEAD) in the Prometheus text format on a port of its own, and starts
 * the process metrics, which only cost anything once someone can read them.
 */
export async function startMetricsServer({ host, port }: { host: string; port: number }): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer(async (req, res) => {
    if ((req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: metrics are at /metrics\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res
        .writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" })
        .end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${(error as Error).message}\n`);
    }
  });
  // Scrapers keep their connection; shutdown must not wait for it.
  server.keepAliveTimeout = 5000;
  await listen(server, {
    host,
    port,
    variable: "METRICS_PORT",
    choices: `${anyFreePort("METRICS_PORT")}, or METRICS_PORT=off for no metrics`,
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host === "0.0.0.0" ? "localhost" : host.includes(":") ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
