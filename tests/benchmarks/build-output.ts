import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const buildDirectory = fileURLToPath(new URL("../../build/", import.meta.url));

function bytesUnder(directory: string): number {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/**
 * What making the page files adds to `npm run build` (its last step, run again here: it writes the
 * same files), and the size of what the build leaves, part by part.
 */
export function describeBuild(): string {
  const started = performance.now();
  execFileSync(process.execPath, [join(buildDirectory, "server/prerender.js")], { stdio: "ignore" });
  const seconds = (performance.now() - started) / 1000;
  const megabytes = (part: string) => (bytesUnder(join(buildDirectory, part)) / 1e6).toFixed(2);
  return (
    `build: the page files add ${seconds.toFixed(1)} s (rendering and compressing every page); build/ holds ` +
    `client ${megabytes("client")} MB, server ${megabytes("server")} MB, pages ${megabytes("pages")} MB`
  );
}
