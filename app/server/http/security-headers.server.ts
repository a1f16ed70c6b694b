import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * CSP choice: pages carry no inline script (JSON-LD is data, not script; speculation rules come from
 * a header), so scripts come from our own origin only, with no nonce. The one inline style is the
 * site's stylesheet, allowed by its hash. Every response of a deploy carries the same policy, which
 * keeps a page's HTML and headers identical for every visitor and lets the edge cache share one copy.
 */
/** Where browsers send policy violations (app/server/api/csp-reports.server.ts). */
export const cspReportPath = "/api/csp-reports";
const cspReportGroup = "csp";

export interface SecurityHeaderOptions {
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
