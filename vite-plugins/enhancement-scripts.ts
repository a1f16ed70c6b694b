import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { type Enhancement, enhancementEntries } from "../app/browser/enhancements.ts";

const virtualId = "virtual:enhancement-scripts";
const resolvedId = `\0${virtualId}`;

/**
 * Builds each enhancement module as an entry of the client build and gives the server their URLs
 * (`virtual:enhancement-scripts`): the hashed files from the client manifest in a build, the
 * sources in development. React Router builds the client before the server, so the manifest is
 * there when the server build asks. React Router's client build of the route modules gets the
 * source paths: nothing loads those chunks (docs/decisions/0005).
 */
export function enhancementScriptsPlugin({ clientOutDir }: { clientOutDir: string }): Plugin {
  let serving = false;
  return {
    name: "ironbark-enhancement-scripts",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const [name, id] of Object.entries(enhancementEntries)) this.emitFile({ type: "chunk", id, name });
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const sources = serving || this.environment.name === "client";
      const urls = Object.fromEntries(
        Object.entries(enhancementEntries).map(([name, source]) => [name, sources ? `/${source}` : builtUrl(clientOutDir, source)]),
      ) as Record<Enhancement, string>;
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}

function builtUrl(clientOutDir: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(clientOutDir, ".vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is missing from the client build's manifest`);
  return `/${entry.file}`;
}
