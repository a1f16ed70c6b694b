import type { RequestHandler } from "express";
import { type AugmentedRequest, rateLimit } from "express-rate-limit";
import { cspReportPath } from "../http/security-headers.server.ts";
import { countCspReports } from "../observability/metrics.server.ts";
import type { Endpoints } from "./endpoints.server.ts";
import { ApiError } from "./errors.server.ts";
import { jsonBody } from "./json-body.server.ts";

/** Reports are diagnostics: a few a second per process are plenty, the rest is noise. */
const reportsPerMinute = 60;

/** Browsers send Content-Security-Policy violations here (report-to, and report-uri for older ones), logged at warn. */
export function cspReportEndpoints(): Endpoints {
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
    [cspReportPath.replace(/^\/api/, "")]: {
      POST: [budget, ...jsonBody({ limit: 8192, types: ["application/reports+json", "application/csp-report"] }), logReports],
    },
  };
}

const logReports: RequestHandler = (req, res) => {
  const cspReports = summarizeCspReports(req.body);
  countCspReports(cspReports.length);
  req.log.warn({ cspReports }, "content security policy violation");
  res.status(204).set("Cache-Control", "no-store").end();
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
