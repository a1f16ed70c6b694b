import { createRequestHandler, type RequestHandler } from "@react-router/express";
import type { Response as ExpressResponse } from "express";
import { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "./context.server.ts";
import type { AppServices, RequestInfo } from "./services.server.ts";

/**
 * Entry of the server bundle: the React Router request handler, wired to the services the HTTP
 * server owns. Living inside the bundle keeps one copy of the router contexts.
 */
export function createPageHandler(services: AppServices, mode: string): RequestHandler {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode,
    getLoadContext(_req, res: ExpressResponse) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestContext, res.locals.requestInfo as RequestInfo);
      return context;
    },
  });
}
