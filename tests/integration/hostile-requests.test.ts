import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/server/start.server.ts";
import { type RunningEdge, startEdge } from "../../docker/nginx/edge.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../support/database.ts";
import { type HostileRequest, hostileRequests } from "../support/hostile-requests.ts";
import { freePort } from "../support/ports.ts";
import { sendRaw } from "../support/raw-http.ts";
import { startTestServer } from "../support/server.ts";

let database: IsolatedDatabase;
let app: RunningServer;
let edge: RunningEdge;
let workDir: string;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  app = await startTestServer(database.env);
  workDir = await mkdtemp(join(tmpdir(), "ironbark-hostile-"));
  edge = await startEdge({ listen: `127.0.0.1:${await freePort()}`, upstream: new URL(app.url).host, workDir }, { quiet: true });
});

afterAll(async () => {
  await edge?.stop();
  await app?.close();
  await database?.drop();
  await rm(workDir, { recursive: true, force: true });
});

const portOf = (url: string) => Number(new URL(url).port);

function expectDocumentedAnswer(answer: Awaited<ReturnType<typeof sendRaw>>, request: HostileRequest, status: number) {
  expect(answer.status, request.name).toBe(status);
  expect(answer.status, request.name).toBeLessThan(500);
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value instanceof RegExp) expect(answer.headers[name] ?? "", `${request.name}: ${name}`).toMatch(value);
    else expect(answer.headers[name], `${request.name}: ${name}`).toBe(value);
  }
  if (request.api && status >= 400) {
    expect(answer.headers["content-type"], request.name).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body), request.name).toEqual({ error: { status, code: expect.any(String), message: expect.any(String) } });
  }
}

describe(`${hostileRequests.length} hostile requests`, () => {
  it("has at least 150 of them", () => {
    expect(hostileRequests.length).toBeGreaterThanOrEqual(150);
  });

  it("each gets its documented 4xx (or its page) from the server, never a 5xx, and the server keeps answering", async () => {
    for (const request of hostileRequests) expectDocumentedAnswer(await sendRaw(portOf(app.url), request.raw), request, request.status);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.url}/blog`)).status).toBe(200);
  });

  it("each gets its documented answer through the edge too, and both tiers keep answering", async () => {
    for (const request of hostileRequests) {
      expectDocumentedAnswer(await sendRaw(portOf(edge.url), request.raw), request, request.edgeStatus ?? request.status);
    }
    expect((await fetch(`${edge.url}/blog`)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });
});
