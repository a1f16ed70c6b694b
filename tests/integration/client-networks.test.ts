import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningEdge, startEdge } from "../../docker/nginx/edge.ts";
import { clientNetworkCases } from "../support/client-networks.ts";
import { freePort } from "../support/ports.ts";

/** The edge in front of a stand-in app: only the edge's own access log is under test here. */
let upstream: Server;
let edge: RunningEdge;
let workDir: string;

beforeAll(async () => {
  upstream = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  workDir = await mkdtemp(join(tmpdir(), "ironbark-client-networks-"));
  edge = await startEdge(
    { listen: `127.0.0.1:${await freePort()}`, upstream: `127.0.0.1:${(upstream.address() as AddressInfo).port}`, workDir },
    { quiet: true, captureOutput: true },
  );
});

afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

it.each(clientNetworkCases)("the edge logs a visitor at %s as %s, and never the address", async (address, network) => {
  const requestId = `client-network-${clientNetworkCases.findIndex(([candidate]) => candidate === address)}`;
  // 127.0.0.1 is the trusted proxy, which names the visitor in X-Forwarded-For.
  const response = await fetch(`${edge.url}/healthcheck-free-path?${requestId}`, {
    headers: { "X-Request-Id": requestId, "X-Forwarded-For": address },
  });
  expect(response.status).toBe(200);
  const line = await edge.logLine(requestId);
  expect(line?.network).toBe(network);
  expect(JSON.stringify(line)).not.toContain(address);
});
