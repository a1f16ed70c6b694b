import { createRateLimit } from "./rate-limit.server.ts";

/** Reports are diagnostics: a few a second per process are plenty, the rest is noise. */
export const reportBudget = createRateLimit({ limit: 60, windowMs: 60_000 });

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * The few fields an operator needs from either report format (Reporting API arrays and the older
 * `{"csp-report": …}` object), each cut short; addresses keep only their origin and path.
 */
export function summarizeCspReports(value: unknown): CspViolation[] {
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
