import type { RequestHandler } from "express";
import { shortPaths } from "../../content/site-pages.ts";
import { type ApiErrorStatus, apiPrefix, sendApiError } from "../api/errors.server.ts";
import { cachePolicy, pagePolicy } from "./cache-policy.server.ts";

const pageMethods = "GET, HEAD";
const onlyHttp1 = "Bad request: this server speaks HTTP/1.x.";
/** A Host header is a DNS name or an IPv4 address or a bracketed IPv6 address, with an optional port. */
const validHost = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface RequestGateOptions {
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
export function requestGate({ pagePaths, defaultHost, pageCacheSeconds }: RequestGateOptions): RequestHandler {
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
