import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningEdge, startEdge } from "../../docker/nginx/edge.ts";
import { freePort } from "../support/ports.ts";
import { type ServerProcess, startProductionServer } from "../support/production-server.ts";
import { RoundRobinProxy } from "../support/round-robin-proxy.ts";
import { browserUserAgent } from "../support/server.ts";

const pages = ["/", "/blog", "/axe-throwing-prices", "/team-building", "/blog/south-austin-playbook", "/special-events"];
let apps: ServerProcess[] = [];
let balancer: RoundRobinProxy;
let edge: RunningEdge;
let workDir: string;

beforeAll(async () => {
  // Two app processes behind one balancer, as two pods behind their Service.
  apps = await Promise.all([startProductionServer(), startProductionServer()]);
  balancer = new RoundRobinProxy(apps.map((app) => ({ host: "127.0.0.1", port: Number(new URL(app.url).port) })));
  await balancer.start();
  workDir = await mkdtemp(join(tmpdir(), "ironbark-drain-"));
  edge = await startEdge({ listen: `127.0.0.1:${await freePort()}`, upstream: `127.0.0.1:${balancer.port}`, workDir }, { quiet: true });
});

afterAll(async () => {
  await edge?.stop();
  await balancer?.stop();
  for (const app of apps) app.child.kill("SIGKILL");
  await rm(workDir, { recursive: true, force: true });
});

it("loses no page request through the edge while one of two app processes drains on SIGTERM and stops", async () => {
  const statuses: number[] = [];
  let sent = 0;
  let stopping = false;
  // Every request has its own query, so none is a cache hit: each one reaches an app process.
  const worker = async () => {
    for (let request = 0; request < 2000 && !(stopping && request > 30); request++) {
      const number = sent++;
      const response = await fetch(`${edge.url}${pages[number % pages.length]}?drain=${number}`, {
        headers: { "User-Agent": browserUserAgent },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, () => worker()));
  while (statuses.length < 100) await new Promise((resolve) => setTimeout(resolve, 10));

  const [draining] = apps as [ServerProcess];
  const exited = once(draining.child, "exit");
  draining.child.kill("SIGTERM");
  const [code] = await exited;
  stopping = true;
  await load;

  expect(code).toBe(0);
  expect(statuses.length).toBeGreaterThan(100);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});
