import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The site's stylesheet, written into every page's head instead of linked. */
export interface InlineStylesheet {
  css: string;
  /** For the Content-Security-Policy: `'sha256-…'`. */
  hash: string;
}

interface RouteAssets {
  css?: string[];
}

/**
 * Reads the stylesheets the build links from its routes (Linaria extracts one, about 5 KB
 * compressed) and takes them out of the links, so a first visit needs no second round trip before
 * it can paint. The policy allows exactly this text by its hash.
 */
export function inlineStylesheet(routes: Record<string, RouteAssets | undefined>, clientDirectory: string): InlineStylesheet {
  const hrefs = [...new Set(Object.values(routes).flatMap((route) => route?.css ?? []))];
  const css = hrefs.map((href) => readFileSync(`${clientDirectory}${href.replace(/^\//, "")}`, "utf8")).join("\n");
  for (const route of Object.values(routes)) if (route?.css) route.css = [];
  return { css, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
}
