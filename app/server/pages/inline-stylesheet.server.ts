import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import type { InlineStylesheet } from "../../lib/inline-stylesheet.ts";

interface RouteAssets {
  readonly css?: readonly string[];
}

/**
 * Reads the stylesheets the build made for its routes (Linaria extracts one, about 5 KB compressed)
 * for the root layout to write into every page's head, so a first visit needs no second round trip
 * before it can paint. The policy allows exactly this text by its hash.
 */
export function inlineStylesheet(routes: Record<string, RouteAssets | undefined>, clientDirectory: string): InlineStylesheet {
  const hrefs = [...new Set(Object.values(routes).flatMap((route) => route?.css ?? []))];
  const css = hrefs.map((href) => readFileSync(`${clientDirectory}${href.replace(/^\//, "")}`, "utf8")).join("\n");
  return { css, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
}
