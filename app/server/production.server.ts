import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assets } from "virtual:react-router/server-build";
import { apiRouter } from "./api/router.server.ts";
import type { ServerConfig } from "./config.server.ts";
import { staticFiles } from "./http-app.server.ts";
import { inlineStylesheet } from "./inline-stylesheet.server.ts";
import type { Logger } from "./logger.server.ts";
import { createPageHandler, pagePaths } from "./page-handler.server.ts";
import { startServer } from "./start.server.ts";

/**
 * Entry of the server build (`build/server/index.js`): the whole HTTP process, compiled with the
 * routes. The client files sit beside the server's once built.
 */
const serverDirectory = fileURLToPath(new URL("./", import.meta.url));
const clientDirectory = fileURLToPath(new URL("../client/", import.meta.url));

export function startProductionServer(config: ServerConfig, logger?: Logger) {
  return startServer(
    config,
    async (services) => {
      const stylesheet = inlineStylesheet(assets.routes, clientDirectory);
      const serverBuild = serverBuildVersion();
      return {
        buildVersion: serverBuild.slice(0, 12),
        assets: staticFiles(clientDirectory),
        api: apiRouter(services),
        stylesheet,
        handler: createPageHandler(services, {
          mode: "production",
          documentVersion: createHash("sha256")
            .update(serverBuild)
            .update(JSON.stringify([services.publicConfig, services.pageCacheSeconds]))
            .digest("base64url"),
          stylesheet,
        }),
        pagePaths,
        close: async () => {},
      };
    },
    logger,
  );
}

/**
 * The compiled server's version: a hash of its files, which hold the content and the client files'
 * hashed names. A page's HTML is a function of it and the configuration.
 */
function serverBuildVersion(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(serverDirectory)
    .filter((name) => name.endsWith(".js"))
    .sort()) {
    hash.update(file).update(readFileSync(`${serverDirectory}${file}`));
  }
  return hash.digest("hex");
}
