import { describe, expect, it } from "vitest";
import { type ApiErrorStatus, apiErrorBody } from "../../app/server/api.server.ts";
import { type HostileRequest, hostileRequests } from "../support/hostile-requests.ts";
import { sendRaw } from "../support/raw-http.ts";
import { serverBehindEdge } from "../support/server.ts";

const running = serverBehindEdge();

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

describe.each([
  { tier: "from the server", url: () => running.server.url, edge: false },
  { tier: "through the edge", url: () => running.edge.url, edge: true },
])("$tier", ({ url, edge }) => {
  it.each(hostileRequests)("$name gets its documented answer, never a 5xx", async (request) => {
    const answer = await sendRaw(portOf(url()), request.raw);
    if (!edge) {
      expectDocumentedAnswer(answer, request, request.status);
      if (request.appCloses) expect(answer.headers.connection).toBe("close");
    } else expectDocumentedAnswer(answer, request, request.edgeStatus ?? request.status, request.edgeHeaders ?? request.headers);
  });

  it("both tiers keep answering after all of them", async () => {
    expect((await fetch(`${running.edge.url}/blog`)).status).toBe(200);
    expect((await fetch(`${running.server.url}/readyz`)).status).toBe(200);
  });
});
