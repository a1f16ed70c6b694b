import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/server/lifecycle.server.ts";
import { connectDatabase } from "../../db/connect.ts";
import { isStoreUnavailable } from "../../db/store-unavailable.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../support/database.ts";
import { sampleValue } from "../support/edge-monitoring.ts";
import { freePort } from "../support/ports.ts";
import { browserUserAgent, type LogLine, startTestServer } from "../support/server.ts";
import { FlakyTcpProxy } from "../support/tcp-proxy.ts";

/**
 * The view store's failures, each produced for real on PostgreSQL: only the store's own
 * unavailability (timeouts, refused or lost connections, the pool exhausted) is a 503 logged at
 * warn; anything else is a 500 logged at error with its stack and request id. Both are counted.
 */

async function caught(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

let database: IsolatedDatabase;

beforeAll(async () => {
  database = await createIsolatedDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe("the store's own unavailability, from the real driver", () => {
  it("a refused connection", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 2000 });
    const error = await caught(() => pool.query("select 1"));
    await pool.end();
    expect(isStoreUnavailable(error), String(error)).toBe(true);
  });

  it("the pool exhausted: no connection free within its timeout", async () => {
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    const error = await caught(() => pool.query("select 1"));
    held.release();
    await pool.end();
    expect((error as Error).message).toBe("timeout exceeded when trying to connect");
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it("a statement timeout", async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl, statement_timeout: 50 });
    await client.connect();
    const error = await caught(() => client.query("select pg_sleep(1)"));
    await client.end();
    expect((error as { code?: string }).code).toBe("57014");
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it("a connection the server terminated", async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    client.on("error", () => {});
    await client.connect();
    const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
    const error = await caught(() => client.query("select 1"));
    await client.end().catch(() => {});
    expect(isStoreUnavailable(error), String(error)).toBe(true);
  });

  it("but not a query the schema does not answer, bad SQL, or a bug in the code", async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    const missing = await caught(() => client.query("select * from no_such_table"));
    const syntax = await caught(() => client.query("selec 1"));
    await client.end();
    expect((missing as { code?: string }).code).toBe("42P01");
    expect(isStoreUnavailable(missing)).toBe(false);
    expect(isStoreUnavailable(syntax)).toBe(false);
    expect(isStoreUnavailable(new TypeError("Cannot read properties of undefined (reading 'views')"))).toBe(false);
  });
});

describe("the view API's answer to each", () => {
  let server: RunningServer;
  let proxy: FlakyTcpProxy;
  const logLines: LogLine[] = [];

  beforeAll(async () => {
    const url = new URL(database.databaseUrl as string);
    proxy = new FlakyTcpProxy(url.hostname, Number(url.port || 5432));
    await proxy.up();
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    server = await startTestServer({ DATABASE_URL: url.href }, { logLines });
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.down();
  });

  const postView = (requestId: string) =>
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
    expect((await postView("store-errors-ok-1")).status).toBe(200);
    const before = await counters();
    await proxy.down();
    const response = await postView("store-errors-503-1");
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
    const statuses = await Promise.all(ids.map(async (id) => (await postView(id)).status));
    await proxy.up();
    expect(new Set(statuses)).toEqual(new Set([503]));
    const lines = ids.flatMap(linesOf);
    expect(lines.map((line) => line.level)).toEqual(ids.map(() => "warn"));
    expect(logLines.slice(from).filter((line) => line.level === "error")).toEqual([]);
  });

  it("any other store error: a 500, logged at error with its stack and request id, counted as error", async () => {
    // A schema out of step with the code: the table is gone.
    const admin = await connectDatabase({ databaseUrl: database.databaseUrl, dataDir: "" });
    await admin.db.schema.dropTable("post_views").execute();
    try {
      const before = await counters();
      const response = await postView("store-errors-500-1");
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
