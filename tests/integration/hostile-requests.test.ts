import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiErrorStatus, apiErrorBody } from "../../app/server/api/errors.server.ts";
import type { RunningServer } from "../../app/server/lifecycle/start.server.ts";
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

function expectDocumentedAnswer(
  answer: Awaited<ReturnType<typeof sendRaw>>,
  request: HostileRequest,
  status: number,
  headers = request.headers,
) {
  expect(answer.status).toBe(status);
  expect(answer.status).toBeLessThan(500);
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value instanceof RegExp) expect(answer.headers[name] ?? "", name).toMatch(value);
    else expect(answer.headers[name], name).toBe(value);
  }
  if (request.api && status >= 400) {
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual(apiErrorBody(status as ApiErrorStatus, expect.any(String)));
  }
}

it("has at least 150 hostile requests", () => {
  expect(hostileRequests.length).toBeGreaterThanOrEqual(150);
});

describe("from the server", () => {
  it.each(hostileRequests)("$name gets its documented answer, never a 5xx", async (request) => {
    const answer = await sendRaw(portOf(app.url), request.raw);
    expectDocumentedAnswer(answer, request, request.status);
    if (request.appCloses) expect(answer.headers.connection).toBe("close");
  });

  it("keeps answering after all of them", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.url}/blog`)).status).toBe(200);
  });
});

describe("through the edge", () => {
  it.each(hostileRequests)("$name gets its documented answer, never a 5xx", async (request) => {
    expectDocumentedAnswer(
      await sendRaw(portOf(edge.url), request.raw),
      request,
      request.edgeStatus ?? request.status,
      request.edgeHeaders ?? request.headers,
    );
  });

  it("both tiers keep answering after all of them", async () => {
    expect((await fetch(`${edge.url}/blog`)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
  });
});
