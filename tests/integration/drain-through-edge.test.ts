import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningEdge, startEdge } from "../../docker/nginx/edge.ts";
import { freePort } from "../support/ports.ts";
import { type ServerProcess, startProductionServer } from "../support/production-server.ts";
import { browserUserAgent } from "../support/server.ts";

const pages = ["/", "/blog", "/axe-throwing-prices", "/team-building", "/blog/south-austin-playbook", "/special-events"];
let app: ServerProcess;
let edge: RunningEdge;
let workDir: string;

beforeAll(async () => {
  // Pages go stale at the edge after a second, so the load keeps reaching the app while it drains.
  app = await startProductionServer({ PAGE_CACHE_SECONDS: "1" });
  workDir = await mkdtemp(join(tmpdir(), "ironbark-drain-"));
  edge = await startEdge({ listen: `127.0.0.1:${await freePort()}`, upstream: new URL(app.url).host, workDir }, { quiet: true });
});

afterAll(async () => {
  await edge?.stop();
  app?.child.kill("SIGKILL");
  await rm(workDir, { recursive: true, force: true });
});

it("loses no page request through the edge while the app drains on SIGTERM and stops", async () => {
  for (const page of pages) expect((await fetch(`${edge.url}${page}`, { headers: { "User-Agent": browserUserAgent } })).status).toBe(200);

  const statuses: number[] = [];
  const cacheStatuses = new Set<string | null>();
  let stopping = false;
  const worker = async (offset: number) => {
    for (let request = 0; request < 2000 && !(stopping && request > 20); request++) {
      const response = await fetch(`${edge.url}${pages[(offset + request) % pages.length]}`, {
        headers: { "User-Agent": browserUserAgent },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
      cacheStatuses.add(response.headers.get("x-cache-status"));
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
  while (statuses.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));

  const exited = once(app.child, "exit");
  app.child.kill("SIGTERM");
  const [code] = await exited;
  stopping = true;
  await load;

  expect(code).toBe(0);
  expect(statuses.length).toBeGreaterThan(200);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // The load really went through to the app, not only to cached copies.
  expect([...cacheStatuses].filter((status) => status !== "HIT").length).toBeGreaterThan(0);
});
