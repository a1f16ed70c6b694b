import { randomBytes } from "node:crypto";
import { mapEmbedOrigin } from "../lib/map-embed.ts";

/**
 * CSP choice: a per-response nonce for inline scripts (React Router's hydration scripts differ per
 * page, so hashes cannot be known in advance). The edge cache stores the HTML and this header
 * together, so a cached page's nonce always matches its own header; the nonce is then shared by the
 * visitors served that copy within its cache lifetime. The pages render no user input, so there is
 * no injection point that could borrow it, and every other source is limited to our own origin.
 */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapEmbedOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
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
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
