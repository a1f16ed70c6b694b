import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RunningEdge } from "../../docker/nginx/edge.ts";
import { type ServerProcess, startProductionServer } from "../support/production-server.ts";
import { browserUserAgent, startOwnEdge } from "../support/server.ts";
import { openSlowClients, type SlowClients } from "../support/slow-clients.ts";

let app: ServerProcess;
let edge: RunningEdge;
let edgePort: number;
const held: SlowClients[] = [];

beforeAll(async () => {
  app = await startProductionServer();
  edge = await startOwnEdge(new URL(app.url).host);
  edgePort = Number(new URL(edge.url).port);
});

afterAll(async () => {
  for (const clients of held) clients.destroy();
  await edge?.stop();
  app?.child.kill("SIGKILL");
});

describe("slow clients at the edge", () => {
  it("hold 3,000 connections while a normal client is served, then are dropped", async () => {
    const slow = await openSlowClients(edgePort, 3000);
    held.push(slow);
    expect(slow.open()).toBe(3000);

    const failures: string[] = [];
    for (let request = 0; request < 20; request++) {
      const response = await fetch(`${edge.url}${request % 2 ? "/" : "/blog"}`, { headers: { "User-Agent": browserUserAgent } }).catch(
        (error: Error) => error,
      );
      if (response instanceof Error) failures.push(response.message);
      else {
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(String(response.status));
      }
    }
    expect(failures).toEqual([]);
    // They were all still there while the normal client was served (the edge drops each 5 s after
    // it opened: a client starved behind them would have waited that long)...
    expect(slow.open()).toBe(3000);
    // ...and the edge drops each once its headers are overdue.
    await vi.waitUntil(() => slow.open() === 0, { timeout: 20_000, interval: 200 });
  }, 60_000);

  it("answers 429 past 64 requests in progress from one client address, and serves others", async () => {
    // Complete headers of a POST whose body never comes: the edge holds each while it waits.
    const stalled = (address: string) =>
      `POST /api/csp-reports HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${address}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const waiting = await openSlowClients(edgePort, 64, stalled("203.0.113.7"));
    held.push(waiting);

    const overLimit = await fetch(`${edge.url}/blog`, { headers: { "X-Forwarded-For": "203.0.113.7", "User-Agent": browserUserAgent } });
    expect(overLimit.status).toBe(429);
    const someoneElse = await fetch(`${edge.url}/blog`, {
      headers: { "X-Forwarded-For": "198.51.100.20", "User-Agent": browserUserAgent },
    });
    expect(someoneElse.status).toBe(200);
    waiting.destroy();
  });
});
