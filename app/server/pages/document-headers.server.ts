import { cacheControlForDocument } from "../http/cache-policy.server.ts";

/** Chromium prerenders same-origin links on intent with these rules (public/speculation-rules.json). */
const speculationRules = '"/speculation-rules.json"';

/**
 * The headers of every HTML document, whether it is one of the build's page files or rendered for
 * its request (the not-found and error pages); the security headers come from the HTTP app for every
 * response alike.
 */
export function documentHeaders(status: number, pageCacheSeconds: number): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControlForDocument(status, pageCacheSeconds),
    "Speculation-Rules": speculationRules,
  };
}
