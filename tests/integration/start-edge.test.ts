import { spawn } from "node:child_process";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, it, vi } from "vitest";
import { spawnWatched } from "../support/child-output.ts";
import { freePort } from "../support/ports.ts";
import { answersOk } from "../support/probe.ts";
import { browserUserAgent } from "../support/server.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

it("npm run start:edge stops the edge first and the app last on SIGTERM: no request the edge took gets a 502", async () => {
  const [port, edgePort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["docker/nginx/start-edge.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      METRICS_PORT: "0",
      EDGE_PORT: String(edgePort),
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = once(child, "exit");
  const edge = `http://127.0.0.1:${edgePort}`;
  await vi.waitUntil(() => answersOk(`${edge}/edge-healthz`), { timeout: 30_000, interval: 100 });

  const statuses: number[] = [];
  let sent = 0;
  let refused = false;
  // Uncached pages until the edge refuses connections; a refusal is the edge having stopped listening.
  const worker = async () => {
    while (!refused && sent < 20_000) {
      const number = sent++;
      try {
        const response = await fetch(`${edge}/blog?n=${number}`, { headers: { "User-Agent": browserUserAgent } });
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch {
        refused = true;
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, () => worker()));
  await vi.waitUntil(() => statuses.length >= 100, { timeout: 30_000, interval: 10 });
  child.kill("SIGTERM");
  const [code] = await exited;
  await load;

  expect(code).toBe(0);
  expect(statuses.length).toBeGreaterThan(100);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});

it("npm run start:edge says in one line that EDGE_PORT is taken, and exits 1 before starting anything", async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const edgePort = (taken.address() as AddressInfo).port;
  try {
    const { exited, output } = spawnWatched(["docker/nginx/start-edge.ts"], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production", PORT: String(await freePort()), METRICS_PORT: "0", EDGE_PORT: String(edgePort) },
    });
    expect(await exited).toBe(1);
    expect(output().trim().split("\n")).toEqual([`EDGE_PORT=${edgePort} is already in use on 127.0.0.1; set EDGE_PORT to a free port.`]);
  } finally {
    taken.close();
  }
});
