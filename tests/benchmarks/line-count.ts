/**
 * `npm run lines`: the lines of code, config and tests the site takes, by top-level folder, the
 * measure the scope charter (docs/scope.md) budgets. Counted over `git ls-files` (what is
 * committed), without copy (posts and page content), art, docs or the lockfile: those grow with what
 * visitors read, not with machinery.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const notCounted = [
  /^app\/content\/(?:posts|pages)\//, // copy
  /\.(?:svg|png)$/, // art
  /^docs\/|\.md$/, // docs
  /^package-lock\.json$/,
];

export function linesByFolder(root = process.cwd()): Map<string, number> {
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const byFolder = new Map<string, number>();
  for (const file of files) {
    if (notCounted.some((pattern) => pattern.test(file))) continue;
    const lines = readFileSync(`${root}/${file}`, "utf8").split("\n").length - 1;
    // app/ and tests/ by their subfolders, everything else by its top folder.
    const parts = file.split("/");
    const folder =
      parts.length === 1
        ? "(root)"
        : ["app", "tests"].includes(parts[0] as string) && parts.length > 2
          ? parts.slice(0, 2).join("/")
          : (parts[0] as string);
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + lines);
  }
  return new Map([...byFolder].sort(([a], [b]) => a.localeCompare(b)));
}

if (import.meta.main) {
  const byFolder = linesByFolder();
  for (const [folder, lines] of byFolder) console.log(`${String(lines).padStart(7)}  ${folder}`);
  console.log(`${String([...byFolder.values()].reduce((sum, lines) => sum + lines, 0)).padStart(7)}  total`);
}
