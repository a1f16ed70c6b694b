import { fileURLToPath } from "node:url";
import type { RequestHandler } from "express";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { loadConfig } from "./config.server.ts";
import { startOrExit } from "./env-checks.server.ts";
import { startServer, stopOnSignals } from "./start.server.ts";

type PageHandlerModule = typeof import("../pages/page-handler.server.ts");
type RenderPagesModule = typeof import("../pages/render-pages.server.ts");
type ApiRouterModule = typeof import("../api/router.server.ts");

/** `npm run dev`: the same HTTP process, serving the sources through Vite with hot reload. */
const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A handler made from a module Vite loads from the sources, made again whenever Vite reloads the
 * module after an edit (the content the module imports needs Vite's transforms).
 */
function reloadingHandler<Module>(vite: ViteDevServer, id: string, make: (module: Module) => RequestHandler): RequestHandler {
  let current: { module: Module; handler: RequestHandler } | undefined;
  return async (req, res, next) => {
    try {
      const module = (await vite.ssrLoadModule(id)) as Module;
      if (current?.module !== module) current = { module, handler: make(module) };
      await current.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
}

const running = await startOrExit(() =>
  startServer(loadConfig(), async (services) => {
    const vite = await createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
    return {
      // Read once: a new page needs a restart of the development server to be redirected to.
      pagePaths: ((await vite.ssrLoadModule("/app/server/pages/render-pages.server.ts")) as RenderPagesModule).pagePaths,
      assets: vite.middlewares,
      // Every page rendered for its request, from the sources as they are now.
      handler: reloadingHandler<PageHandlerModule>(vite, "/app/server/pages/page-handler.server.ts", (module) =>
        module.createPageHandler({ publicConfig: services.publicConfig, pageCacheSeconds: services.pageCacheSeconds }, "development"),
      ),
      api: reloadingHandler<ApiRouterModule>(vite, "/app/server/api/router.server.ts", (module) => module.apiRouter(services)),
      close: () => vite.close(),
    };
  }),
);
stopOnSignals(running);
