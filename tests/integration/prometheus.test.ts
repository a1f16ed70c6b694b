import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { defaultStatusSocket, type RunningEdge } from "../../docker/nginx/edge.ts";
import { type MonitoringProcess, startMtail, startNginxExporter } from "../support/edge-monitoring.ts";
import { migratedDatabaseBehindProxy, type PgEndpoint } from "../support/pg-endpoint.ts";
import { freePort } from "../support/ports.ts";
import { answersOk } from "../support/probe.ts";
import { type ServerProcess, startProductionServer } from "../support/production-server.ts";
import { browserUserAgent, crawlerUserAgent, startOwnEdge } from "../support/server.ts";
import type { FlakyTcpProxy } from "../support/tcp-proxy.ts";

/**
 * Debian's real Prometheus scraping a running app (the production build, as a process of its own,
 * so its counters hold this test's traffic only) and edge (nginx with its exporter and mtail),
 * with the site's alert rules loaded. Known traffic goes in; the counters must move by
 * exactly that much, and every dashboard query and alert expression must parse and return data.
 * kube-state-metrics, which the pod and autoscaler alerts read, is a static target standing in for
 * the cluster. Everything is polled through Prometheus's HTTP API: no fixed waits.
 */

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
const slug = "south-austin-playbook";

let endpoint: PgEndpoint;
let proxy: FlakyTcpProxy;
let app: ServerProcess;
let appMetricsPort: number;
let edge: RunningEdge & { workDir: string };
let mtail: MonitoringProcess & { metricsLog: string };
let exporter: MonitoringProcess;
let kubeStateMetrics: Server;
let prometheus: ChildProcess;
let prometheusUrl: string;
let workDir: string;

/** What kube-state-metrics would say about the deployment: the autoscaler below its maximum, every pod ready. */
const kubeStateSeries = `# TYPE kube_deployment_status_replicas_unavailable gauge
kube_deployment_status_replicas_unavailable{namespace="ironbark-test",deployment="ironbark-app"} 0
kube_deployment_status_replicas_unavailable{namespace="ironbark-test",deployment="ironbark-edge"} 0
# TYPE kube_horizontalpodautoscaler_status_current_replicas gauge
kube_horizontalpodautoscaler_status_current_replicas{namespace="ironbark-test",horizontalpodautoscaler="ironbark-app"} 3
# TYPE kube_horizontalpodautoscaler_spec_max_replicas gauge
kube_horizontalpodautoscaler_spec_max_replicas{namespace="ironbark-test",horizontalpodautoscaler="ironbark-app"} 12
`;

/** The first answer of `ask` that `done` accepts, asked every 100 ms; failing after 30 s, the last answer says why. */
const waitUntil = <T>(what: string, ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await ask();
      if (!done(value)) throw new Error(`still waiting for ${what}: last ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 30_000, interval: 100 },
  );

/** Prometheus's answer to an instant query: each series with its value, as [time, "number"]. */
type QueryAnswer = { status: string; error?: string; data?: { result: Array<{ value: [number, string] }> } };

const query = async (expr: string) =>
  (await (await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: expr })}`)).json()) as QueryAnswer;

/** The one value of an instant query, or undefined when there is none. */
async function instantValue(expr: string): Promise<number | undefined> {
  const result = (await query(expr)).data?.result ?? [];
  return result.length === 1 ? Number(result[0]?.value[1]) : undefined;
}

const scraped = (expr: string, expected: number) =>
  waitUntil(
    expr,
    () => instantValue(expr),
    (value) => value === expected,
  );

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "ironbark-prometheus-"));
  let databaseUrl: string;
  ({ endpoint, proxy, databaseUrl } = await migratedDatabaseBehindProxy());

  appMetricsPort = await freePort();
  app = await startProductionServer({ DATABASE_URL: databaseUrl, METRICS_PORT: String(appMetricsPort) });
  mtail = await startMtail();
  edge = await startOwnEdge(new URL(app.url).host, {}, { metricsLog: mtail.metricsLog });
  exporter = await startNginxExporter(defaultStatusSocket(edge.workDir));
  kubeStateMetrics = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/plain; version=0.0.4" }).end(kubeStateSeries));
  await new Promise<void>((resolve) => kubeStateMetrics.listen(0, "127.0.0.1", resolve));

  // The alert rules, from the PrometheusRule, loaded by the real Prometheus.
  const rule = parse(readFileSync(`${projectRoot}k8s/base/monitoring/prometheus-rule.yaml`, "utf8"));
  writeFileSync(join(workDir, "rules.yaml"), stringify(rule.spec));
  const config = {
    global: { scrape_interval: "1s", scrape_timeout: "900ms", evaluation_interval: "1s" },
    rule_files: [join(workDir, "rules.yaml")],
    scrape_configs: [
      // The job names are what the PodMonitor's jobLabel gives them in Kubernetes.
      { job_name: "ironbark-app", static_configs: [{ targets: [`127.0.0.1:${appMetricsPort}`] }] },
      { job_name: "ironbark-edge", static_configs: [{ targets: [exporter.target, mtail.target] }] },
      { job_name: "kube-state-metrics", static_configs: [{ targets: [`127.0.0.1:${(kubeStateMetrics.address() as AddressInfo).port}`] }] },
    ],
  };
  writeFileSync(join(workDir, "prometheus.yml"), stringify(config));
  const prometheusPort = await freePort();
  prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  prometheus = spawn(
    "prometheus",
    [
      `--config.file=${join(workDir, "prometheus.yml")}`,
      `--storage.tsdb.path=${join(workDir, "data")}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  await waitUntil(
    "Prometheus to be ready",
    () => answersOk(`${prometheusUrl}/-/ready`),
    (ready) => ready,
  );
  // Every target up before any traffic, so every counter's first value is scraped.
  await waitUntil(
    "all targets up",
    () => instantValue("count(up == 1)"),
    (count) => count === 4,
  );
}, 120_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus.once("exit", resolve));
    prometheus.kill("SIGTERM");
    await exited;
  }
  kubeStateMetrics?.close();
  await exporter?.stop();
  await edge?.stop();
  await mtail?.stop();
  app?.stop();
  await proxy?.down();
  await endpoint?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const fetchAll = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
};

/** A view POST as the page sends it, with a page-view id of its own. */
const viewPost = (base: string, headers: Record<string, string> = {}) =>
  fetchAll(`${base}/api/blog/${slug}/view`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent, ...headers },
    body: JSON.stringify({ id: randomUUID() }),
  });

const sent = { pages: 0, notFound: 0, counted: 0, bots: 0, crossSite: 0, unavailable: 0, rateLimited: 0, edgeMiss: 0, edgeHit: 0 };

describe("a real Prometheus scraping the app and the edge", () => {
  it("sees the traffic sent, exactly", async () => {
    const headers = { "User-Agent": browserUserAgent };
    // Pages and 404s, to the app directly.
    for (const path of ["/", "/", "/", "/faq", "/faq"]) expect(await fetchAll(`${app.url}${path}`, { headers })).toBe(200);
    sent.pages = 5;
    for (const path of ["/nope-1", "/nope/2", "/wp-login.php", "/.env", "/x?y=z"])
      expect(await fetchAll(`${app.url}${path}`, { headers })).toBe(404);
    sent.notFound = 5;
    // View POSTs: counted, crawlers, another site.
    for (let index = 0; index < 3; index++) expect(await viewPost(app.url)).toBe(200);
    sent.counted = 3;
    for (let index = 0; index < 2; index++) expect(await viewPost(app.url, { "User-Agent": crawlerUserAgent })).toBe(200);
    sent.bots = 2;
    expect(await viewPost(app.url, { "Sec-Fetch-Site": "cross-site" })).toBe(403);
    sent.crossSite = 1;
    // A page through the edge: one MISS, then HITs.
    for (let index = 0; index < 4; index++) expect(await fetchAll(`${edge.url}/blog`, { headers })).toBe(200);
    sent.edgeMiss = 1;
    sent.edgeHit = 3;
    // A flood of view POSTs through the edge from one client: the edge's 429s; what passes is counted by the app.
    const flood: number[] = [];
    for (let index = 0; index < 40; index++) flood.push(await viewPost(edge.url, { "X-Forwarded-For": "203.0.113.9" }));
    sent.rateLimited = flood.filter((status) => status === 429).length;
    sent.counted += flood.filter((status) => status === 200).length;
    expect(sent.rateLimited).toBeGreaterThan(0);
    expect(sent.rateLimited + flood.filter((status) => status === 200).length).toBe(40);
    // The database goes away: 503s.
    await proxy.down();
    for (let index = 0; index < 2; index++) expect(await viewPost(app.url)).toBe(503);
    sent.unavailable = 2;
    await proxy.up();

    const appJob = 'job="ironbark-app"';
    const requests = (labels: string) => `sum(http_server_request_duration_seconds_count{${appJob}, ${labels}})`;
    const edgeRequests = (cache: string, statusClass: string) =>
      `sum(ironbark_edge_requests_total{job="ironbark-edge", cache_status="${cache}", status_class="${statusClass}"})`;
    await scraped(`sum(ironbark_views_total{${appJob}, outcome="counted"})`, sent.counted);
    await scraped(`sum(ironbark_views_total{${appJob}, outcome="not_counted_bot"})`, sent.bots);
    await scraped(`sum(ironbark_views_total{${appJob}, outcome="refused_cross_site"})`, sent.crossSite);
    await scraped(`sum(ironbark_views_total{${appJob}, outcome="unavailable"})`, sent.unavailable);
    await scraped(`sum(ironbark_views_total{${appJob}, outcome=~"error|not_found|bad_request"})`, 0);
    await scraped(`sum(ironbark_views_total{job="ironbark-edge", outcome="rate_limited"})`, sent.rateLimited);
    await scraped(`sum(ironbark_view_store_failures_total{${appJob}, kind="unavailable"})`, sent.unavailable);
    await scraped(requests('http_route="/*", http_response_status_code="404"'), sent.notFound);
    await scraped(requests('http_route=~"/|/faq", http_response_status_code="200"'), sent.pages);
    await scraped(
      requests('http_route="/api/blog/:slug/view", http_request_method="POST", http_response_status_code="503"'),
      sent.unavailable,
    );
    // The edge forwarded one MISS of /blog to the app, and served the rest itself.
    await scraped(requests('http_route="/blog"'), sent.edgeMiss);
    await scraped(edgeRequests("MISS", "2xx"), sent.edgeMiss);
    await scraped(edgeRequests("HIT", "2xx"), sent.edgeHit);
    await scraped(edgeRequests("NONE", "4xx"), sent.rateLimited);
    await scraped(edgeRequests("BYPASS", "2xx"), 40 - sent.rateLimited);
    await scraped('sum(nginx_up{job="ironbark-edge"})', 1);
    await scraped(`sum(db_client_connection_max{${appJob}})`, 10);
    await scraped(`sum(ironbark_ready{${appJob}})`, 1);
    await scraped(`count(ironbark_build_info{${appJob}})`, 1);
  }, 120_000);

  it("answers every dashboard query with data", async () => {
    const dashboard = JSON.parse(readFileSync(`${projectRoot}k8s/base/monitoring/grafana-dashboard.json`, "utf8"));
    const expressions: string[] = dashboard.panels.flatMap((panel: { targets?: Array<{ expr: string }> }) =>
      (panel.targets ?? []).map((target) => target.expr),
    );
    expect(expressions.length).toBeGreaterThan(15);
    for (const expr of expressions) {
      // Grafana's rate window: at least four scrapes here.
      const concrete = expr.replaceAll("$__rate_interval", "30s");
      const answer = await waitUntil(
        concrete,
        () => query(concrete),
        (result) => result.status !== "success" || (result.data?.result.length ?? 0) > 0,
      );
      expect(answer.status, `${concrete}: ${answer.error}`).toBe("success");
      expect(answer.data?.result.length, concrete).toBeGreaterThan(0);
    }
  }, 120_000);

  it("loads every alert rule, and each expression parses and reads data", async () => {
    const rules = await waitUntil(
      "the rules evaluated",
      async () => (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as { data: { groups: Array<{ rules: any[] }> } },
      (body) =>
        body.data.groups.flatMap((group) => group.rules).every((rule) => rule.lastEvaluation && !rule.lastEvaluation.startsWith("0001")),
    );
    const alerts = rules.data.groups.flatMap((group) => group.rules);
    expect(alerts).toHaveLength(9);
    for (const alert of alerts) {
      expect(alert.health, `${alert.name}: ${alert.lastError}`).toBe("ok");
      // The expression without its threshold must find the series it is about.
      const measured = withoutThreshold(alert.query);
      const answer = await waitUntil(
        measured,
        () => query(measured),
        (result) => result.status !== "success" || (result.data?.result.length ?? 0) > 0,
      );
      expect(answer.data?.result.length, `${alert.name}: ${measured}`).toBeGreaterThan(0);
    }
    // With this traffic nothing is wrong for long enough to fire.
    expect(alerts.filter((alert) => alert.state === "firing").map((alert) => alert.name)).toEqual([]);
  }, 120_000);
});

/** The left side of an expression's top-level comparison (`a / b > 0.05` -> `a / b`). */
function withoutThreshold(expr: string): string {
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < expr.length; index++) {
    const char = expr[index];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === "(" || char === "{" || char === "[") depth++;
    if (char === ")" || char === "}" || char === "]") depth--;
    if (
      depth === 0 &&
      (char === ">" || char === "<" || (char === "=" && expr[index + 1] === "=") || (char === "!" && expr[index + 1] === "="))
    ) {
      return expr.slice(0, index).trim();
    }
  }
  throw new Error(`no comparison in ${expr}`);
}
