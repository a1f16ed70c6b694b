/**
 * `npm run bench`: the build's and the image's size and what the page files add; cold start and memory of the
 * production server on the embedded database and on PostgreSQL (BENCH_DATABASE_URL), with the
 * build's public configuration and with another; throughput and latency of a page (brotli), of a
 * page with an unseen query and of the edge cache, beside a plain node:http server sending the same
 * bytes (this machine's ceiling); view POSTs on both databases against the edge HIT
 * (view-posts.ts); what metrics cost, on twin origins in alternating rounds so neither gains from
 * running later; GC time and RSS under and after the load. Needs `npm run build`; asserts nothing,
 * and writes what it printed into docs/performance.md (report.ts).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { embeddedLocation } from "../../db/connect.ts";
import { type RunningEdge, runNginx, startEdge } from "../../docker/nginx/edge.ts";
import { builtPublicEnv } from "../support/page-files.ts";
import { freePort } from "../support/ports.ts";
import { answersOkSoon } from "../support/probe.ts";
import { startProductionServer } from "../support/production-server.ts";
import { requestBytes } from "../support/raw-http.ts";
import { openSlowClients } from "../support/slow-clients.ts";
import { describeBuild } from "./build-output.ts";
import { type ColdStart, measureColdStart } from "./cold-start.ts";
import { describeImageSize } from "./image-size.ts";
import { cpuMilliseconds, garbageCollectionSeconds, residentAfterLoad, residentMegabytes, sampleResidentPeak } from "./process-memory.ts";
import { checkGeneratedBlock, performanceDoc, Report, setting } from "./report.ts";
import { profileRequests } from "./request-profile.ts";
import { browserUserAgent, describeViewPosts, measureViewPosts, type ViewDatabase, type ViewPosts, viewPostRequest } from "./view-posts.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const pagePath = process.env.BENCH_PAGE ?? "/";
const metricsRounds = Number(process.env.BENCH_METRICS_ROUNDS ?? 3);

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's own CPU time per request it answered, when its pid was given. */
  cpuMicrosecondsPerRequest?: number;
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
}

async function measure(name: string, options: autocannon.Options, pid?: number): Promise<Row> {
  const cpuBefore = pid === undefined ? 0 : cpuMilliseconds(pid);
  const result = await autocannon({ connections, duration, ...options });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicrosecondsPerRequest: pid === undefined ? undefined : ((cpuMilliseconds(pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Each load on two fresh twins of the origin, one with metrics and one with METRICS_PORT=off, so
 * that neither carries the other loads' heap, in `metricsRounds` rounds whose order alternates; the
 * medians of both, and what the metrics cost in throughput and in CPU.
 */
async function measureMetricsCost(
  env: Record<string, string>,
  loads: Record<string, (origin: string) => autocannon.Options>,
): Promise<string> {
  const servers = { on: await startProductionServer(env), off: await startProductionServer({ ...env, METRICS_PORT: "off" }) };
  const lines = [`metrics on / off, two fresh twins, median of ${metricsRounds} alternating rounds:`];
  for (const [name, load] of Object.entries(loads)) {
    for (const server of [servers.on, servers.off]) await warmUp(load(server.url));
    const samples: Record<"on" | "off", Row[]> = { on: [], off: [] };
    for (let round = 0; round < metricsRounds; round++) {
      for (const side of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
        const server = servers[side];
        samples[side].push(await measure(name, load(server.url), server.child.pid));
      }
    }
    const rate = (side: "on" | "off") => median(samples[side].map((each) => each.requestsPerSecond));
    const cpu = (side: "on" | "off") => median(samples[side].map((each) => each.cpuMicrosecondsPerRequest as number));
    lines.push(
      `  ${name}: ${Math.round(rate("on"))} / ${Math.round(rate("off"))} req/s (cost ${((1 - rate("on") / rate("off")) * 100).toFixed(1)}%), ` +
        `${cpu("on").toFixed(1)} / ${cpu("off").toFixed(1)} µs of CPU per request (cost ${((cpu("on") / cpu("off") - 1) * 100).toFixed(1)}%)`,
    );
  }
  servers.on.stop();
  servers.off.stop();
  return lines.join("\n");
}

/** Two seconds of the same load first, so that a Node process is measured with its code optimised. */
async function warmUp(options: autocannon.Options): Promise<void> {
  await autocannon({ connections, ...options, duration: 2 });
}

const report = new Report("npm run bench");
checkGeneratedBlock(performanceDoc, "npm run bench");
report.print(await describeImageSize());
report.print(describeBuild());

/** The public configuration the build rendered its pages with: the servers below send the build's files. */
const pageEnv = builtPublicEnv();
const postgresUrl = process.env.BENCH_DATABASE_URL;
const coldStarts: ColdStart[] = [
  await measureColdStart("embedded (no DATABASE_URL)", pageEnv),
  await measureColdStart("embedded, another SITE_URL: pages rendered at start-up", { ...pageEnv, SITE_URL: "https://elsewhere.example" }),
];
if (postgresUrl) {
  execFileSync(process.execPath, ["build/server/migrate.js"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: postgresUrl },
    stdio: "ignore",
  });
  coldStarts.push(await measureColdStart("PostgreSQL (BENCH_DATABASE_URL)", { ...pageEnv, DATABASE_URL: postgresUrl }));
}
report.table(coldStarts.map((row) => ({ database: row.mode, "spawn to /readyz ms": row.readyMs, "idle RSS MB": row.idleRssMb })));
if (!postgresUrl) report.print("PostgreSQL mode not measured: set BENCH_DATABASE_URL to a database it may migrate.");

const workDir = mkdtempSync(join(tmpdir(), "ironbark-bench-"));
const embeddedFile = (dataDir: string): ViewDatabase => ({ kind: "embedded", file: embeddedLocation(dataDir) });
const serverDatabase: ViewDatabase = postgresUrl ? { kind: "PostgreSQL", url: postgresUrl } : embeddedFile(join(workDir, "data"));
const metricsUrl = `http://127.0.0.1:${await freePort()}/metrics`;
const server = await startProductionServer({
  ...pageEnv,
  ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATA_DIR: join(workDir, "data") }),
  METRICS_PORT: new URL(metricsUrl).port,
});
const serverPid = server.child.pid as number;
const children: ChildProcess[] = [server.child];
const edges: RunningEdge[] = [];
// nginx workers run unprivileged and must reach the folders inside.
chmodSync(workDir, 0o755);
try {
  const origin = server.url;

  // The page as browsers fetch it (brotli), the same page with a query it has never seen, and, for
  // the edge rows below, the page's plain HTML.
  const headers = { "User-Agent": browserUserAgent, "Accept-Encoding": "br" };
  const queryPath = "/faq";
  const page = (await requestBytes(`${origin}${pagePath}`, { headers })).body;
  const queried = (await requestBytes(`${origin}${queryPath}`, { headers })).body;
  const html = await (await fetch(`${origin}${pagePath}`, { headers: { "User-Agent": browserUserAgent } })).text();

  const plainPort = await freePort();
  const plain = `http://127.0.0.1:${plainPort}`;
  const plainServer = `
    const pages = {
      ${JSON.stringify(pagePath)}: Buffer.from(${JSON.stringify(page.toString("base64"))}, "base64"),
      ${JSON.stringify(queryPath)}: Buffer.from(${JSON.stringify(queried.toString("base64"))}, "base64"),
    };
    require("node:http").createServer((req, res) => {
      const body = pages[req.url.split("?")[0]];
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Content-Length": body.length });
      res.end(body);
    }).listen(${plainPort}, "127.0.0.1");`;
  const plainChild = startProcess(["-e", plainServer], {});
  children.push(plainChild);
  if (!(await answersOkSoon(`${plain}${pagePath}`))) throw new Error("the plain node:http server did not come up");

  report.print(
    `page ${pagePath}: ${page.length} bytes brotli (${Buffer.byteLength(html)} plain), ${queryPath}: ${queried.length} bytes brotli; ${connections} connections, ${duration} s each\n`,
  );
  const rows: Row[] = [];
  const rssBeforeLoad = residentMegabytes(serverPid);
  const rssUnderLoad = sampleResidentPeak(serverPid);
  await warmUp({ url: `${origin}${pagePath}`, headers });
  await warmUp(viewPostRequest(origin));
  const gcBefore = await garbageCollectionSeconds(metricsUrl);
  const loadStarted = performance.now();
  rows.push(await measure(`origin GET ${pagePath}, br`, { url: `${origin}${pagePath}`, headers }));
  let unseen = 0;
  const withQuery = (url: string) => ({
    url,
    headers,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `${queryPath}?x=${unseen++}` }) }],
  });
  rows.push(await measure(`origin GET ${queryPath}?x=<unique>, br`, withQuery(origin)));
  // What is still rendered for each request: the not-found page.
  const rendered = await measure("origin GET /no-such-page?x=<unique>, rendered for each request", {
    url: origin,
    headers,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `/no-such-page?x=${unseen++}` }) }],
  });
  const viewRuns: ViewPosts<Row>[] = [await measureViewPosts(origin, serverDatabase, duration, measure)];
  rows.push(...viewRuns.map((run) => run.row));
  const gcShare = (await garbageCollectionSeconds(metricsUrl)) - gcBefore;
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const rssPeak = rssUnderLoad.stop();
  const rssAfter = await residentAfterLoad(serverPid, rssBeforeLoad);
  const metricsCost = await measureMetricsCost(postgresUrl ? { DATABASE_URL: postgresUrl } : {}, {
    page: (origin) => ({ url: `${origin}${pagePath}`, headers }),
    "view POST": viewPostRequest,
  });
  // The same view POSTs on the embedded database, when the origin above ran on PostgreSQL.
  if (postgresUrl) {
    const embedded = await startProductionServer({ DATA_DIR: join(workDir, "views-data") });
    children.push(embedded.child);
    await warmUp(viewPostRequest(embedded.url));
    viewRuns.push(await measureViewPosts(embedded.url, embeddedFile(join(workDir, "views-data")), duration, measure));
    embedded.stop();
  }
  await warmUp({ url: `${plain}${pagePath}`, headers });
  rows.push(await measure(`plain node:http, ${pagePath} br bytes`, { url: `${plain}${pagePath}`, headers }, plainChild.pid));
  rows.push(await measure(`plain node:http, ${queryPath} br bytes`, withQuery(plain)));
  const profile = await profileRequests({ ...pageEnv, DATA_DIR: "memory://" }, { url: pagePath, headers, connections }, duration);

  // The edge cache in front of the origin (every request a HIT once warm), next to nginx serving
  // the same page as a static file: what the cache costs over the fastest thing nginx can do.
  const edge = await startEdge(
    { listen: `127.0.0.1:${await freePort()}`, upstream: new URL(origin).host, workDir: join(workDir, "edge") },
    { quiet: true },
  );
  edges.push(edge);
  const plainHeaders = { "User-Agent": browserUserAgent };
  await fetch(`${edge.url}${pagePath}`, { headers: plainHeaders });
  const warm = await fetch(`${edge.url}${pagePath}`, { headers: plainHeaders });
  report.print(`edge cache warm: X-Cache-Status ${warm.headers.get("x-cache-status")}`);
  const staticRoot = join(workDir, "static-root");
  mkdirSync(staticRoot, { recursive: true, mode: 0o755 });
  writeFileSync(join(staticRoot, "page.html"), html, { mode: 0o644 });
  const staticListen = `127.0.0.1:${await freePort()}`;
  const staticEdge = await runNginx(
    {
      listen: staticListen,
      workDir: join(workDir, "static-nginx"),
      healthPath: "/page.html",
      httpConfig: `server { listen ${staticListen}; access_log off; location / { root ${staticRoot}; default_type text/html; } }\n`,
    },
    { quiet: true },
  );
  edges.push(staticEdge);
  rows.push(await measure(`edge cache HIT ${pagePath}`, { url: `${edge.url}${pagePath}`, headers: plainHeaders }));
  rows.push(await measure("nginx static file, same bytes", { url: `${staticEdge.url}/page.html` }));
  // Every request with its own marketing parameter: the edge keys them all to the one cached page.
  let campaign = 0;
  rows.push(
    await measure(`edge cache, ${pagePath}?utm_source=<unique>`, {
      url: edge.url,
      headers: plainHeaders,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${pagePath}?utm_source=campaign-${campaign++}` }) }],
    }),
  );

  // The HIT again while 5,000 slowloris connections are held: the edge drops each 5 s after it
  // opened, so this row runs for 3 s right after they are all open.
  const slow = await openSlowClients(Number(new URL(edge.url).port), 5000);
  const slowRow = await measure(`edge cache HIT ${pagePath}, 5,000 slowloris held`, {
    url: `${edge.url}${pagePath}`,
    headers: plainHeaders,
    duration: 3,
  });
  report.print(`slowloris connections still held after that row: ${slow.open()} of 5000`);
  slow.destroy();
  rows.push(slowRow);

  report.table(
    [...rows, rendered].map((row) => ({
      target: row.name,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "non-2xx": row.non2xx,
      errors: row.errors,
    })),
  );
  const [pageRow, queryRow, , ceilingRow, queryCeilingRow, hit, staticFile, marketing] = rows as [Row, Row, Row, Row, Row, Row, Row, Row];
  report.print(metricsCost);
  report.print(
    `origin / plain node:http, same brotli bytes: ${pagePath} ${(pageRow.requestsPerSecond / ceilingRow.requestsPerSecond).toFixed(3)}, ` +
      `${queryPath}?x=<unique> ${(queryRow.requestsPerSecond / queryCeilingRow.requestsPerSecond).toFixed(3)}`,
  );
  report.print(
    `where the origin's CPU goes per request for ${pagePath} (br), beside the plain server's ${ceilingRow.cpuMicrosecondsPerRequest?.toFixed(1)} µs:`,
  );
  report.table(profile.map(({ part, microseconds }) => ({ part, "µs per request": Number(microseconds.toFixed(1)) })));
  report.print(`edge cache HIT / nginx static file: ${(hit.requestsPerSecond / staticFile.requestsPerSecond).toFixed(3)}`);
  report.print(`unique utm_source / plain HIT: ${(marketing.requestsPerSecond / hit.requestsPerSecond).toFixed(3)}`);
  report.print(describeViewPosts(viewRuns, hit.requestsPerSecond));
  report.print(
    `origin RSS (${postgresUrl ? "PostgreSQL" : "embedded"}): ${rssBeforeLoad} MB before the load, ${rssPeak} MB at most under it, ` +
      (rssAfter.seconds === undefined
        ? `${rssAfter.megabytes} MB 60 s after it (over 1.3 times the RSS before)`
        : `${rssAfter.megabytes} MB ${rssAfter.seconds} s after it (within 1.3 times the RSS before)`),
  );
  report.print(
    `origin garbage collection under the page and view POST load: ${gcShare.toFixed(2)} s of ${loadSeconds.toFixed(1)} s (${((gcShare / loadSeconds) * 100).toFixed(1)}%)`,
  );
  report.write(
    performanceDoc,
    [
      setting("BENCH_CONNECTIONS", `${connections} connections`),
      setting("BENCH_SECONDS", `${duration} s a load`),
      setting("BENCH_PAGE", `page ${pagePath}`),
      setting("BENCH_METRICS_ROUNDS", `${metricsRounds} ${metricsRounds === 1 ? "round" : "rounds"} of metrics on and off`),
      `the origin on ${postgresUrl ? "PostgreSQL (BENCH_DATABASE_URL)" : "the embedded database"}`,
    ].join(", "),
  );
} finally {
  for (const edge of edges) await edge.stop();
  for (const child of children) child.kill("SIGTERM");
  rmSync(workDir, { recursive: true, force: true });
}
