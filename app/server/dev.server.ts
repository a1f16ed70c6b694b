import { fileURLToPath } from "node:url";
import { createServer as createViteServer } from "vite";
import { loadConfigOrExit } from "./config.server.ts";
import { startServer, stopOnSignals } from "./start.server.ts";

type PageHandlerModule = typeof import("./page-handler.server.ts");

/** `npm run dev`: the same HTTP process, serving the sources through Vite with hot reload. */
const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

const running = await startServer(loadConfigOrExit(), async (services) => {
  const vite = await createViteServer({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" });
  const loadPages = () => vite.ssrLoadModule("/app/server/page-handler.server.ts") as Promise<PageHandlerModule>;
  return {
    // Read once: a new page needs a restart of the development server to be redirected to.
    pagePaths: (await loadPages()).pagePaths(),
    assets: vite.middlewares,
    async handler(req, res, next) {
      try {
        const module = await loadPages();
        await module.createPageHandler(services, { mode: "development", documentVersion: `development-${Date.now()}` })(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    },
    close: () => vite.close(),
  };
});
stopOnSignals(running);
