import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { connectDatabase, type DatabaseHandle } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import type { ServerConfig } from "./config.ts";
import { createHttpApp, staticFiles, type Lifecycle, type PageServing } from "./http-app.ts";
import { createLogger, type Logger } from "./logger.ts";
import type { AppServices } from "./services.ts";

type PageHandlerModule = typeof import("./app.ts");

export interface RunningServer {
  url: string;
  server: Server;
  logger: Logger;
  database: DatabaseHandle;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then releases the database. */
  close(graceMs?: number): Promise<void>;
}

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export async function startServer(config: ServerConfig, logger = createLogger(config)): Promise<RunningServer> {
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => logger.warn({ err: error }, "database connection lost"),
  });
  if (database.kind === "pglite") await migrateToLatest(database.db);

  const services: AppServices = {
    database,
    logger,
    publicConfig: { siteUrl: config.siteUrl, links: config.links },
    pageCacheSeconds: config.pageCacheSeconds,
  };
  const lifecycle: Lifecycle = { draining: false };
  const pages = await loadPages(config, services);
  const app = createHttpApp({ config, logger, database, lifecycle, pages });

  const server = createServer(app);
  // Longer than the proxies' idle timeouts, so they close idle connections first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  logger.info({ url, database: database.kind, nodeEnv: config.nodeEnv }, "server listening");

  return {
    url,
    server,
    logger,
    database,
    async close(graceMs = 8000) {
      lifecycle.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections go idle as their last response ends; close each as soon as it does.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const forced = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(forced);
      await pages.close();
      await database.close();
    },
  };
}

async function loadPages(config: ServerConfig, services: AppServices): Promise<PageServing & { close(): Promise<void> }> {
  if (config.nodeEnv === "development") {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
    return {
      assets: vite.middlewares,
      async handler(req, res, next) {
        try {
          const module = (await vite.ssrLoadModule("/app/server/app.ts")) as PageHandlerModule;
          await module.createPageHandler(services, "development")(req, res, next);
        } catch (error) {
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          next(error);
        }
      },
      close: () => vite.close(),
    };
  }

  const entry = `${projectRoot}build/server/index.js`;
  if (!existsSync(entry)) {
    throw new Error(`No production build at ${entry}: run "npm run build" first.`);
  }
  const module = (await import(pathToFileURL(entry).href)) as PageHandlerModule;
  return {
    assets: staticFiles(`${projectRoot}build/client`),
    handler: module.createPageHandler(services, "production"),
    close: async () => {},
  };
}
