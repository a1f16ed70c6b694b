import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import type { RequestListener } from "node:http";
import { BlockList, isIP } from "node:net";
import { join, relative, sep } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import fresh from "fresh";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { DatabaseHandle } from "../../db/connect.ts";
import { shortPaths } from "../content/site-pages.ts";
import type { InlineStylesheet } from "../lib/inline-stylesheet.ts";
import type { RequestInfo } from "../lib/render-context.ts";
import { type ApiErrorStatus, apiPrefix, cspReportPath, sendApiError } from "./api.server.ts";
import { defaultPageCacheSeconds, type ServerConfig } from "./config.server.ts";
import { type FailureLevel, type Logger, logFailureOnRequestLine, setHttpRoute, timeRequest } from "./observability.server.ts";

/**
 * The Express app: everything every request goes through, in order (the access log with the
 * request's identity, the security headers, the request gate, the probes), then the page files, the
 * API, the client files and React Router; and the cache policy every answer but the API's follows.
 */

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
  /** The JSON API's router (app/server/api.server.ts), mounted at /api before the pages. */
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

interface HttpAppOptions {
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
function trustEdgeHop(address: string, hop: number): boolean {
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

/**
 * Who and what a request is, as every log line of it says: its id, the trace it belongs to, and
 * the network (never the address) of the client that sent it.
 */

const requestIdShape = /^[A-Za-z0-9._:-]{8,128}$/;

/** Honours a caller's X-Request-Id when it is a sane token, so one id follows a request across tiers. */
export function resolveRequestId(header: string | string[] | undefined): string {
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && requestIdShape.test(candidate) ? candidate : randomUUID();
}

/** A W3C Trace Context `traceparent` (https://www.w3.org/TR/trace-context/#traceparent-header), once validated. */
interface TraceParent {
  header: string;
  traceId: string;
  /** The caller's span. */
  parentId: string;
  sampled: boolean;
}

const traceParentShape = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * Reads a `traceparent` header as the specification says a receiver must: version ff is invalid,
 * version 00 has exactly four fields, a later version may add fields after the fourth; an all-zero
 * trace or parent id is invalid. Anything invalid (or several headers) is ignored, as if absent.
 */
export function parseTraceParent(header: string | string[] | undefined): TraceParent | undefined {
  if (typeof header !== "string" || header.length > 512) return undefined;
  const value = header.trim();
  const match = traceParentShape.exec(value);
  if (!match) return undefined;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === "ff" || (version === "00" && rest !== undefined)) return undefined;
  if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) return undefined;
  return { header: value, traceId, parentId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

/**
 * Keeps a network, never a person: IPv4 (and IPv4-mapped IPv6) to its /24, IPv6 to its /48. The
 * rules work on the text of a canonical address (as Node and nginx print them) and are the edge's
 * `map $remote_addr $edge_client_network` in k8s/base/edge.conf.template, in the same order: a unit
 * test holds the two lists equal. In a compressed IPv6 address the groups before `::` are the
 * leading ones, and a group `::` stands for is zero, so fewer than three of them end the /48.
 */
export const clientNetworkRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i, "$1.0"],
  [/^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):/i, "$1::"],
  [/^([0-9a-f]{1,4}:[0-9a-f]{1,4})::/i, "$1::"],
  [/^([0-9a-f]{1,4})::/i, "$1::"],
  [/^::/, "::"],
];

export function clientNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  for (const [pattern, network] of clientNetworkRules) {
    const match = pattern.exec(address);
    if (match) return network.replace("$1", match[1] ?? "");
  }
  return undefined;
}

/**
 * CSP choice: pages carry no inline script (JSON-LD is data, not script; speculation rules come from
 * a header), so scripts come from our own origin only, with no nonce. The one inline style is the
 * site's stylesheet, allowed by its hash. Every response of a deploy carries the same policy, which
 * keeps a page's HTML and headers identical for every visitor and lets the edge cache share one copy.
 */
const cspReportGroup = "csp";

interface SecurityHeaderOptions {
  https: boolean;
  /**
   * The inline stylesheet's hashes and the one origin pages may frame (the configured map's); without
   * a policy (development, where Vite injects inline scripts), none.
   */
  policy: { styleHashes: readonly string[]; frameOrigin: string } | undefined;
}

/**
 * Every response's security headers, by helmet: our Content-Security-Policy, framing and opener
 * policies, HSTS over https, helmet's other defaults, and the two headers helmet does not make
 * (where CSP reports go, and the browser features the site never asks for).
 */
export function securityHeaders({ https, policy }: SecurityHeaderOptions): RequestHandler {
  const helmetHeaders = helmet({
    contentSecurityPolicy: policy && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...policy.styleHashes],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [policy.frameOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        reportTo: [cspReportGroup],
        reportUri: [cspReportPath],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // Nothing here is meant to be embedded by other sites.
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: https && { maxAge: 63072000, includeSubDomains: true },
  });
  const ours = {
    "Reporting-Endpoints": `${cspReportGroup}="${cspReportPath}"`,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
  const setSecurityHeaders: RequestHandler = (req, res, next) => {
    res.set(ours);
    helmetHeaders(req, res, next);
  };
  return setSecurityHeaders;
}

const pageMethods = "GET, HEAD";
const onlyHttp1 = "Bad request: this server speaks HTTP/1.x.";
/** A Host header is a DNS name or an IPv4 address or a bracketed IPv6 address, with an optional port. */
const validHost = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

interface RequestGateOptions {
  /** Every page's canonical path ("/blog", "/blog/south-austin-playbook"). */
  pagePaths: ReadonlySet<string>;
  /** Host to assume for HTTP/1.0 requests, which may omit the Host header. */
  defaultHost: string;
  /** How long the edge keeps a page, and so a short path's redirect. */
  pageCacheSeconds: number;
}

/**
 * The one place that decides, before any routing, what a request may be: a request the site
 * cannot serve gets a clear 4xx here, so nothing a client sends can reach the router in a shape
 * that fails there. It also sends non-canonical spellings of a page to the page's one URL, and a
 * short path (the registry's `shortPaths`), in any spelling, to its page.
 */
function requestGate({ pagePaths, defaultHost, pageCacheSeconds }: RequestGateOptions): RequestHandler {
  const gateRequest: RequestHandler = (req, res, next) => {
    const api = () => req.url.startsWith(`${apiPrefix}/`);
    const refuse = (status: ApiErrorStatus, message: string, headers: Record<string, string> = {}) => {
      if (api()) return sendApiError(res, status, message, { headers });
      res
        .status(status)
        .set({ "Cache-Control": cachePolicy.noStore, ...headers })
        .type("text/plain")
        .send(message);
    };

    if (req.url === "*") return refuse(405, "This server answers requests for its pages, not for itself.", { Allow: pageMethods });
    if (req.httpVersionMajor !== 1) return refuse(400, onlyHttp1);
    // `chunked` is the one transfer coding read here; a body in any other (`gzip, chunked`) is
    // refused, as the edge refuses it, and the connection closed, since that body stays unread.
    const transferEncoding = req.headers["transfer-encoding"];
    if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== "chunked") {
      return refuse(400, "Bad request: chunked is the only transfer coding accepted.", { Connection: "close" });
    }

    // Absolute-form targets are valid HTTP; the router expects the origin form.
    if (/^https?:\/\//i.test(req.url)) {
      const target = new URL(req.url);
      req.url = `${target.pathname}${target.search}`;
      req.originalUrl = req.url;
      req.headers.host = target.host;
    }
    if (!req.url.startsWith("/")) return refuse(400, "Bad request: the request target must be a path.");

    const host = req.headers.host ?? (req.httpVersion === "1.0" ? defaultHost : undefined);
    if (!host || !validHost.test(host) || Number(host.split(":").at(-1)) > 65535) {
      return refuse(400, "Bad request: the Host header is missing or malformed.");
    }
    req.headers.host = host;

    const path = req.url.split("?")[0] as string;
    const query = req.url.slice(path.length);
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return refuse(400, "Bad request: the address is not valid.");
    }
    if (decoded.includes("\0")) return refuse(400, "Bad request: the address is not valid.");
    // The API router owns its methods and answers for them.
    if (api()) return next();

    // The site has no client router, so React Router's data URLs are not part of it.
    if (path.endsWith(".data")) return refuse(404, "Not found.");
    if (req.method !== "GET" && req.method !== "HEAD") {
      return refuse(405, `${req.method} is not allowed here; pages answer GET and HEAD.`, { Allow: pageMethods });
    }
    const canonical = canonicalSpelling(path);
    // The Location is the registry's fixed target alone: the query, the spelling and the host stay
    // out of it. The short path as the registry spells it is kept like a page, at the edge too (a
    // few entries); any other spelling like every spelling redirect, never at the edge.
    const shortPathTarget = shortPaths.get(canonical);
    if (shortPathTarget !== undefined) {
      return res
        .status(301)
        .set({ Location: shortPathTarget, "Cache-Control": canonical === path ? pagePolicy(pageCacheSeconds) : cachePolicy.redirect })
        .end();
    }
    if (canonical !== path && pagePaths.has(canonical)) {
      return res
        .status(301)
        .set({ Location: `${canonical}${query}`, "Cache-Control": cachePolicy.redirect })
        .end();
    }
    next();
  };
  return gateRequest;
}

/** One spelling per page: lower case, dot segments resolved, no repeated or trailing slashes. */
export function canonicalSpelling(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, "/");
  const resolved = new URL(collapsed, "http://site.invalid").pathname.toLowerCase();
  return resolved.length > 1 ? resolved.replace(/\/+$/, "") : resolved;
}

/**
 * Cache-Control for every kind of response, decided here and nowhere else (the API's: never stored,
 * `apiCacheControl`). Pages are short-lived in browsers and cached longer at the edge, which may
 * serve a stale copy while it refreshes, or when the origin fails.
 */

/** Pages: a minute in browsers, `edgeSeconds` at the edge, then served stale while refreshing or when the origin fails. */
function pagePolicy(edgeSeconds: number): string {
  return `public, max-age=${Math.min(60, edgeSeconds)}, s-maxage=${edgeSeconds}, stale-while-revalidate=${edgeSeconds * 2}, stale-if-error=86400`;
}

export const cachePolicy = {
  notFound: "public, max-age=60, s-maxage=60, stale-if-error=3600",
  /**
   * Browsers remember a spelling's redirect; the edge keeps only canonical URLs, never a copy for
   * every spelling anyone makes up. (A short path's redirect, /prices, is one of a few fixed URLs,
   * kept like a page.)
   */
  redirect: "public, max-age=3600, s-maxage=0",
  hashedAsset: "public, max-age=31536000, immutable",
  publicFile: "public, max-age=3600, stale-while-revalidate=86400",
  noStore: "no-store",
} as const;

export function cacheControlForDocument(status: number, edgeSeconds = defaultPageCacheSeconds): string {
  if (status >= 200 && status < 300) return pagePolicy(edgeSeconds);
  if (status === 404 || status === 410) return cachePolicy.notFound;
  return cachePolicy.noStore;
}

export function cacheControlForStaticFile(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? cachePolicy.hashedAsset : cachePolicy.publicFile;
}

/** A conditional request still holds the document when its If-None-Match names the document's ETag. */
export function stillCurrent(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return fresh({ "if-none-match": ifNoneMatch ?? undefined }, { etag });
}
