import { expect, it } from "vitest";
import { clientNetworkCases } from "../support/client-networks.ts";
import { standInBehindEdge } from "../support/server.ts";

/** The edge in front of a stand-in app: only the edge's own access log is under test here. */
const running = standInBehindEdge((_req, res) => res.end("ok"), { captureOutput: true });

it.each(clientNetworkCases)("the edge logs a visitor at %s as %s, and never the address", async (address, network) => {
  const requestId = `client-network-${clientNetworkCases.findIndex(([candidate]) => candidate === address)}`;
  // 127.0.0.1 is the trusted proxy, which names the visitor in X-Forwarded-For.
  const response = await fetch(`${running.edge.url}/healthcheck-free-path?${requestId}`, {
    headers: { "X-Request-Id": requestId, "X-Forwarded-For": address },
  });
  expect(response.status).toBe(200);
  const line = await running.edge.logLine(requestId);
  expect(line?.network).toBe(network);
  expect(JSON.stringify(line)).not.toContain(address);
});
