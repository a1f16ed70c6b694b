import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The page files are a function of the sources and the public configuration alone: two builds of
 * the same sources, in copies of the project, at different times (a clock shifted by years), in
 * different time zones and locales, with everything else in the environment that a page must not
 * read set differently, write byte-identical page files.
 */
const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "ironbark-page-build-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = promisify(execFile);

/** A copy of the sources (node_modules shared), with nothing the project's own build made. */
function copyOfProject(name: string): string {
  const copy = join(work, name);
  const skipped = new Set(["node_modules", "build", ".git", ".cache", ".data", ".react-router", "test-results", "playwright-report"]);
  cpSync(projectRoot, copy, { recursive: true, filter: (source) => !skipped.has(relative(projectRoot, source).split("/")[0] as string) });
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/** Moves every clock in the build's processes by `offsetMs` (Date.now, new Date()). */
function clockShift(offsetMs: number): string {
  const file = join(work, `clock-${offsetMs}.mjs`);
  writeFileSync(
    file,
    `const offset = ${offsetMs};
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
  static now() { return RealDate.now() + offset; }
}
globalThis.Date = ShiftedDate;
`,
  );
  return file;
}

async function buildPages(name: string, env: Record<string, string>): Promise<Map<string, Buffer>> {
  const copy = copyOfProject(name);
  await run("npm", ["run", "build"], { cwd: copy, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const directory = join(copy, "build/pages");
  const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [relative(directory, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))]),
  );
}

describe("two builds of the same sources", () => {
  it("write the same page files, byte for byte, whatever the clock and whatever else the environment holds", async () => {
    const year = 365 * 24 * 3600 * 1000;
    const [first, second] = await Promise.all([
      buildPages("first", {
        NODE_OPTIONS: `--import=${clockShift(-6 * year)}`,
        TZ: "UTC",
        LANG: "C.UTF-8",
        PORT: "3000",
        PAGE_CACHE_SECONDS: "300",
        LOG_LEVEL: "info",
        HOSTNAME: "builder-one",
      }),
      buildPages("second", {
        NODE_OPTIONS: `--import=${clockShift(5 * year)}`,
        TZ: "Pacific/Kiritimati",
        LANG: "de_DE.UTF-8",
        LC_ALL: "de_DE.UTF-8",
        PORT: "4567",
        PAGE_CACHE_SECONDS: "42",
        LOG_LEVEL: "debug",
        DATABASE_URL: "postgres://nobody@db.invalid:5432/none",
        METRICS_PORT: "off",
        HOSTNAME: "builder-two",
      }),
    ]);
    expect([...first.keys()].sort()).toEqual([...second.keys()].sort());
    expect(first.size).toBeGreaterThan(3 * 20);
    const differing = [...first].filter(([name, bytes]) => !bytes.equals(second.get(name) as Buffer)).map(([name]) => name);
    expect(differing).toEqual([]);
    // Two whole builds side by side, beside the other integration files: minutes, not seconds, on two cores.
  }, 300_000);
});
