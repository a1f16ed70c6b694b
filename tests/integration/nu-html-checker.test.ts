import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { posts } from "../../app/content/posts.ts";
import { sitePaths } from "../../app/content/site-pages.ts";
import { browserUserAgent, serverWithOwnDatabase } from "../support/server.ts";

/**
 * The Nu HTML Checker (vnu.jar, on the system's Java 17+) on every page the site serves, markup and
 * inline stylesheet alike: no errors. It may only note current CSS it does not know yet.
 */
const vnuJar = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));
// Every page, the planner with a plan, for a group beyond the largest buyout and with a refused answer, and the not-found page.
const paths = [
  ...sitePaths(posts.map((post) => post.slug)),
  "/plan?guests=18&hours=2&vr=1&day=Friday&time=19:00&kids=1",
  "/plan?guests=500",
  "/plan?guests=500&hours=3",
  "/no-such-page",
];
/** Current CSS the checker does not know yet (scroll-driven animations, cross-document view transitions). */
const newerThanTheChecker =
  /^CSS: (?:“animation-(?:timeline|range)”: Property “animation-(?:timeline|range)” doesn't exist|Unrecognized at-rule “@view-transition”)/;

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

const running = serverWithOwnDatabase();
const workDir = mkdtempSync(join(tmpdir(), "ironbark-nu-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The checker's errors for each document, by file name. */
async function nuErrors(documents: Record<string, string>): Promise<Map<string, string[]>> {
  const files = await Promise.all(
    Object.entries(documents).map(async ([name, html]) => {
      const file = join(workDir, `${name}.html`);
      await writeFile(file, html);
      return file;
    }),
  );
  // vnu exits 1 when it finds errors; the report is what matters.
  const { stdout } = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const errors = new Map(Object.keys(documents).map((name) => [name, [] as string[]]));
  for (const message of (JSON.parse(stdout) as { messages: NuMessage[] }).messages) {
    if (message.type !== "error" || newerThanTheChecker.test(message.message)) continue;
    const name = decodeURIComponent(message.url.replace(/^.*\/|\.html$/g, ""));
    errors.get(name)?.push(`${message.message} ${message.extract ?? ""}`.trim());
  }
  return errors;
}

it("finds no error on any page", async () => {
  const documents = Object.fromEntries(
    await Promise.all(
      paths.map(async (path) => {
        const response = await fetch(`${running.server.url}${path}`, { headers: { "User-Agent": browserUserAgent } });
        return [encodeURIComponent(path), await response.text()] as const;
      }),
    ),
  );
  const errors = await nuErrors(documents);
  expect(Object.fromEntries([...errors].map(([name, found]) => [decodeURIComponent(name), found]))).toEqual(
    Object.fromEntries(paths.map((path) => [path, []])),
  );
});

it("fails a stylesheet with an invented property", async () => {
  const page = (css: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title><style>${css}</style></head><body></body></html>`;
  const errors = await nuErrors({ valid: page("a{scroll-snap-align:start}"), invented: page("a{scroll-snap-snap-align:start}") });
  expect(errors.get("valid")).toEqual([]);
  expect(errors.get("invented")?.join("\n")).toContain("scroll-snap-snap-align");
});
