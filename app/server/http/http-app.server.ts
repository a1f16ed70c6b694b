import { readdirSync } from "node:fs";
import type { RequestListener } from "node:http";
import { BlockList, isIP } from "node:net";
import { join, relative, sep } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { DatabaseHandle } from "../../../db/connect.ts";
import type { InlineStylesheet } from "../../lib/inline-stylesheet.ts";
import type { RequestInfo } from "../../lib/render-context.ts";
import { apiPrefix } from "../api/errors.server.ts";
import type { ServerConfig } from "../lifecycle/config.server.ts";
import { type FailureLevel, type Logger, logFailureOnRequestLine } from "../observability/logger.server.ts";
import { setHttpRoute, timeRequest } from "../observability/metrics.server.ts";
import { cacheControlForStaticFile, cachePolicy } from "./cache-policy.server.ts";
import { requestGate } from "./request-gate.server.ts";
import { clientNetwork, parseTraceParent, resolveRequestId } from "./request-identity.server.ts";
import { securityHeaders } from "./security-headers.server.ts";

export interface Lifecycle {
  /** Set once shutdown starts: readiness fails so load balancers stop sending traffic. */
  draining: boolean;
  /** Set once the server stops accepting connections: every answer then closes its connection. */
  closing: boolean;
}

/** What the build (or, in development, Vite) provides: the pages, the API, their files. */
export interface PageServing {
  /** The build's page files (production), answered before anything is compressed: they are already. */
  pages?: RequestHandler;
  /** What is rendered per request: the planner, the not-found page, error pages, feeds; every page in development. */
  handler: RequestHandler;
  /** The JSON API's router (app/server/api/), mounted at /api before the pages. */
  api: RequestHandler;
  /** The stylesheet pages carry inline; the policy allows it by its hash. */
  stylesheet?: InlineStylesheet;
  /** Every page's canonical path, for the request gate's redirects. */
  pagePaths: ReadonlySet<string>;
  /** Serves the client build (production) or Vite's transformed sources (development). */
  assets: RequestHandler;
  /** The server build's version for ironbark_build_info (a hash of the compiled server); none in development. */
  buildVersion?: string;
}

export interface HttpAppOptions {
  config: ServerConfig;
  logger: Logger;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  pages: PageServing;
  /** Times every request for the metrics (off with METRICS_PORT=off). */
  metrics: boolean;
}

const probePaths = new Set(["/healthz", "/readyz"]);

/** Where the edge tier runs: this machine or a private network (a pod, a compose network). */
const edgeNetworks = new BlockList();
edgeNetworks.addSubnet("127.0.0.0", 8, "ipv4");
edgeNetworks.addSubnet("10.0.0.0", 8, "ipv4");
edgeNetworks.addSubnet("172.16.0.0", 12, "ipv4");
edgeNetworks.addSubnet("192.168.0.0", 16, "ipv4");
edgeNetworks.addAddress("::1", "ipv6");
edgeNetworks.addSubnet("fc00::", 7, "ipv6");

/**
 * Trusts exactly one hop: the peer, when it is the edge, says who its client was in
 * X-Forwarded-For; nothing further along the chain is believed.
 */
export function trustEdgeHop(address: string, hop: number): boolean {
  if (hop > 0) return false;
  const v4 = address.replace(/^::ffff:/, "");
  return isIP(v4) === 4 ? edgeNetworks.check(v4, "ipv4") : isIP(address) === 6 && edgeNetworks.check(address, "ipv6");
}

export function createHttpApp({ config, logger, database, lifecycle, pages, metrics }: HttpAppOptions): RequestListener {
  const app = express();
  app.disable("x-powered-by");
  // The client's address comes from the one edge hop in front of us, and only its network is logged.
  app.set("trust proxy", trustEdgeHop);

  app.use(requestLogging(logger, lifecycle));
  app.use(standardHeaders(config, lifecycle, pages.stylesheet?.hash));
  app.use(
    requestGate({ pagePaths: pages.pagePaths, defaultHost: new URL(config.siteUrl).host, pageCacheSeconds: config.pageCacheSeconds }),
  );

  app.get("/healthz", (_req, res) => {
    setHttpRoute(res, "/healthz");
    res.set("Cache-Control", cachePolicy.noStore).json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    setHttpRoute(res, "/readyz");
    const databaseUp = await database.ping(750);
    res
      .status(lifecycle.draining ? 503 : 200)
      .set("Cache-Control", cachePolicy.noStore)
      .json({
        status: lifecycle.draining ? "draining" : "ready",
        database: { kind: database.kind, status: databaseUp ? "up" : "down" },
      });
  });

  if (pages.pages) app.use(pages.pages);
  app.use(compression({ threshold: 1024 }));
  app.use(apiPrefix, pages.api);
  app.use(pages.assets);
  app.use(pages.handler);
  app.use(errorResponse());
  if (!metrics) return app;
  return (req, res) => {
    timeRequest(req, res);
    app(req, res);
  };
}

export function staticFiles(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    fallthrough: false,
    setHeaders(res, path) {
      // Called only for a file that exists: hashed assets share one route, and the few public
      // files (icons, social card, speculation rules) are each their own.
      setHttpRoute(res as unknown as express.Response, res.req.path.startsWith("/assets/") ? "/assets/*" : res.req.path);
      res.setHeader("Cache-Control", cacheControlForStaticFile(res.req.path));
      // The icons and the social card are there for other sites and apps to show.
      if (!res.req.path.startsWith("/assets/")) res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      // Chromium only reads speculation rules served with their own media type.
      if (path.endsWith("speculation-rules.json")) res.setHeader("Content-Type", "application/speculationrules+json");
    },
  });
  // The build's files never change while it runs: a page request need not look for one on disk.
  const files = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`),
  );
  const sendStaticFile: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(req.path)) return next();
    // An unsatisfiable range gets its 416 with the file's size.
    serve(req, res, (error?: { status?: number; headers?: Record<string, string> }) => {
      if (error?.status && error.status >= 500) return next(error);
      if (error?.status !== 416) return next();
      res
        .status(416)
        .set({ ...error.headers, "Cache-Control": cachePolicy.noStore })
        .end();
    });
  };
  return sendStaticFile;
}

function requestLogging(logger: Logger, lifecycle: Lifecycle): RequestHandler {
  /**
   * A probe answered as designed: healthy, ready, or, once shutdown starts, the 503 that tells the
   * balancer to stop sending new connections (the drain itself is logged once, at info).
   */
  const answeredAsDesigned = (req: { url?: string }, res: { statusCode: number; err?: unknown }) =>
    probePaths.has(req.url ?? "") &&
    res.err === undefined &&
    (res.statusCode < 400 || (req.url === "/readyz" && res.statusCode === 503 && lifecycle.draining));
  const logging = pinoHttp({
    logger,
    // Binds the request id at the top level of every line logged for the request.
    quietReqLogger: true,
    // ...and the trace id of a valid incoming traceparent, on the request's last line here, and
    // on every other line through the child logger below.
    customProps: (_req, res) => (res as express.Response).locals.traceBindings,
    genReqId(req, res) {
      const id = resolveRequestId(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customAttributeKeys: { reqId: "requestId", responseTime: "durationMs" },
    customLogLevel(req, res, error) {
      const failureLevel = (res as express.Response).locals?.failureLevel as FailureLevel | undefined;
      if (failureLevel) return failureLevel;
      if (!error && answeredAsDesigned(req, res)) return "debug";
      if (error || res.statusCode >= 500) return "error";
      return "info";
    },
    // pino-http makes up an error for any 5xx; the drain's 503 has none to report.
    customErrorObject: (req, res, _error, line) => (answeredAsDesigned(req, res) ? { ...line, err: undefined } : line),
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string; headers: Record<string, string>; raw?: { ip?: string } }) => ({
        method: req.method,
        path: req.url.split("?")[0],
        network: clientNetwork(req.raw?.ip ?? req.remoteAddress),
        userAgent: req.headers["user-agent"],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customSuccessMessage: (req, res) => `${req.method} ${req.url?.split("?")[0]} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${req.url?.split("?")[0]} ${res.statusCode}`,
  });
  const logRequest: RequestHandler = (req, res, next) => {
    const trace = parseTraceParent(req.headers.traceparent);
    // Nothing (not even {}) without one: pino-http makes a child logger for whatever it gets.
    const traceBindings = trace ? { trace_id: trace.traceId } : undefined;
    res.locals.traceBindings = traceBindings;
    logging(req, res, () => {
      if (traceBindings) req.log = req.log.child(traceBindings);
      next();
    });
  };
  return logRequest;
}

function standardHeaders(config: ServerConfig, lifecycle: Lifecycle, styleHash?: string): RequestHandler {
  const secure = securityHeaders({
    https: config.siteUrl.startsWith("https:"),
    // Vite's development server injects inline scripts of its own, so the policy applies to builds only.
    policy:
      config.nodeEnv === "development"
        ? undefined
        : { styleHashes: styleHash ? [styleHash] : [], frameOrigin: new URL(config.links.map).origin },
  });
  const setStandardHeaders: RequestHandler = (req, res, next) => {
    // Once no longer accepting, every answer tells keep-alive clients to reconnect, to another pod.
    if (lifecycle.closing) res.set("Connection", "close");
    const info: RequestInfo = { requestId: String(req.id), log: req.log };
    res.locals.requestInfo = info;
    secure(req, res, next);
  };
  return setStandardHeaders;
}

function errorResponse(): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    logFailureOnRequestLine(res, error, "error");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(500)
      .set("Cache-Control", cachePolicy.noStore)
      .type("text/plain")
      .send("Something went wrong on our side. Please try again in a moment.");
  };
}
