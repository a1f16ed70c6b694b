import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { assets } from "virtual:react-router/server-build";
import type { RenderInputs } from "../../lib/render-context.ts";
import { apiRouter } from "../api/router.server.ts";
import { staticFiles } from "../http/http-app.server.ts";
import type { Logger } from "../observability/logger.server.ts";
import { inlineStylesheet } from "../pages/inline-stylesheet.server.ts";
import { type PageFile, pageFile, pagesDirectory, readPageFiles, servePageFiles, serverBuildVersion } from "../pages/page-files.server.ts";
import { createPageHandler, routeOf } from "../pages/page-handler.server.ts";
import { pagePaths, renderPages } from "../pages/render-pages.server.ts";
import { publicConfigVariables, type ServerConfig } from "./config.server.ts";
import { startServer } from "./start.server.ts";

/**
 * Entry of the server build (`build/server/index.js`): the whole HTTP process, compiled with the
 * routes. The client files sit beside the server's once built.
 */
const clientDirectory = fileURLToPath(new URL("../client/", import.meta.url));

// For the purity tests: what the page files are rendered with, for any request they care to send.
export { builtPagePaths, renderPage } from "../pages/render-pages.server.ts";

export function startProductionServer(config: ServerConfig, logger?: Logger) {
  return startServer(
    config,
    async (services) => {
      const inputs: RenderInputs = {
        publicConfig: services.publicConfig,
        pageCacheSeconds: services.pageCacheSeconds,
        stylesheet: inlineStylesheet(assets.routes, clientDirectory),
      };
      return {
        buildVersion: serverBuildVersion.slice(0, 12),
        assets: staticFiles(clientDirectory),
        api: apiRouter(services),
        stylesheet: inputs.stylesheet,
        pages: servePageFiles(await pageFilesFor(inputs, services.logger), { pageCacheSeconds: inputs.pageCacheSeconds, routeOf }),
        handler: createPageHandler(inputs, "production"),
        pagePaths,
        close: async () => {},
      };
    },
    logger,
  );
}

/** Page files made at start-up, by public configuration: one render per process, whatever servers it starts. */
const renderedAtStart = new Map<string, Promise<Map<string, PageFile>>>();

/**
 * The build's page files when they were rendered with this public configuration; otherwise the
 * pages rendered and compressed once now, before the server is ready (a deploy whose SITE_URL or
 * outbound links differ from the build's), and said so in the log.
 */
async function pageFilesFor(inputs: RenderInputs, logger: Logger): Promise<Map<string, PageFile>> {
  const found = readPageFiles(pagesDirectory);
  // Files another build made would point at assets this build does not have.
  const built = found?.buildVersion === serverBuildVersion ? found : undefined;
  if (built && isDeepStrictEqual(built.publicConfig, inputs.publicConfig)) return built.files;
  const key = JSON.stringify(inputs.publicConfig);
  let rendering = renderedAtStart.get(key);
  if (!rendering) {
    const started = performance.now();
    const configured = publicConfigVariables(inputs.publicConfig);
    const builtWith = built && publicConfigVariables(built.publicConfig);
    const differs = Object.keys(configured).filter((variable) => builtWith?.[variable] !== configured[variable]);
    rendering = renderPages(inputs, logger).then(async (documents) => {
      const files = new Map(await Promise.all([...documents].map(async ([path, html]) => [path, await pageFile(html)] as const)));
      logger.info(
        { differs, pages: files.size, ms: Math.round(performance.now() - started) },
        builtWith
          ? "pages rendered at start-up: these settings differ from the build's"
          : "pages rendered at start-up: the build has no page files of its own",
      );
      return files;
    });
    renderedAtStart.set(key, rendering);
  }
  return rendering;
}
