import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningServer } from "../../app/server/lifecycle.server.ts";
import { connectDatabase } from "../../db/connect.ts";
import { sampleValue } from "../support/edge-monitoring.ts";
import { migratedDatabaseBehindProxy, type PgEndpoint } from "../support/pg-endpoint.ts";
import { browserUserAgent, type LogLine, startTestServer, storedViews } from "../support/server.ts";
import type { FlakyTcpProxy } from "../support/tcp-proxy.ts";

let endpoint: PgEndpoint;
let proxy: FlakyTcpProxy;
let server: RunningServer;
const logLines: LogLine[] = [];

beforeAll(async () => {
  let databaseUrl: string;
  ({ endpoint, proxy, databaseUrl } = await migratedDatabaseBehindProxy());
  server = await startTestServer({ DATABASE_URL: databaseUrl }, { logLines });
});

afterAll(async () => {
  await server?.close();
  await proxy?.down();
  await endpoint?.close();
});

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const body = await response.text();
  return { status: response.status, body, headers: response.headers };
}

const slug = "south-austin-playbook";

/** A visitor's view under its page-view id: a new one, or the same again for a retry. */
const postView = (id: string = randomUUID()) =>
  call(`/api/blog/${slug}/view`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent },
    body: JSON.stringify({ id }),
  });

const views = () => storedViews(server.url, slug);

type Answer = Awaited<ReturnType<typeof call>>;

const saysOutcomeUnknown = (answer: Answer) => answer.status === 503 && /may or may not be counted/.test(answer.body);

/** Sends every view answered 503 once more with its id, as the page does; answers the ids counted, the first time or then. */
async function countedAfterOneRetry(ids: string[], answers: Answer[]): Promise<Set<string>> {
  const counted = new Set<string>();
  for (const [index, id] of ids.entries()) {
    let answer = answers[index] as Answer;
    if (answer.status === 503) answer = await postView(id);
    expect(answer.status).toBe(200);
    if ((JSON.parse(answer.body) as { counted: boolean }).counted) counted.add(id);
  }
  return counted;
}

describe("when the acknowledgement of a COMMIT is lost", () => {
  // How the COMMIT is lost: made before the views are sent, `settled` once it took hold, and how it ends.
  const losses = {
    "a COMMIT held past the budget, then released late": () => {
      const held = proxy.holdNextCommit();
      return { settled: held.caught, end: () => held.release(), refusesAll: true };
    },
    "a COMMIT held past the budget, then dropped": () => {
      const held = proxy.holdNextCommit();
      return { settled: held.caught, end: () => held.drop(), refusesAll: true };
    },
    "a COMMIT that takes effect but whose reply never comes": () => ({
      settled: proxy.loseNextCommitReply(),
      end: () => {},
      refusesAll: false,
    }),
  };

  it.each(Object.keys(losses) as Array<keyof typeof losses>)(
    "%s: the views are answered 503 'outcome unknown', and each retry with the same id answers the truth, counting it once",
    async (loss) => {
      const before = await views();
      const ids = Array.from({ length: 5 }, () => randomUUID());
      const { settled, end, refusesAll } = losses[loss]();
      const answers = await Promise.all(ids.map((id) => postView(id)));
      await settled;
      expect(answers.filter(saysOutcomeUnknown).length).toBeGreaterThan(0);
      // While a COMMIT is held nothing is acknowledged, so nothing may be answered counted.
      if (refusesAll) expect(answers.filter((answer) => answer.status !== 503)).toEqual([]);
      end();
      const counted = await countedAfterOneRetry(ids, answers);
      expect(counted.size).toBe(ids.length);
      expect(await views()).toBe(before + counted.size);
    },
  );
});

describe("group commit", () => {
  it("counts the views that arrive while transactions wait on the database together, in one more transaction", async () => {
    const metrics = async () => {
      const text = await (await fetch(server.metricsUrl as string)).text();
      const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1]);
      return gauge("ironbark_views_waiting") + gauge("ironbark_views_writing");
    };
    const ids = Array.from({ length: 20 }, () => randomUUID());
    proxy.pause();
    const answers = Promise.all(ids.map((id) => postView(id)));
    // Every view is in the group commit, and none can be written while the database is held.
    await vi.waitUntil(async () => (await metrics()) === ids.length, { timeout: 10_000, interval: 20 });
    proxy.resume();
    expect((await answers).map((answer) => answer.status)).toEqual(ids.map(() => 200));

    // Each transaction records its views' ids with one time: the distinct times are the transactions.
    // A few batches may be written at once (4); every view that waited behind them goes in one more.
    const direct = await connectDatabase({ databaseUrl: endpoint.url(endpoint.host, endpoint.port), dataDir: "" });
    const { transactions } = await direct.db
      .selectFrom("view_ids")
      .select((eb) => eb.fn.count<number>("seen_at").distinct().as("transactions"))
      .where("id", "in", ids)
      .executeTakeFirstOrThrow();
    await direct.close();
    expect(Number(transactions)).toBeLessThanOrEqual(5);
    expect(await metrics()).toBe(0);
  });
});

describe("when the database goes away", () => {
  it("answers the API with 503 JSON, pages and readiness still answer", async () => {
    await proxy.down();
    const unavailable = { status: 503, code: "unavailable", message: expect.any(String) };
    // A view's answer also names the id it was (not) counted under.
    for (const [request, error] of [
      [postView, { ...unavailable, id: expect.any(String) }],
      [() => call("/api/blog/views"), unavailable],
      [() => call("/api/blog/south-austin-playbook"), unavailable],
    ] as const) {
      const result = await request();
      expect(result.status).toBe(503);
      expect(result.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(result.body)).toEqual({ error });
    }
    const page = await call("/some-page-that-is-not-here");
    expect(page.status).toBe(404);
    expect(page.body).toContain("Did you forget to add the page to the router?");

    const ready = await call("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", database: { status: "down" } });
  });

  it("recovers by itself once the database is back, with no restart", async () => {
    await proxy.down();
    await proxy.up();
    await vi.waitUntil(async () => (await postView()).status === 200, { timeout: 10_000, interval: 200 });
    const ready = await call("/readyz");
    expect(JSON.parse(ready.body)).toMatchObject({ database: { status: "up" } });
  });
});

// Only the store's own unavailability is a 503 logged at warn; anything else is a 500 logged at error
// with its stack and request id. Both are counted. The last test drops a table: nothing may follow it.
describe("the view API's answer to each store failure", () => {
  /** The spec's call, with no body, under the test's request id. */
  const specCall = (requestId: string) =>
    fetch(`${server.url}/api/blog/south-austin-playbook/view`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent, "X-Request-Id": requestId },
    });
  const counters = async () => {
    const exposition = await (await fetch(server.metricsUrl as string)).text();
    return {
      unavailable: sampleValue(exposition, 'ironbark_views_total{outcome="unavailable"}') ?? 0,
      error: sampleValue(exposition, 'ironbark_views_total{outcome="error"}') ?? 0,
      storeUnavailable: sampleValue(exposition, 'ironbark_view_store_failures_total{kind="unavailable"}') ?? 0,
      storeError: sampleValue(exposition, 'ironbark_view_store_failures_total{kind="error"}') ?? 0,
    };
  };

  const linesOf = (requestId: string) => logLines.filter((item) => item.requestId === requestId);

  it("the database unreachable: a 503 to retry, logged once at warn with its cause, counted as unavailable", async () => {
    expect((await specCall("store-errors-ok-1")).status).toBe(200);
    const before = await counters();
    await proxy.down();
    const response = await specCall("store-errors-503-1");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: { status: 503, code: "unavailable", message: expect.any(String), id: expect.any(String) },
    });
    const lines = linesOf("store-errors-503-1");
    expect(lines.map((line) => [line.level, line.res?.status])).toEqual([["warn", 503]]);
    expect(lines[0]?.err?.message).toEqual(expect.any(String));
    expect(await counters()).toEqual({ ...before, unavailable: before.unavailable + 1, storeUnavailable: before.storeUnavailable + 1 });
    await proxy.up();
  });

  it("an outage writes one warn line per view refused and no line at error", async () => {
    const from = logLines.length;
    await proxy.down();
    const ids = Array.from({ length: 20 }, (_, index) => `store-errors-outage-${index}`);
    const statuses = await Promise.all(ids.map(async (id) => (await specCall(id)).status));
    await proxy.up();
    expect(new Set(statuses)).toEqual(new Set([503]));
    const lines = ids.flatMap(linesOf);
    expect(lines.map((line) => line.level)).toEqual(ids.map(() => "warn"));
    expect(logLines.slice(from).filter((line) => line.level === "error")).toEqual([]);
  });

  it("any other store error: a 500, logged at error with its stack and request id, counted as error", async () => {
    // A schema out of step with the code: the table is gone.
    const admin = await connectDatabase({ databaseUrl: endpoint.url(endpoint.host, endpoint.port), dataDir: "" });
    await admin.db.schema.dropTable("post_views").execute();
    try {
      const before = await counters();
      const response = await specCall("store-errors-500-1");
      expect(response.status).toBe(500);
      expect(response.headers.get("retry-after")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: { status: 500, code: "internal_error", message: expect.any(String) } });
      const lines = linesOf("store-errors-500-1");
      expect(lines.map((line) => [line.level, line.res?.status])).toEqual([["error", 500]]);
      expect(lines[0]?.err?.message).toMatch(/post_views/);
      expect(lines[0]?.err?.stack).toMatch(/\n\s+at /);
      expect(await counters()).toEqual({ ...before, error: before.error + 1, storeError: before.storeError + 1 });

      // Reading counts fails the same way, counted as a store error but not as a view outcome.
      const read = await fetch(`${server.url}/api/blog/views`, { headers: { "X-Request-Id": "store-errors-500-2" } });
      expect(read.status).toBe(500);
      expect(await counters()).toEqual({ ...before, error: before.error + 1, storeError: before.storeError + 2 });
    } finally {
      await admin.close();
    }
  });
});
