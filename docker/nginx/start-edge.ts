/**
 * `npm run start:edge`: the production server behind the edge cache, without Docker. The app listens
 * on PORT (default 3000), nginx on EDGE_PORT (default 8080); both on loopback unless HOST and
 * EDGE_HOST say otherwise, so nothing is reachable from the network by accident. Ctrl-C or SIGTERM
 * stops both.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listen, loadConfig, readSettings, startOrExit } from "../../app/server/config.server.ts";
import type { startProductionServer } from "../../app/server/lifecycle.server.ts";
import { localEdgeSettings, startEdge } from "./edge.ts";

const { startProductionServer: startApp } = (await import(new URL("../../build/server/main.js", import.meta.url).href)) as {
  startProductionServer: typeof startProductionServer;
};

const { config, edgePort, edgeHost } = await startOrExit(async () => {
  const edge = readSettings(localEdgeSettings, process.env);
  const settings = { config: loadConfig(), edgePort: edge.EDGE_PORT, edgeHost: edge.EDGE_HOST };
  // nginx says only "Address already in use" in its own log, so a taken EDGE_PORT is found first.
  const probe = createServer();
  await listen(probe, { port: settings.edgePort, host: settings.edgeHost, variable: "EDGE_PORT", choices: "set EDGE_PORT to a free port" });
  await new Promise((resolve) => probe.close(resolve));
  return settings;
});
const app = await startOrExit(() =>
  startApp({
    ...config,
    host: process.env.HOST ? config.host : "127.0.0.1",
    siteUrl: process.env.SITE_URL ? config.siteUrl : `http://localhost:${edgePort}`,
  }),
);
const edge = await startEdge({
  listen: `${edgeHost.includes(":") ? `[${edgeHost}]` : edgeHost}:${edgePort}`,
  upstream: `127.0.0.1:${new URL(app.url).port}`,
  workDir: process.env.EDGE_WORK_DIR ?? mkdtempSync(join(tmpdir(), "ironbark-edge-")),
});
app.logger.info({ edge: edge.url, app: app.url }, "edge cache ready");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // The edge first: it stops accepting and finishes what it has in flight, which still needs the app;
  // only then does the app drain and stop, last.
  try {
    await edge.stop();
    await app.close();
  } catch (error) {
    app.logger.error({ err: error }, "error while stopping");
    process.exit(1);
  }
  process.exit(0);
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
edge.process.once("exit", () => void stop());
