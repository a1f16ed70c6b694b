import * as build from "virtual:react-router/server-build";
import { createRequestHandler, type RequestHandler } from "@react-router/express";
import type { Response as ExpressResponse } from "express";
import { RouterContextProvider } from "react-router";
import { posts } from "../content/posts.ts";
import { sitePaths } from "../content/site-pages.ts";
import { documentContext, requestContext, servicesContext } from "./context.server.ts";
import type { InlineStylesheet } from "./inline-stylesheet.server.ts";
import type { AppServices, RequestInfo } from "./services.server.ts";

export interface PageHandlerOptions {
  mode: "production" | "development";
  /** Changes whenever anything a page is rendered from changes: code, content or configuration. */
  documentVersion: string;
  /** The stylesheet written into every page (production); development links Vite's styles. */
  stylesheet?: InlineStylesheet;
}

/**
 * The React Router request handler, wired to the services the HTTP server owns. It lives inside the
 * server build, so the routes and this module share one copy of the router contexts.
 */
export function createPageHandler(services: AppServices, { mode, documentVersion, stylesheet }: PageHandlerOptions): RequestHandler {
  return createRequestHandler({
    // The build itself, not a function returning it: React Router then derives its route table
    // once instead of on every request.
    build,
    mode,
    getLoadContext(_req, res: ExpressResponse) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(documentContext, { version: documentVersion, stylesheet });
      context.set(requestContext, res.locals.requestInfo as RequestInfo);
      return context;
    },
  });
}

/** Every page's canonical path: the site's fixed pages and one per post. */
export function pagePaths(): ReadonlySet<string> {
  return sitePaths(posts.map((post) => post.slug));
}
