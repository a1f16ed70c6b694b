import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { sampleValue } from "../support/edge-monitoring.ts";
import { crawlerUserAgent, type LogLine, postView, serverWithOwnDatabase, siteUrl, startTestServer } from "../support/server.ts";

const logLines: LogLine[] = [];
const running = serverWithOwnDatabase({ DATABASE_POOL_MAX: "4" }, { logLines });

async function scrape(): Promise<string> {
  const response = await fetch(running.server.metricsUrl as string);
  expect(response.status).toBe(200);
  return response.text();
}

const requestCount = (exposition: string, method: string, route: string, status: number) =>
  sampleValue(
    exposition,
    `http_server_request_duration_seconds_count{http_request_method="${method}",http_route="${route}",http_response_status_code="${status}"}`,
  ) ?? 0;

const viewOutcome = (exposition: string, outcome: string) => sampleValue(exposition, `ironbark_views_total{outcome="${outcome}"}`);

const seriesOf = (exposition: string, name: string) => exposition.split("\n").filter((line) => line.startsWith(`${name}{`));

describe("the metrics endpoint", () => {
  it("is on METRICS_PORT only: the public port answers /metrics with its 404 page", async () => {
    expect(new URL(running.server.metricsUrl as string).port).not.toBe(new URL(running.server.url).port);
    const publicMetrics = await fetch(`${running.server.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain("# TYPE");
    const metrics = await fetch(running.server.metricsUrl as string);
    expect(metrics.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(await metrics.text()).toContain("# TYPE http_server_request_duration_seconds histogram");
    expect((await fetch(new URL("/", running.server.metricsUrl as string))).status).toBe(404);
    expect((await fetch(running.server.metricsUrl as string, { method: "POST" })).status).toBe(405);
  });

  it("passes promtool check metrics", async () => {
    await fetch(`${running.server.url}/`);
    const exposition = await scrape();
    // promtool exits non-zero and names the metric for any problem it finds.
    const output = execFileSync("promtool", ["check", "metrics"], { input: exposition, encoding: "utf8" });
    expect(output).toBe("");
  });

  it("has the process and Node.js metrics, the build, readiness and the pool", async () => {
    const exposition = await scrape();
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
      "process_cpu_seconds_total",
      "ironbark_heap_size_limit_bytes",
    ]) {
      expect(exposition, name).toMatch(new RegExp(`^${name} \\d`, "m"));
    }
    expect(exposition).toContain("# TYPE nodejs_gc_duration_seconds histogram");
    expect(exposition).toMatch(new RegExp(`^ironbark_build_info\\{version="[0-9a-f]{12}",node="${process.version}"\\} 1$`, "m"));
    expect(sampleValue(exposition, "ironbark_ready")).toBe(1);
    expect(sampleValue(exposition, "ironbark_draining")).toBe(0);
    expect(sampleValue(exposition, "db_client_connection_max")).toBe(4);
    const idle = sampleValue(exposition, 'db_client_connections_usage{state="idle"}') ?? -1;
    const used = sampleValue(exposition, 'db_client_connections_usage{state="used"}') ?? -1;
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(used).toBeGreaterThanOrEqual(0);
    expect(idle + used).toBeLessThanOrEqual(4);
    expect(sampleValue(exposition, "db_client_connection_pending_requests")).toBe(0);
  });
});

describe("http_route", () => {
  it("is the route's pattern for pages, the API, files and probes, and `unrouted` before routing", async () => {
    const before = await scrape();
    const asset = readdirSync(new URL("../../build/client/assets/", import.meta.url)).find((name) => name.endsWith(".js"));
    const calls: Array<[string, string, string, number]> = [
      ["GET", "/", "/", 200],
      ["GET", "/faq", "/faq", 200],
      ["GET", "/blog/south-austin-playbook", "/blog/:slug", 200],
      ["GET", "/blog/not-a-post-at-all", "/blog/:slug", 404],
      ["GET", "/no/such/page", "/*", 404],
      ["GET", "/blog/rss.xml", "/blog/rss.xml", 200],
      ["GET", "/api/blog/views", "/api/blog/views", 200],
      ["GET", "/api/blog/south-austin-playbook", "/api/blog/:slug", 200],
      ["GET", "/api/nothing/here", "/api/*", 404],
      ["GET", "/favicon.svg", "/favicon.svg", 200],
      ["GET", `/assets/${asset}`, "/assets/*", 200],
      ["GET", "/healthz", "/healthz", 200],
      ["GET", "/readyz", "/readyz", 200],
      ["GET", "/FAQ", "unrouted", 301],
      ["DELETE", "/faq", "unrouted", 405],
    ];
    for (const [method, path, , status] of calls) {
      const response = await fetch(`${running.server.url}${path}`, { method, redirect: "manual" });
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
    }
    const after = await scrape();
    for (const [method, path, route, status] of calls) {
      expect(
        requestCount(after, method, route, status) - requestCount(before, method, route, status),
        `${method} ${path}`,
      ).toBeGreaterThanOrEqual(1);
    }
    expect(requestCount(after, "GET", "/no/such/page", 404)).toBe(0);
  });

  it("adds no series for 1,000 random unknown paths", async () => {
    const random = () => randomBytes(6).toString("hex");
    const kinds = [
      () => `/${random()}`,
      () => `/${random()}/${random()}`,
      () => `/blog/${random()}`,
      () => `/api/${random()}`,
      () => `/assets/${random()}.js`,
    ];
    // One of each kind first, so their series exist.
    for (const kind of kinds) await (await fetch(`${running.server.url}${kind()}`)).arrayBuffer();
    const before = seriesOf(await scrape(), "http_server_request_duration_seconds_count");
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const response = await fetch(`${running.server.url}${kinds[index % kinds.length]?.()}`);
          await response.arrayBuffer();
          expect(response.status).toBe(404);
        }),
      );
    }
    const after = seriesOf(await scrape(), "http_server_request_duration_seconds_count");
    expect(after.map((line) => line.split(" ")[0])).toEqual(before.map((line) => line.split(" ")[0]));
    expect(after.join("\n")).not.toMatch(/http_route="\/(?!api\/\*|\*|blog\/:slug)[^"]*[0-9a-f]{12}/);
  });
});

describe("ironbark_views_total", () => {
  it("counts each answer of the view API once, under its own outcome", async () => {
    const before = await scrape();
    const pageViewId = JSON.stringify({ id: randomUUID() });
    const view = (slug: string, init?: RequestInit) => postView(running.server.url, slug, init);
    const answers: Array<[string, () => Promise<Response>, number]> = [
      ["counted", () => view("south-austin-playbook", { body: pageViewId }), 200],
      ["repeated", () => view("south-austin-playbook", { body: pageViewId }), 200],
      ["not_counted_bot", () => view("south-austin-playbook", { headers: { "User-Agent": crawlerUserAgent } }), 200],
      ["counted_without_id", () => view("south-austin-playbook", { body: "{}" }), 200],
      ["refused_cross_site", () => view("south-austin-playbook", { headers: { "Sec-Fetch-Site": "cross-site" } }), 403],
      ["not_found", () => view("not-a-post-at-all"), 404],
      ["bad_request", () => view("south-austin-playbook", { body: "{not json" }), 400],
    ];
    for (const [outcome, send, status] of answers) expect((await send()).status, outcome).toBe(status);
    const after = await scrape();
    for (const [outcome] of answers) {
      expect((viewOutcome(after, outcome) ?? 0) - (viewOutcome(before, outcome) ?? 0), outcome).toBe(1);
    }
    for (const outcome of ["unavailable", "error"]) expect(viewOutcome(after, outcome), outcome).toBe(viewOutcome(before, outcome));
    // The edge decides rate_limited; the app never exports it.
    expect(viewOutcome(after, "rate_limited")).toBeUndefined();
  });
});

describe("ironbark_csp_reports_total", () => {
  it("counts the violation reports received", async () => {
    const before = sampleValue(await scrape(), "ironbark_csp_reports_total") ?? 0;
    const report = { type: "csp-violation", body: { effectiveDirective: "script-src", blockedURL: "inline", documentURL: `${siteUrl}/` } };
    const response = await fetch(`${running.server.url}/api/csp-reports`, {
      method: "POST",
      headers: { "Content-Type": "application/reports+json" },
      body: JSON.stringify([report, report]),
    });
    expect(response.status).toBe(204);
    expect(sampleValue(await scrape(), "ironbark_csp_reports_total")).toBe(before + 2);
  });
});

describe("trace context", () => {
  const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";

  it("writes the trace id of a valid traceparent on every log line of the request", async () => {
    const requestId = `trace-test-${randomBytes(4).toString("hex")}`;
    const response = await fetch(`${running.server.url}/api/csp-reports`, {
      method: "POST",
      headers: {
        "Content-Type": "application/csp-report",
        "X-Request-Id": requestId,
        traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      },
      body: JSON.stringify({ "csp-report": { "violated-directive": "img-src", "blocked-uri": "https://x.example/a.png" } }),
    });
    expect(response.status).toBe(204);
    const lines = logLines.filter((line) => line.requestId === requestId);
    // The handler's own warn line and the request's line.
    expect(lines.map((line) => line.msg)).toEqual(["content security policy violation", "POST /csp-reports 204"]);
    for (const line of lines) expect(line.trace_id).toBe(traceId);
  });

  it("takes a later version's traceparent with more fields, ignores an invalid one, and logs no trace id without one", async () => {
    // Which headers are invalid is parseTraceParent's (tests/unit/observability.test.ts); here, that the server heeds it.
    const invalid = [`ff-${traceId}-00f067aa0ba902b7-01`, "garbage", undefined];
    for (const [traceparent, expected] of [
      [`01-${traceId}-00f067aa0ba902b7-01-later`, traceId],
      ...invalid.map((each) => [each, undefined]),
    ]) {
      const requestId = `trace-test-${randomBytes(4).toString("hex")}`;
      const headers: Record<string, string> = { "X-Request-Id": requestId };
      if (traceparent) headers.traceparent = traceparent;
      await (await fetch(`${running.server.url}/faq`, { headers })).arrayBuffer();
      const lines = logLines.filter((line) => line.requestId === requestId);
      expect(lines.length, String(traceparent)).toBeGreaterThan(0);
      for (const line of lines) expect(line.trace_id, String(traceparent)).toBe(expected);
    }
  });
});

describe("draining", () => {
  it("shows in the readiness gauges while the server drains, and serves on through its grace", async () => {
    const own = await startTestServer(running.database.env);
    // An idle keep-alive connection holds the drain open until its deadline.
    const held = new (await import("node:http")).Agent({ keepAlive: true });
    await new Promise<void>((resolve) => request(`${own.url}/healthz`, { agent: held }, (res) => res.resume().on("end", resolve)).end());
    const closing = own.close({ graceMs: 1000, drainMs: 1500 });
    const exposition = await (await fetch(own.metricsUrl as string)).text();
    expect(sampleValue(exposition, "ironbark_ready")).toBe(0);
    expect(sampleValue(exposition, "ironbark_draining")).toBe(1);
    // Within its grace it is not ready, yet serves as usual, keeping connections alive.
    const [ready, page] = await Promise.all([fetch(`${own.url}/readyz`), fetch(`${own.url}/faq`)]);
    expect(ready.status).toBe(503);
    expect(page.status).toBe(200);
    expect(page.headers.get("connection")).not.toBe("close");
    await closing;
    held.destroy();
  });

  it("logs the readiness probe's 503 while draining as a probe answer, not as an error", async () => {
    const lines: LogLine[] = [];
    const own = await startTestServer(running.database.env, { logLines: lines });
    const closing = own.close({ graceMs: 1000, drainMs: 500 });
    const requestId = `drain-probe-${randomUUID()}`;
    expect((await fetch(`${own.url}/readyz`, { headers: { "X-Request-Id": requestId } })).status).toBe(503);
    await closing;
    const line = lines.find((each) => each.requestId === requestId);
    expect(line).toMatchObject({ level: "debug", msg: "GET /readyz 503", res: { status: 503 } });
    expect(line).not.toHaveProperty("err");
    expect(lines.filter((each) => each.level === "error")).toEqual([]);
  });
});

describe("METRICS_PORT=off", () => {
  it("serves no metrics at all", async () => {
    const own = await startTestServer({ ...running.database.env, METRICS_PORT: "off" });
    try {
      expect(own.metricsUrl).toBeUndefined();
      expect((await fetch(`${own.url}/metrics`)).status).toBe(404);
    } finally {
      // The test's keep-alive connection is idle: no need to wait the whole drain for it.
      await own.close({ drainMs: 500 });
    }
  });
});
