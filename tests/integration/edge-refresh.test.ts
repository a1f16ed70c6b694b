import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type RunningEdge, startEdge } from "../../docker/nginx/edge.ts";
import { freePort } from "../support/ports.ts";

/**
 * The edge in front of a stand-in app whose page changes: what the edge serves once its copy has
 * been refreshed. The real app renders the same bytes for a whole deploy, so it cannot show this.
 */
let upstream: Server;
let edge: RunningEdge;
let workDir: string;
let version = 1;

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=1" });
    res.end(`<!doctype html><title>Page</title><p>version ${version}</p>`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  workDir = await mkdtemp(join(tmpdir(), "ironbark-edge-refresh-"));
  edge = await startEdge(
    { listen: `127.0.0.1:${await freePort()}`, upstream: `127.0.0.1:${(upstream.address() as AddressInfo).port}`, workDir },
    { quiet: true },
  );
});

afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

const page = async () => {
  const response = await fetch(`${edge.url}/a-page`);
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
