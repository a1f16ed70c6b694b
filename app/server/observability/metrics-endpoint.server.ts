import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import { type ListenSetting, listen } from "../lifecycle/listen.server.ts";

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (and HEAD) from a registry in the Prometheus text format, on a port of its
 * own, and `/healthz` for the probes of a process whose only port this is (the edge's counter
 * sidecar): the app's metrics and the edge sidecar's.
 */
export async function serveMetrics(registry: Registry, setting: ListenSetting): Promise<MetricsServer> {
  const { host } = setting;
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path === "/healthz") {
      res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("ok\n");
      return;
    }
    if (path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: metrics are at /metrics\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res
        .writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" })
        .end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${(error as Error).message}\n`);
    }
  });
  // Scrapers keep their connection; shutdown must not wait for it.
  server.keepAliveTimeout = 5000;
  await listen(server, setting);
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host === "0.0.0.0" ? "localhost" : host.includes(":") ? `[${host}]` : host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
