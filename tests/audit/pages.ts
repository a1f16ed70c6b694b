/**
 * `npm run audit:pages`: Lighthouse (mobile settings) against the production build in the system
 * Chromium. Prints each page's four category scores and exits 1 when a page is under the bar:
 * performance 95, accessibility, best practices and SEO 100. Needs `npm run build` first.
 * AUDIT_PAGES="/ /blog" picks the pages.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "../support/production-server.ts";

const pages = (process.env.AUDIT_PAGES ?? "/ /axe-throwing-prices").split(/\s+/).filter(Boolean);
const bar = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof bar;

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like) is retried. */
async function audit(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(bar) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    console.log(`${url}: Lighthouse could not measure (${runtimeError.code}), attempt ${attempt} of ${attempts}`);
    if (attempt === attempts) return result.lhr;
  }
}

let failed = false;
try {
  const rows = [];
  for (const path of pages) {
    const lhr = await audit(`${server.url}${path}`);
    const { categories, audits } = lhr;
    const row: Record<string, string | number> = { page: path };
    for (const category of Object.keys(bar) as Category[]) {
      const score = Math.round((categories[category]?.score ?? 0) * 100);
      row[category] = score;
      if (score < bar[category]) {
        failed = true;
        const failing = (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
        console.log(`${path} ${category} ${score}: ${failing.join(", ")}`);
      }
    }
    row.LCP = audits["largest-contentful-paint"]?.displayValue ?? "";
    row.TBT = audits["total-blocking-time"]?.displayValue ?? "";
    row.CLS = audits["cumulative-layout-shift"]?.displayValue ?? "";
    rows.push(row);
  }
  console.table(rows);
} finally {
  chrome.kill();
  server.stop();
}
process.exit(failed ? 1 : 0);
