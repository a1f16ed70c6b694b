import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import type { RunningEdge } from "../../docker/nginx/edge.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../support/database.ts";
import { answersOk } from "../support/probe.ts";
import { type ServerProcess, startProductionServer } from "../support/production-server.ts";
import { RoundRobinProxy } from "../support/round-robin-proxy.ts";
import { browserUserAgent, startOwnEdge } from "../support/server.ts";

const pages = ["/", "/blog", "/axe-throwing-prices", "/team-building", "/blog/south-austin-playbook", "/special-events"];
const slug = "south-austin-playbook";
const rollouts = 5;
const connections = 20;

interface Rollout {
  database: IsolatedDatabase;
  apps: ServerProcess[];
  balancer: RoundRobinProxy;
  edge: RunningEdge & { workDir: string };
}
let current: Rollout | undefined;
let load: Load | undefined;

/** Two app processes on one database behind one balancer, as two pods behind their Service, behind the real edge. */
async function startRollout({ skipsRefused }: { skipsRefused: boolean }): Promise<Rollout> {
  const database = await createIsolatedDatabase();
  const apps = await Promise.all([startProductionServer(database.env), startProductionServer(database.env)]);
  // A pod's first database call opens its pool; on a loaded machine that alone can take the view
  // API's whole budget and answer the first view 503 (for the client to retry), which is not what
  // this test is about. Each app reads the views once first, as a pod serves traffic before a rollout.
  await Promise.all(apps.map(async (app) => (await fetch(`${app.url}/api/blog/${slug}`)).text()));
  const balancer = new RoundRobinProxy(
    apps.map((app) => ({ host: "127.0.0.1", port: Number(new URL(app.url).port) })),
    { skipsRefused },
  );
  await balancer.start();
  return { database, apps, balancer, edge: await startOwnEdge(`127.0.0.1:${balancer.port}`) };
}

afterEach(async () => {
  // A test that fails before it finishes its load stops the load here, so no client runs on.
  await load?.stop();
  load = undefined;
  if (!current) return;
  await current.edge.stop();
  await current.balancer.stop();
  for (const app of current.apps) app.child.kill("SIGKILL");
  await current.database.drop();
  current = undefined;
});

const isViewPost = (number: number) => number % 4 === 3;

/** A documentation address of its own for each request, however many the load sends: a group holds only 16 bits. */
const clientAddress = (number: number) => `2001:db8::${(number >>> 16).toString(16)}:${(number & 0xffff).toString(16)}`;

/**
 * Uncached pages and view POSTs, each POST from a client address of its own so the edge's rate limit
 * stays out of it: half with a page-view id of their own, as the site's pages send them, the other
 * half with no id, as the spec allows them: a quarter with no body, a quarter with `{}`.
 */
function request(edgeUrl: string, number: number): Promise<Response> {
  if (isViewPost(number)) {
    return fetch(`${edgeUrl}/api/blog/${slug}/view`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
        "User-Agent": browserUserAgent,
        "X-Forwarded-For": clientAddress(number),
        ...(number % 8 === 3 ? { "Idempotency-Key": `"${randomUUID()}"` } : {}),
      },
      ...(number % 16 === 15 ? { body: "{}" } : {}),
    });
  }
  // Every page request has its own query, so none is a cache hit: each one reaches an app process.
  return fetch(`${edgeUrl}${pages[number % pages.length]}?drain=${number}`, { headers: { "User-Agent": browserUserAgent } });
}

/** One way an app process leaves the balancer and is told to stop. */
interface Exit {
  /** Whether the balancer sends a connection the app refuses on to the other app. */
  skipsRefused: boolean;
  leave(balancer: RoundRobinProxy, app: ServerProcess): Promise<void>;
}

const portOf = (app: ServerProcess) => Number(new URL(app.url).port);

/** How late a Service's endpoints learn that a pod is terminating, at the least: seconds, in a busy cluster. */
const endpointUpdateLagMs = 1000;

/**
 * How an app process leaves, in a rollout: as Kubernetes runs one with a preStop pause, the endpoint
 * first; with SIGTERM while the app is still in the balancer, as a Service whose endpoints update
 * late does (its rules, like kube-proxy's iptables, never skip an app that refuses a connection:
 * only the app's own grace, serving on while not ready, keeps those connections answered); and with
 * SIGTERM while it stays in the balancer to the end, as `docker stop` sends it, the balancer sending
 * a refused connection on to the other app.
 */
const exits: Record<string, Exit> = {
  "its endpoint removed, then SIGTERM": {
    skipsRefused: false,
    async leave(balancer, app) {
      balancer.remove(portOf(app));
      app.child.kill("SIGTERM");
    },
  },
  "SIGTERM while it is still in the balancer, which removes it late": {
    skipsRefused: false,
    async leave(balancer, app) {
      app.child.kill("SIGTERM");
      await vi.waitUntil(async () => !(await answersOk(`${app.url}/readyz`)), { timeout: 10_000, interval: 20 });
      await new Promise((resolve) => setTimeout(resolve, endpointUpdateLagMs));
      balancer.remove(portOf(app));
    },
  },
  "SIGTERM while it stays in the balancer, which skips it once it refuses": {
    skipsRefused: true,
    async leave(_balancer, app) {
      app.child.kill("SIGTERM");
    },
  },
};

type Load = ReturnType<typeof startLoad>;

/**
 * Keep-alive clients, `connections` of them, sending `request`s through the edge until told to
 * finish or stop, however many that takes: a cap on the count would end the load on a fast machine
 * while a test still waits for answers.
 */
function startLoad(edgeUrl: string) {
  const failures: string[] = [];
  let answered = 0;
  let sent = 0;
  let counted = 0;
  let stopAt = Number.POSITIVE_INFINITY;
  const worker = async () => {
    while (answered < stopAt) {
      const number = sent++;
      const response = await request(edgeUrl, number).catch((error: Error) => error);
      if (response instanceof Error) failures.push(`#${number}: ${response.message}`);
      else {
        const body = await response.text();
        if (response.status !== 200) failures.push(`#${number}: ${response.status}`);
        else if (isViewPost(number) && (JSON.parse(body) as { counted: boolean }).counted) counted++;
      }
      answered++;
    }
  };
  const clients = Promise.all(Array.from({ length: connections }, () => worker()));
  return {
    async answers(count: number) {
      const until = answered + count;
      while (answered < until) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    /** Stops 200 answers later (from the apps that stay), and tells what failed and how many views were answered counted. */
    async finish() {
      stopAt = answered + 200;
      await clients;
      return { failures, counted };
    },
    /** Stops after the requests in flight. */
    async stop() {
      stopAt = 0;
      await clients;
    },
  };
}

/** Every view answered counted is in the database once, even the ones the edge sent twice; the edge met no closed or missing app. */
async function expectCountedOnceAndCleanEdge({ edge }: Rollout, counted: number) {
  const stored = (await (await fetch(`${edge.url}/api/blog/${slug}`)).json()) as { views: number };
  expect(stored.views).toBe(10 + counted);
  const errorLog = await readFile(join(edge.workDir, "error.log"), "utf8").catch(() => "");
  expect(errorLog).not.toMatch(/prematurely closed|no live upstreams/);
}

it.each(Object.keys(exits).flatMap((exit) => Array.from({ length: rollouts }, (_, index) => ({ rollout: index + 1, exit }))))(
  "rollout $rollout, $exit: loses no page and no view POST through the edge, and counts every view once, while one of two app processes drains and stops",
  async ({ exit }) => {
    const { skipsRefused, leave } = exits[exit] as Exit;
    current = await startRollout({ skipsRefused });
    load = startLoad(current.edge.url);
    await load.answers(200);

    const [draining] = current.apps as [ServerProcess];
    const exited = once(draining.child, "exit");
    await leave(current.balancer, draining);
    const [code] = await exited;
    const { failures, counted } = await load.finish();

    expect(code).toBe(0);
    expect(failures).toEqual([]);
    await expectCountedOnceAndCleanEdge(current, counted);
  },
);

it(`${rollouts} rollouts in a row behind the edge's connection pool and a balancer that keeps each draining app until it stops listening: loses no page and no view POST, and counts every view once`, async () => {
  current = await startRollout({ skipsRefused: true });
  const { apps, balancer } = current;
  load = startLoad(current.edge.url);
  await load.answers(200);
  const codes: (number | null)[] = [];
  for (let rollout = 0; rollout < rollouts; rollout++) {
    // As a Deployment's rolling update does: one pod terminates, its replacement joins once ready.
    const slot = rollout % apps.length;
    const draining = apps[slot] as ServerProcess;
    const exited = once(draining.child, "exit");
    draining.child.kill("SIGTERM");
    const [code] = await exited;
    codes.push(code);
    balancer.remove(portOf(draining));
    const replacement = await startProductionServer(current.database.env);
    apps[slot] = replacement;
    balancer.add({ host: "127.0.0.1", port: portOf(replacement) });
    await load.answers(200);
  }
  const { failures, counted } = await load.finish();

  expect(codes).toEqual(Array.from({ length: rollouts }, () => 0));
  expect(failures).toEqual([]);
  await expectCountedOnceAndCleanEdge(current, counted);
}, 300_000);
