import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPublicConfig, publicConfigVariables } from "../../app/server/config.server.ts";

/**
 * Run before the tests that start the build (`npm run test:integration`, `npm run test:e2e`): builds
 * the site unless build/ was made, by this script, from exactly the sources and public configuration
 * there are now. A test of a stale build would pass or fail for code that is no longer there.
 */
const root = fileURLToPath(new URL("../../", import.meta.url));
const stamp = join(root, "build/inputs.sha256");
const inputs = [
  "app",
  "db",
  "vite-plugins",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function files(path: string): string[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!readdirSync(root, { withFileTypes: true }).some((entry) => entry.name === path && entry.isDirectory())) return [absolute];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(files).sort()) hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.update(JSON.stringify(publicConfigVariables(loadPublicConfig()))).digest("hex");
}

const wanted = inputsHash();
if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) {
  console.log("build/ is up to date with the sources");
} else {
  console.log("building: build/ is missing or older than the sources");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  writeFileSync(stamp, wanted);
}
