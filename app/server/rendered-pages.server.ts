import type { Request, Response } from "express";
import { stillCurrent } from "./cache-policy.server.ts";
import { countPageDocument } from "./metrics.server.ts";

/** A page as this deploy renders it: the headers the document was sent with, and its bytes. */
export interface RenderedPage {
  headers: [string, string][];
  body: Buffer;
}

/**
 * Each page of the registry as this deploy renders it, kept from its first complete render
 * (docs/decisions/0011-rendered-pages-reused.md). A page is a function of the deploy and its URL
 * alone (the ETag is derived from exactly those), so rendering it again gives the same bytes.
 * Only a page's canonical URL without a query is kept: one entry per page, a fixed set, whatever
 * URLs come. Anything else, the not-found page included, is rendered for its request.
 */
export class RenderedPages {
  readonly #paths: ReadonlySet<string>;
  readonly #pages = new Map<string, RenderedPage>();

  constructor(pagePaths: ReadonlySet<string>) {
    this.#paths = pagePaths;
  }

  /** Keeps a complete render of this URL, sent with these headers, when it is a page's canonical URL with no query. */
  keeper(url: URL, headers: Headers): ((body: Buffer) => void) | undefined {
    const path = url.pathname;
    if (url.search !== "" || !this.#paths.has(path)) return undefined;
    return (body) => this.#pages.set(path, { headers: [...headers], body });
  }

  /** The kept page for a GET or HEAD of a page's canonical URL with no query. */
  find(req: Request): RenderedPage | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    return req.url === req.path ? this.#pages.get(req.path) : undefined;
  }
}

/** Answers with a kept page as its render did: its headers, then 304 for a matching validator or the bytes. */
export function sendRenderedPage(req: Request, res: Response, { headers, body }: RenderedPage): void {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (stillCurrent(req.headers["if-none-match"], String(res.getHeader("ETag")))) {
    res.status(304).end();
    return;
  }
  countPageDocument("reused");
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
}
