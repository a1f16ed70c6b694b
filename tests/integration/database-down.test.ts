import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/server/start.server.ts";
import { connectDatabase } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { type PgEndpoint, startPgEndpoint } from "../support/pg-endpoint.ts";
import { browserUserAgent, startTestServer } from "../support/server.ts";
import { FlakyTcpProxy } from "../support/tcp-proxy.ts";

let endpoint: PgEndpoint;
let proxy: FlakyTcpProxy;
let server: RunningServer;

beforeAll(async () => {
  endpoint = await startPgEndpoint();
  const direct = await connectDatabase({ databaseUrl: endpoint.url(endpoint.host, endpoint.port), dataDir: "" });
  await migrateToLatest(direct.db);
  await direct.close();

  proxy = new FlakyTcpProxy(endpoint.host, endpoint.port);
  await proxy.up();
  server = await startTestServer({ DATABASE_URL: endpoint.url("127.0.0.1", proxy.port) });
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

const postView = () =>
  call("/api/blog/south-austin-playbook/view", {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent },
  });

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe("when the database goes away", () => {
  it("serves counts while it is up", async () => {
    expect((await postView()).status).toBe(200);
  });

  it("never counts a view it answered 503, even when the held statement reaches the database later", async () => {
    const first = JSON.parse((await postView()).body) as { views: number };
    proxy.pause();
    const refused = await postView();
    expect(refused.status).toBe(503);
    proxy.resume();
    // The held increment now reaches the database and must roll back. A new view waits for its row
    // lock, so it sees the outcome: one more than before means the refused view was not counted.
    let next = await postView();
    for (let attempt = 0; attempt < 20 && next.status !== 200; attempt++) next = await postView();
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toMatchObject({ views: first.views + 1, counted: true });
  });

  it("answers the API with 503 JSON, pages and readiness still answer", async () => {
    await proxy.down();
    for (const request of [postView, () => call("/api/blog/views"), () => call("/api/blog/south-austin-playbook")]) {
      const result = await request();
      expect(result.status).toBe(503);
      expect(result.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(result.body)).toEqual({
        error: { status: 503, code: "unavailable", message: expect.any(String) },
      });
    }
    const page = await call("/some-page-that-is-not-here");
    expect(page.status).toBe(404);
    expect(page.body).toContain("Did you forget to add the page to the router?");

    const ready = await call("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", database: { status: "down" } });
  });

  it("answers 503 when the database accepts connections but never replies", async () => {
    await proxy.hang();
    const result = await postView();
    expect(result.status).toBe(503);
  });

  it("recovers by itself once the database is back, with no restart", async () => {
    await proxy.down();
    await proxy.up();
    expect(await eventually(async () => (await postView()).status === 200)).toBe(true);
    const ready = await call("/readyz");
    expect(JSON.parse(ready.body)).toMatchObject({ database: { status: "up" } });
  });
});
