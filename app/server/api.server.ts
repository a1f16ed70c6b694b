import express, { type ErrorRequestHandler, type RequestHandler, type Response, type Router } from "express";
import { type AugmentedRequest, rateLimit } from "express-rate-limit";
import { countCspReports, setHttpRoute } from "./observability.server.ts";

/** Where the JSON API lives: everything under it answers in JSON, errors included. */
export const apiPrefix = "/api";
/** Where browsers send policy violations (the Content-Security-Policy's report-to and report-uri). */
export const cspReportPath = `${apiPrefix}/csp-reports`;
/** The Cache-Control of every answer of the API: none is kept by a cache, each is about its own request. */
export const apiCacheControl = "no-store";

/**
 * The one code for each status the API (and the request gate, and the edge's own JSON answers in
 * k8s/base/edge.conf.template) can answer with; a client can branch on either.
 */
const apiErrorCodes = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  503: "unavailable",
} as const;

export type ApiErrorStatus = keyof typeof apiErrorCodes;

/**
 * The one shape of every API error body. An error may add fields of its own beside the three every
 * client can rely on (a view whose outcome is unknown names the id that settles it).
 */
interface ApiErrorBody {
  error: { status: ApiErrorStatus; code: (typeof apiErrorCodes)[ApiErrorStatus]; message: string; [detail: string]: unknown };
}

export function apiErrorBody(status: ApiErrorStatus, message: string, details: Record<string, string> = {}): ApiErrorBody {
  return { error: { ...details, status, code: apiErrorCodes[status], message } };
}

interface ApiErrorExtras {
  headers?: Record<string, string>;
  /** Fields the error body carries beside status, code and message. */
  details?: Record<string, string>;
}

/** Thrown by API handlers and middleware; the API router's error handler answers it. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: ApiErrorStatus;
  readonly extras: ApiErrorExtras;

  constructor(status: ApiErrorStatus, message: string, extras: ApiErrorExtras = {}) {
    super(message);
    this.status = status;
    this.extras = extras;
  }
}

export function sendApiError(res: Response, status: ApiErrorStatus, message: string, { headers = {}, details }: ApiErrorExtras = {}): void {
  res
    .status(status)
    .set({ "Cache-Control": apiCacheControl, ...headers })
    .json(apiErrorBody(status, message, details));
}

/** What each part of the API contributes to its router: a path's handler chain per method; GET also answers HEAD. */
export type Endpoints = Record<string, Partial<Record<"GET" | "POST", Array<RequestHandler | ErrorRequestHandler>>>>;

interface JsonBodyRules {
  /** Largest body accepted, in bytes. */
  limit: number;
  /** Media types accepted; a request without Content-Type is read as JSON too. */
  types: string[];
}

/**
 * A small JSON body in one of the accepted media types, parsed by express.json. A body in another
 * media type is refused with 415 before anything is read; express.json answers oversized (413) and
 * malformed (400) bodies itself. No body leaves `req.body` undefined.
 */
export function jsonBody({ limit, types }: JsonBodyRules): RequestHandler[] {
  const acceptedType: RequestHandler = (req, _res, next) => {
    if (req.headers["content-type"] && req.is(types) === false) {
      return next(new ApiError(415, `Send Content-Type: ${types[0]}.`));
    }
    next();
  };
  return [acceptedType, express.json({ limit, type: () => true, strict: false })];
}

/**
 * The JSON API, mounted at /api before the pages: the features' endpoints (the view counts') and
 * the CSP reports. It is the one place that knows which methods each path takes: OPTIONS gets the
 * list, any other method 405 with exactly those in `Allow`. Any other path under /api is a JSON 404,
 * and every error leaves in the API's one shape.
 */
export function apiRouter(features: Endpoints): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  for (const [path, methods] of Object.entries({ ...features, ...cspReportEndpoints() })) {
    const allow = Object.keys(methods)
      .flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]))
      .join(", ");
    const route = router.route(path);
    // The metrics' http_route: the endpoint's pattern, never the path asked for.
    route.all((_req, res, next) => {
      setHttpRoute(res, `${apiPrefix}${path}`);
      next();
    });
    if (methods.GET) route.get(...methods.GET);
    if (methods.POST) route.post(...methods.POST);
    route.all((req, res) => {
      if (req.method !== "OPTIONS")
        return sendApiError(res, 405, `${req.method} is not allowed here; use ${allow}.`, { headers: { Allow: allow } });
      res.status(204).set({ Allow: allow, "Cache-Control": apiCacheControl }).end();
    });
  }
  router.use((_req, res, next) => {
    setHttpRoute(res, `${apiPrefix}/*`);
    next(new ApiError(404, "No API endpoint at this path."));
  });
  router.use(apiErrors);
  return router;
}

/**
 * ApiErrors and express.json's own (413, 400, 415 for a charset) in the API's shape; anything else
 * is a 500 for the app. A body over the limit, or a refusal before the whole body has arrived,
 * closes the connection after the answer: nothing more of that body is read.
 */
const apiErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (!req.complete || (error as { status?: number }).status === 413) res.set("Connection", "close");
  if (error instanceof ApiError) return sendApiError(res, error.status, error.message, error.extras);
  const status = (error as { status?: number; type?: string }).status;
  if (status !== undefined && status in apiErrorCodes && status < 500) {
    return sendApiError(res, status as ApiErrorStatus, bodyErrorMessage(error as { type?: string; limit?: number }));
  }
  next(error);
};

function bodyErrorMessage({ type, limit }: { type?: string; limit?: number }): string {
  if (type === "entity.too.large") return `The request body must be at most ${limit} bytes.`;
  if (type === "entity.parse.failed") return "The request body is not valid JSON.";
  return "The request body cannot be read.";
}

/** Reports are diagnostics: a few a second per process are plenty, the rest is noise. */
const reportsPerMinute = 60;

/** Browsers send Content-Security-Policy violations here (report-to, and report-uri for older ones), logged at warn. */
function cspReportEndpoints(): Endpoints {
  // One budget for the whole process, whoever sends: the edge limits per client.
  const budget = rateLimit({
    windowMs: 60_000,
    limit: reportsPerMinute,
    keyGenerator: () => "all-reports",
    standardHeaders: false,
    legacyHeaders: false,
    handler(req, _res, next) {
      const retryAfter = Math.max(
        1,
        Math.ceil((((req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000),
      );
      next(new ApiError(429, "Too many reports; try again later.", { headers: { "Retry-After": String(retryAfter) } }));
    },
  });
  return {
    [cspReportPath.slice(apiPrefix.length)]: {
      POST: [budget, ...jsonBody({ limit: 8192, types: ["application/reports+json", "application/csp-report"] }), logReports],
    },
  };
}

const logReports: RequestHandler = (req, res) => {
  const cspReports = summarizeCspReports(req.body);
  countCspReports(cspReports.length);
  req.log.warn({ cspReports }, "content security policy violation");
  res.status(204).set("Cache-Control", apiCacheControl).end();
};

interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * The few fields an operator needs from either report format (Reporting API arrays and the older
 * `{"csp-report": …}` object), each cut short; addresses keep only their origin and path.
 */
function summarizeCspReports(value: unknown): CspViolation[] {
  const reports = Array.isArray(value)
    ? value.map((report) => report?.body)
    : [(value as Record<string, unknown> | undefined)?.["csp-report"]];
  return reports.slice(0, 10).flatMap((report) => {
    if (!report || typeof report !== "object") return [];
    const field = (...names: string[]) => {
      const found = names.map((name) => (report as Record<string, unknown>)[name]).find((item) => typeof item === "string");
      return typeof found === "string" ? found.slice(0, 200) : "";
    };
    return [
      {
        directive: field("effectiveDirective", "effective-directive", "violated-directive"),
        blocked: withoutQuery(field("blockedURL", "blocked-uri")),
        page: withoutQuery(field("documentURL", "document-uri")),
      },
    ];
  });
}

function withoutQuery(address: string): string {
  return address.replace(/[?#].*$/, "");
}
