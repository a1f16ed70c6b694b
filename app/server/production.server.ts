import { fileURLToPath } from "node:url";
import type { ServerConfig } from "./config.server.ts";
import { staticFiles } from "./http-app.server.ts";
import type { Logger } from "./logger.server.ts";
import { createPageHandler } from "./page-handler.server.ts";
import { startServer } from "./start.server.ts";

/**
 * Entry of the server build (`build/server/index.js`): the whole HTTP process, compiled with the
 * routes. The client files sit beside this module once built.
 */
const clientDirectory = fileURLToPath(new URL("../client/", import.meta.url));

export function startProductionServer(config: ServerConfig, logger?: Logger) {
  return startServer(
    config,
    async (services) => ({
      assets: staticFiles(clientDirectory),
      handler: createPageHandler(services, "production"),
      close: async () => {},
    }),
    logger,
  );
}
