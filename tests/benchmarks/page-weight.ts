/**
 * `npm run bench:pages`: what each page makes a browser download, gzip-compressed: its HTML, its
 * stylesheets and every JavaScript file it loads, following static and dynamic imports (lazy
 * chunks count too). Needs a production build. Prints a table with the JavaScript budgets
 * (10 KB on content pages, 20 KB on the home page); it measures and asserts nothing. Writes the
 * table into docs/performance.md with the date and the machine (tests/benchmarks/report.ts).
 */
import { gzipSync } from "node:zlib";
import { startProductionServer } from "../support/production-server.ts";
import { checkGeneratedBlock, performanceDoc, Report } from "./report.ts";

const budgetsKb = { home: 20, content: 10 } as const;
/** A static or dynamic import of one of our modules, relative or absolute. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{0,2}\/[^"']+\.js)["']/g;
/** Module scripts, module preloads and imports in inline scripts. */
const pageScriptPattern = /(?:src|href)="(\/assets\/[^"]+\.js)"|import\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g;

const report = new Report("npm run bench:pages");
checkGeneratedBlock(performanceDoc, "npm run bench:pages");
const server = await startProductionServer();
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  const rows = [];
  for (const route of [...routes, "/no-such-page"]) {
    const html = await (await fetch(`${server.url}${route}`, { headers: { "User-Agent": "Mozilla/5.0 Chrome/142.0" } })).text();
    const scripts = [...html.matchAll(pageScriptPattern)].map((match) => (match[1] ?? match[2]) as string);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] as string);
    const js = await withImports(scripts);
    const jsBytes = await gzippedTotal(js);
    const budget = route === "/" ? budgetsKb.home : budgetsKb.content;
    rows.push({
      route,
      "JS files": js.size,
      "JS KB": kb(jsBytes),
      "JS budget KB": budget,
      "within budget": jsBytes <= budget * 1024 ? "yes" : "NO",
      "CSS KB": kb(await gzippedTotal(new Set(styles))),
      "HTML KB": kb(gzipSync(html).length),
    });
  }
  report.table(rows);
  report.write(performanceDoc, "every page in the sitemap and the not-found page, from the production build");
} finally {
  server.stop();
}

/** Every JavaScript file reachable from the page's module scripts. */
async function withImports(entries: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const source = await (await fetch(`${server.url}${path}`)).text();
    for (const [, relative] of source.matchAll(importPattern)) queue.push(new URL(relative as string, `http://x${path}`).pathname);
  }
  return seen;
}

async function gzippedTotal(paths: Set<string>): Promise<number> {
  let total = 0;
  for (const path of paths) total += gzipSync(Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer())).length;
  return total;
}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
