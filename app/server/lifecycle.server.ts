import { createServer, type Server as HttpServer } from "node:http";
import { type AddressInfo, Server } from "node:net";
import { connectDatabase, type DatabaseHandle } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import type { PublicConfig } from "../lib/public-config.ts";
import type { RenderInputs } from "../lib/render-context.ts";
import { apiRouter } from "./api.server.ts";
import { listen, loadConfig, type ServerConfig, shutdownDeadlineMs, startOrExit } from "./config.server.ts";
import { createHttpApp, type Lifecycle, type PageServing, staticFiles } from "./http-app.server.ts";
import { createLogger, type Logger, type MetricsServer, observeServer, startMetricsServer } from "./observability.server.ts";
import {
  clientDirectory,
  createPageHandler,
  inlineStylesheet,
  pageFilesFor,
  pagePaths,
  servePageFiles,
  serverBuildVersion,
} from "./pages.server.ts";
import { createViewBatcher, type ViewBatcher, viewEndpoints } from "./view-counts.server.ts";

/**
 * The server process from start to exit: its services, listening, the graceful drain on SIGTERM,
 * and the production entry. The server build's `build/server/main.js` is this module: `npm start`
 * runs it, and the tests and the local edge import it to start servers of their own.
 */

/** Long-lived services the HTTP server hands to what serves its pages and its API. */
export interface AppServices {
  database: DatabaseHandle;
  /** Counts views in batches, one transaction each (group commit). */
  viewBatcher: ViewBatcher;
  logger: Logger;
  publicConfig: PublicConfig;
  /** How long the edge keeps a page fresh (s-maxage), from PAGE_CACHE_SECONDS. */
  pageCacheSeconds: number;
}

export interface RunningServer {
  url: string;
  server: HttpServer;
  logger: Logger;
  database: DatabaseHandle;
  /** The Prometheus metrics, on their own port; undefined with METRICS_PORT=off. */
  metricsUrl: string | undefined;
  /** SHUTDOWN_GRACE_SECONDS, in milliseconds: how long SIGTERM leaves the server serving, not ready. */
  shutdownGraceMs: number;
  /**
   * Reports not ready for `graceMs` (0 unless given) while it serves on, then stops accepting, lets
   * in-flight requests finish (up to `drainMs`), writes the views still waiting for their batch, then
   * releases the database.
   */
  close(options?: { graceMs?: number; drainMs?: number }): Promise<void>;
}

/** How long a client has to send a whole request, headers and body. */
const requestArrivalMs = 5000;

/** How pages are served: the production build, or Vite's sources in development. */
export type PageServingFactory = (services: AppServices) => Promise<PageServing & { close(): Promise<void> }>;

export async function startServer(
  config: ServerConfig,
  servePages: PageServingFactory,
  logger = createLogger(config),
): Promise<RunningServer> {
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => logger.warn({ err: error }, "database connection lost"),
    poolMax: config.databasePoolMax,
  });
  if (database.kind === "sqlite") await migrateToLatest(database.db);

  const services: AppServices = {
    database,
    viewBatcher: createViewBatcher({ db: database.db, windowMs: config.viewBatchMs, logger }),
    logger,
    publicConfig: { siteUrl: config.siteUrl, links: config.links },
    pageCacheSeconds: config.pageCacheSeconds,
  };
  const lifecycle: Lifecycle = { draining: false, closing: false };
  const pages = await servePages(services);
  /** What start-up took, given back when it cannot finish. */
  const release = async () => {
    await pages.close();
    await services.viewBatcher.close();
    await database.close();
  };
  const app = createHttpApp({ config, logger, database, lifecycle, pages, metrics: config.metricsPort !== undefined });
  observeServer({
    pool: () => database.poolStats(),
    views: () => services.viewBatcher.load(),
    lifecycle,
    buildVersion: pages.buildVersion ?? "development",
  });

  const server = createServer(
    {
      // A request's headers and body must both arrive within a few seconds (408 otherwise): the site
      // takes no uploads, and a slow sender must not hold a connection. Checked every second.
      headersTimeout: requestArrivalMs,
      requestTimeout: requestArrivalMs,
      connectionsCheckingInterval: 1000,
      // Far longer than the edge keeps an idle connection to us (edgeIdleConnectionMs), so the edge closes it first.
      keepAliveTimeout: 65_000,
    },
    app,
  );
  // CONNECT is for proxies; this server is not one.
  server.on("connect", (_req, socket) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  try {
    await listen(server, { port: config.port, host: config.host, variable: "PORT" });
  } catch (error) {
    await release();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  let metrics: MetricsServer | undefined;
  if (config.metricsPort !== undefined) {
    try {
      metrics = await startMetricsServer({ host: config.host, port: config.metricsPort });
    } catch (error) {
      server.close();
      await release();
      throw error;
    }
  }
  logger.info({ url, metrics: metrics?.url ?? "off", database: database.kind, nodeEnv: config.nodeEnv }, "server listening");

  return {
    url,
    server,
    logger,
    database,
    metricsUrl: metrics?.url,
    shutdownGraceMs: config.shutdownGraceSeconds * 1000,
    async close({ graceMs = 0, drainMs = 8000 } = {}) {
      // 1. Not ready, still serving: whatever balances this server (a Service whose endpoints update
      // late, a balancer that reads /readyz) has `graceMs` to stop sending it new connections, while
      // every request that still comes is answered as usual, on connections kept alive as usual.
      lifecycle.draining = true;
      await new Promise((resolve) => setTimeout(resolve, graceMs));
      // 2. Stop accepting, and never close a connection under the edge. http.Server#close would also
      // close the idle keep-alive ones, racing the edge, which may be sending its next request on one
      // of them at that very moment (and closing them a second after the edge's idle timeout raced
      // it too, on a loaded machine: issue 39). Instead every answer from now on says
      // `Connection: close`, so each connection ends right after its next response, and the edge
      // closes the idle ones itself after `edgeIdleConnectionMs`; only what remains at `drainMs` is
      // cut. net.Server#close resolves once all have ended.
      lifecycle.closing = true;
      const closed = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
      const forced = setTimeout(() => server.closeAllConnections(), drainMs);
      await closed;
      clearTimeout(forced);
      // Metrics stay readable while draining (ironbark_draining says so), until the connections are gone.
      await metrics?.close();
      await pages.close();
      // Views whose connection was cut at the deadline are still written: never dropped, only unanswered.
      await services.viewBatcher.close();
      await database.close();
    },
  };
}

/**
 * Drains and exits on SIGTERM (an orchestrator: after the shutdown grace) or SIGINT (Ctrl-C: at
 * once), always before the orchestrator's kill deadline.
 */
export function stopOnSignals(running: RunningServer): void {
  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    const graceMs = signal === "SIGTERM" ? running.shutdownGraceMs : 0;
    running.logger.info({ signal, graceMs }, "shutting down: not ready, then draining connections");
    setTimeout(() => process.exit(0), graceMs + shutdownDeadlineMs).unref();
    try {
      await running.close({ graceMs, drainMs: shutdownDeadlineMs - 2000 });
      running.logger.info("shutdown complete");
    } catch (error) {
      running.logger.error({ err: error }, "error during shutdown");
    }
    process.exit(0);
  }
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

/** The production server: the build's page files, client files and API. */
export function startProductionServer(config: ServerConfig, logger?: Logger): Promise<RunningServer> {
  return startServer(
    config,
    async (services) => {
      const inputs: RenderInputs = {
        publicConfig: services.publicConfig,
        pageCacheSeconds: services.pageCacheSeconds,
        stylesheet: inlineStylesheet(),
      };
      return {
        buildVersion: serverBuildVersion.slice(0, 12),
        assets: staticFiles(clientDirectory),
        api: apiRouter(viewEndpoints({ ...services, siteUrl: services.publicConfig.siteUrl })),
        stylesheet: inputs.stylesheet,
        pages: servePageFiles(await pageFilesFor(inputs, services.logger), inputs.pageCacheSeconds),
        handler: createPageHandler(inputs, "production"),
        pagePaths,
        close: async () => {},
      };
    },
    logger,
  );
}

// For the purity tests: what the page files are rendered with, for any request they care to send.
export { builtPagePaths, renderPage } from "./pages.server.ts";

// `npm start`; imported (by the tests, the local edge), the module only starts what it is asked to.
if (import.meta.main) stopOnSignals(await startOrExit(() => startProductionServer(loadConfig())));
