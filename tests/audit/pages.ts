/**
 * `npm run audit:pages`: Lighthouse against the production build in the system Chromium, for every
 * page in the sitemap, with mobile and desktop settings, three runs each (Lighthouse will not audit
 * a document answered with an error status, so the not-found page is left out).
 * Prints the median of each category and of the mobile LCP, and exits 1 when a median is under the
 * bar (100 in every category, LCP at most 1.5 s on mobile). Needs `npm run build` first.
 * AUDIT_PAGES="/ /blog" picks pages; AUDIT_RUNS changes the number of runs. Writes the table into
 * docs/performance.md with the date, the machine and the pages audited (tests/benchmarks/report.ts).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { checkGeneratedBlock, performanceDoc, Report, setting } from "../benchmarks/report.ts";
import { startProductionServer } from "../support/production-server.ts";

const bar = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const lcpBarMs = 1500;
type Category = keyof typeof bar;
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const report = new Report("npm run audit:pages");
checkGeneratedBlock(performanceDoc, "npm run audit:pages");

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

async function sitemapPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  // The planner also with a plan on it, as a group sees it.
  return [...pages, "/plan?guests=18&hours=2"];
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like) is retried. */
async function audit(url: string, formFactor: "mobile" | "desktop", attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(bar) },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError || attempt === attempts) return result.lhr;
    console.log(`${url}: Lighthouse could not measure (${runtimeError.code}), attempt ${attempt} of ${attempts}`);
  }
}

/** The Chromium that ran the audits, as it names itself. */
async function chromeVersion(): Promise<string> {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
  return version.Browser ?? "of unknown version";
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

let failed = false;
try {
  const pages = process.env.AUDIT_PAGES?.split(/\s+/).filter(Boolean) ?? (await sitemapPages());
  const rows = [];
  for (const path of pages) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await audit(`${server.url}${path}`, formFactor));
      const row: Record<string, string | number> = { page: path, device: formFactor };
      for (const category of Object.keys(bar) as Category[]) {
        const score = median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
        row[category] = score;
        if (score < bar[category]) {
          failed = true;
          const last = results.at(-1);
          const failing = (last?.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (last?.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${ref.id} (${last?.audits[ref.id]?.displayValue ?? last?.audits[ref.id]?.score})`);
          console.log(`${path} ${formFactor} ${category} ${score}: ${failing.join(", ")}`);
        }
      }
      const lcp = median(results.map((lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY));
      row["LCP s"] = Math.round(lcp / 100) / 10;
      if (formFactor === "mobile" && lcp > lcpBarMs) failed = true;
      row.CLS = median(results.map((lhr) => lhr.audits["cumulative-layout-shift"]?.numericValue ?? 1));
      rows.push(row);
    }
  }
  report.table(rows);
  report.print(
    `${failed ? "Under the bar" : "Every median meets the bar"}: ${Object.values(bar)[0]} in every category, mobile LCP at most ${lcpBarMs / 1000} s.`,
  );
  report.write(
    performanceDoc,
    `${setting("AUDIT_PAGES", process.env.AUDIT_PAGES ? `the pages ${pages.join(", ")}` : "every page in the sitemap")}, ` +
      `${setting("AUDIT_RUNS", `${runs} ${runs === 1 ? "run" : "runs"} each`)}, the median of each; Chromium ${await chromeVersion()}`,
  );
} finally {
  chrome.kill();
  server.stop();
}
process.exit(failed ? 1 : 0);
