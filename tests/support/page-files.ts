import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PublicConfig } from "../../app/lib/public-config.ts";
import { publicConfigVariables } from "../../app/server/config.server.ts";

/** What `npm run build` left in build/pages/ (app/server/pages.server.ts writes it). */
export const pagesDirectory = fileURLToPath(new URL("../../build/pages/", import.meta.url));

export interface BuiltPages {
  publicConfig: PublicConfig;
  /** Page path to its file's name in build/pages/. */
  pages: Record<string, string>;
}

export function builtPages(directory = pagesDirectory): BuiltPages {
  return JSON.parse(readFileSync(`${directory}/manifest.json`, "utf8")) as BuiltPages;
}

/** The environment that gives a server the public configuration the build rendered its pages with. */
export function builtPublicEnv(): Record<string, string> {
  return publicConfigVariables(builtPages().publicConfig);
}

/** A page's file in one content coding, as the build wrote it. */
export function builtFile(path: string, coding: "identity" | "br" | "gzip"): Buffer {
  const suffix = { identity: "", br: ".br", gzip: ".gz" }[coding];
  return readFileSync(`${pagesDirectory}${builtPages().pages[path]}${suffix}`);
}
