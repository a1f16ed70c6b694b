import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultStatusSocket } from "../../docker/nginx/edge.ts";
import {
  edgeContainer,
  type MonitoringProcess,
  mtailFlags,
  sampleValue,
  startMtail,
  startNginxExporter,
} from "../support/edge-monitoring.ts";
import { requestBytes } from "../support/raw-http.ts";
import { browserUserAgent, startTier, type Tier } from "../support/server.ts";

/**
 * The edge measured, on the real nginx with the edge config: stub_status on its internal listener
 * only, read by Debian's prometheus-nginx-exporter; the cache outcome of every request counted by
 * mtail from nginx's metrics log; and W3C trace context passed on or started.
 */

let tier: Tier;
let mtail: MonitoringProcess & { metricsLog: string };
let exporter: MonitoringProcess;

beforeAll(async () => {
  mtail = await startMtail();
  tier = await startTier({ metricsLog: mtail.metricsLog });
  exporter = await startNginxExporter(defaultStatusSocket(tier.edge.workDir));
});

afterAll(async () => {
  await exporter?.stop();
  await tier?.close();
  await mtail?.stop();
});

const headers = { "User-Agent": browserUserAgent };

async function counters(): Promise<string> {
  return (await fetch(`http://${mtail.target}/metrics`)).text();
}

const edgeRequests = (exposition: string, cache: string, statusClass: string) =>
  sampleValue(exposition, `ironbark_edge_requests_total{cache_status="${cache}",status_class="${statusClass}"}`) ?? 0;

/** Datagrams arrive a moment after the answer: the counters once they say `done`. */
const countersWhen = (done: (exposition: string) => boolean) =>
  vi.waitUntil(
    async () => {
      const exposition = await counters();
      return done(exposition) && exposition;
    },
    { timeout: 5000, interval: 25 },
  );

async function get(path: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${tier.edge.url}${path}`, { headers: { ...headers, ...extra } });
  await response.arrayBuffer();
  return response;
}

describe("nginx's stub_status", () => {
  it("is on the internal listener only, never on the edge's public port", async () => {
    const publicAnswer = await fetch(`${tier.edge.url}/stub_status`, { headers });
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("Active connections");
    const internal = await requestBytes("http://localhost/stub_status", { socketPath: defaultStatusSocket(tier.edge.workDir) });
    expect(internal.body.toString()).toMatch(/^Active connections: \d+/);
  });
});

describe("the edge pod's sidecars", () => {
  it.each([
    ["nginx-exporter", () => exporter],
    ["edge-metrics", () => mtail],
  ])("%s answers the paths its probes ask for", async (container, running) => {
    const { readinessProbe, livenessProbe } = edgeContainer(container);
    for (const { httpGet } of [readinessProbe, livenessProbe]) {
      expect((await fetch(`http://${running().target}${httpGet.path}`)).status, httpGet.path).toBe(200);
    }
  });
});

describe("the edge's request counters", () => {
  it("read nginx's metrics line only, with or without its syslog header, so no unbounded label comes in", () => {
    const log = join(tier.edge.workDir, "metrics-lines.log");
    const lines = [
      "<190>Nov 23 23:44:56 edge: cache=HIT status=200 view=0 upstream_failed=0",
      "cache=NONE status=429 view=1 upstream_failed=0",
      "cache=STALE status=200 view=0 upstream_failed=1",
      "cache=WHATEVER status=200 view=0 upstream_failed=0",
      "cache=HIT status=2000 view=0 upstream_failed=0",
      "cache=HIT status=200",
    ];
    writeFileSync(log, `${lines.join("\n")}\n`);
    const program = fileURLToPath(new URL("../../k8s/base/edge-metrics.mtail", import.meta.url));
    const labels = `-emit_prog_label=${mtailFlags().get("emit_prog_label")}`;
    const exposition = execFileSync(
      "mtail",
      [`-progs=${program}`, `-logs=${log}`, "-one_shot", "-one_shot_format=prometheus", "-logtostderr", labels],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    expect(exposition.split("\n").filter((line) => line.startsWith("ironbark_"))).toEqual([
      'ironbark_edge_metrics_lines_total{result="counted"} 3',
      'ironbark_edge_metrics_lines_total{result="unreadable"} 3',
      'ironbark_edge_requests_total{cache_status="HIT",status_class="2xx"} 1',
      'ironbark_edge_requests_total{cache_status="NONE",status_class="4xx"} 1',
      'ironbark_edge_requests_total{cache_status="STALE",status_class="2xx"} 1',
      "ironbark_edge_upstream_failures_total 1",
      'ironbark_views_total{outcome="rate_limited"} 1',
    ]);
  });

  it("count the API as BYPASS, and a 404 page by its class", async () => {
    const before = await counters();
    const views = await fetch(`${tier.edge.url}/api/blog/views`, { headers });
    expect(views.headers.get("x-cache-status")).toBe("BYPASS");
    await views.arrayBuffer();
    expect((await get("/no-such-page-here")).status).toBe(404);
    const after = await countersWhen((text) => edgeRequests(text, "MISS", "4xx") > edgeRequests(before, "MISS", "4xx"));
    expect(edgeRequests(after, "BYPASS", "2xx") - edgeRequests(before, "BYPASS", "2xx")).toBe(1);
    expect(edgeRequests(after, "MISS", "4xx") - edgeRequests(before, "MISS", "4xx")).toBe(1);
    expect(sampleValue(after, 'ironbark_edge_metrics_lines_total{result="unreadable"}')).toBe(0);
    expect(execFileSync("promtool", ["check", "metrics"], { input: after, encoding: "utf8" })).toBe("");
  });

  it("count each failure to reach the app, and the STALE copies served meanwhile", async () => {
    // A page no other test here asks for, so its first request is a MISS.
    const path = "/special-events";
    expect((await get(path)).headers.get("x-cache-status")).toBe("MISS");
    await tier.stopApp();
    try {
      const failures = (text: string) => sampleValue(text, "ironbark_edge_upstream_failures_total") ?? 0;
      const before = await counters();
      // The API always goes to the app: refused twice (both upstream entries), answered 503 by the edge.
      const api = await fetch(`${tier.edge.url}/api/blog/views`, { headers });
      expect(api.status).toBe(503);
      await api.arrayBuffer();
      let after = await countersWhen((text) => failures(text) > failures(before));
      expect(failures(after) - failures(before)).toBe(1);
      expect(edgeRequests(after, "BYPASS", "5xx") - edgeRequests(before, "BYPASS", "5xx")).toBe(1);

      // HITs while the page's copy is fresh (a second here); once stale, the copy is served and
      // refreshed in the background (a refresh is a subrequest, which nginx does not log).
      let answer = await get(path);
      for (let attempt = 0; attempt < 60 && answer.headers.get("x-cache-status") === "HIT"; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await get(path);
      }
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-cache-status")).toBe("STALE");
      after = await countersWhen((text) => edgeRequests(text, "STALE", "2xx") > edgeRequests(before, "STALE", "2xx"));
      expect(edgeRequests(after, "STALE", "2xx") - edgeRequests(before, "STALE", "2xx")).toBe(1);
    } finally {
      await tier.startApp();
    }
  });
});

describe("W3C trace context at the edge", () => {
  const traceId = "0af7651916cd43dd8448eb211c80319c";

  it("passes a valid traceparent on to the app unchanged, and logs its trace id", async () => {
    const traceparent = `00-${traceId}-b7ad6b7169203331-01`;
    const requestId = "edge-trace-valid-1";
    await get(`/${requestId}`, { traceparent, "X-Request-Id": requestId });
    const seen = tier.requests.find((item) => item.headers["x-request-id"] === requestId);
    expect(seen?.headers.traceparent).toBe(traceparent);
    expect((await tier.edge.logLine(requestId))?.trace_id).toBe(traceId);
  });

  it("starts a trace for a request without one, or with an invalid one, with the id it logs", async () => {
    for (const [index, traceparent] of [undefined, "00-not-a-trace", `00-${"0".repeat(32)}-b7ad6b7169203331-01`].entries()) {
      const requestId = `edge-trace-new-${index}`;
      // A path of its own (a not-found page, cached apart), so that it reaches the app.
      await get(`/${requestId}`, { "X-Request-Id": requestId, ...(traceparent ? { traceparent } : {}) });
      const sent = tier.requests.find((item) => item.headers["x-request-id"] === requestId)?.headers.traceparent as string;
      expect(sent, String(traceparent)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
      expect(sent.split("-")[1]).toBe((await tier.edge.logLine(requestId))?.trace_id);
    }
  });
});
