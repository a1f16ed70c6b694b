import { mapEmbedOrigin } from "../../lib/map-embed.ts";

/**
 * CSP choice: pages carry no inline script (JSON-LD is data, not script; speculation rules come from
 * a header), so scripts come from our own origin only, with no nonce. The one inline style is the
 * site's stylesheet, allowed by its hash. Every response of a deploy carries the same policy, which
 * keeps a page's HTML and headers identical for every visitor and lets the edge cache share one copy.
 */
/** Where browsers send policy violations (app/server/api/csp-reports.server.ts). */
export const cspReportPath = "/api/csp-reports";
const cspReportGroup = "csp";

export function contentSecurityPolicy({ https, styleHashes = [] }: { https: boolean; styleHashes?: readonly string[] }): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapEmbedOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-to ${cspReportGroup}`,
    `report-uri ${cspReportPath}`,
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    // Nothing here is meant to be embedded by other sites.
    "Cross-Origin-Resource-Policy": "same-origin",
    "Reporting-Endpoints": `${cspReportGroup}="${cspReportPath}"`,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
