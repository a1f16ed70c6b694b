import { expect, it, vi } from "vitest";
import { standInBehindEdge } from "../support/server.ts";

/**
 * The edge in front of a stand-in app whose page changes: what the edge serves once its copy has
 * been refreshed. The real app renders the same bytes for a whole deploy, so it cannot show this.
 */
let version = 1;
const running = standInBehindEdge((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=1" });
  res.end(`<!doctype html><title>Page</title><p>version ${version}</p>`);
});

const page = async () => {
  const response = await fetch(`${running.edge.url}/a-page`);
  return { cache: response.headers.get("x-cache-status"), body: await response.text() };
};

it("serves a refreshed page from the new copy only, never again from the file it replaced", async () => {
  await page();
  expect(await page()).toEqual({ cache: "HIT", body: expect.stringContaining("version 1") });

  version = 2;
  // Once the copy is a second old it is refreshed from the app, in the background.
  await vi.waitFor(
    async () => {
      expect(await page()).toEqual({ cache: "HIT", body: expect.stringContaining("version 2") });
    },
    { timeout: 10_000, interval: 50 },
  );
  for (let request = 0; request < 20; request++) expect((await page()).body).toContain("version 2");
});
