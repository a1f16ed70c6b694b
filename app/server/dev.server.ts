import { fileURLToPath } from "node:url";
import type { RequestHandler } from "express";
import { createServer as createViteServer, type ViteDevServer } from "vite";

type ApiModule = typeof import("./api.server.ts");
type ConfigModule = typeof import("./config.server.ts");
type LifecycleModule = typeof import("./lifecycle.server.ts");
type PagesModule = typeof import("./pages.server.ts");
type ViewCountsModule = typeof import("./view-counts.server.ts");

/**
 * `npm run dev`: the same HTTP process, with every server module loaded through Vite (they import
 * the content and the routes, which need its transforms), serving the sources with hot reload.
 */
const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A handler made from modules Vite loads from the sources, made again whenever Vite reloads one of
 * them after an edit.
 */
function reloadingHandler<Modules extends unknown[]>(
  vite: ViteDevServer,
  ids: string[],
  make: (...modules: Modules) => RequestHandler,
): RequestHandler {
  let current: { modules: unknown[]; handler: RequestHandler } | undefined;
  return async (req, res, next) => {
    try {
      const modules = await Promise.all(ids.map((id) => vite.ssrLoadModule(id)));
      if (!current || modules.some((module, index) => module !== current?.modules[index])) {
        current = { modules, handler: make(...(modules as Modules)) };
      }
      await current.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
}

const vite = await createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
// From Vite's copies too, so that a setting's error is the class startOrExit knows.
const { loadConfig, startOrExit } = (await vite.ssrLoadModule("/app/server/config.server.ts")) as ConfigModule;
const { startServer, stopOnSignals } = (await vite.ssrLoadModule("/app/server/lifecycle.server.ts")) as LifecycleModule;
const running = await startOrExit(() =>
  startServer(loadConfig(), async (services) => ({
    // Read once: a new page needs a restart of the development server to be redirected to.
    pagePaths: ((await vite.ssrLoadModule("/app/server/pages.server.ts")) as PagesModule).pagePaths,
    assets: vite.middlewares,
    // Every page rendered for its request, from the sources as they are now.
    handler: reloadingHandler<[PagesModule]>(vite, ["/app/server/pages.server.ts"], (pages) =>
      pages.createPageHandler({ publicConfig: services.publicConfig, pageCacheSeconds: services.pageCacheSeconds }, "development"),
    ),
    api: reloadingHandler<[ApiModule, ViewCountsModule]>(
      vite,
      ["/app/server/api.server.ts", "/app/server/view-counts.server.ts"],
      (api, viewCounts) => api.apiRouter(viewCounts.viewEndpoints({ ...services, siteUrl: services.publicConfig.siteUrl })),
    ),
    close: () => vite.close(),
  })),
);
stopOnSignals(running);
