import { randomUUID } from "node:crypto";
import { Agent, fetch } from "undici";
import { expect, it } from "vitest";
import { browserUserAgent, serverWithOwnDatabase } from "../support/server.ts";

const running = serverWithOwnDatabase();

it("counts 1,000 concurrent views exactly, with and without page-view ids, with no lost update", async () => {
  const slug = "beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust";
  // All 1,000 are issued at once over 100 connections, like a burst from many browsers; every other
  // one is the spec's call, with no body and no id.
  const dispatcher = new Agent({ connections: 100 });
  const responses = await Promise.all(
    Array.from({ length: 1000 }, (_, index) =>
      fetch(`${running.server.url}/api/blog/${slug}/view`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent },
        body: index % 2 === 0 ? JSON.stringify({ id: randomUUID() }) : undefined,
        dispatcher,
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { views: number; counted: boolean } })),
    ),
  );
  await dispatcher.close();
  expect(responses.filter((response) => response.status !== 200 || !response.body.counted)).toEqual([]);
  // Every increment saw a distinct total: 1..1000, each exactly once.
  const totals = responses.map((response) => response.body.views).sort((a, b) => a - b);
  expect(totals).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
  const final = await (await fetch(`${running.server.url}/api/blog/${slug}`)).json();
  expect(final).toEqual({ slug, views: 1000 });
});
