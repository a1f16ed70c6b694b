import * as build from "virtual:react-router/server-build";
import { createRequestHandler, type RequestHandler } from "@react-router/express";
import type { Response as ExpressResponse } from "express";
import { matchRoutes, type RouteObject, RouterContextProvider, type ServerBuild } from "react-router";
import { posts } from "../content/posts.ts";
import { sitePaths } from "../content/site-pages.ts";
import { documentContext, requestContext, servicesContext } from "./context.server.ts";
import type { InlineStylesheet } from "./inline-stylesheet.server.ts";
import { setHttpRoute } from "./metrics.server.ts";
import { RenderedPages, sendRenderedPage } from "./rendered-pages.server.ts";
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
  // In development the code changes under a running server, so every page is rendered afresh.
  const renderedPages = mode === "production" ? new RenderedPages(pagePaths) : undefined;
  const handler = createRequestHandler({
    // The build itself, not a function returning it: React Router then derives its route table
    // once instead of on every request.
    build,
    mode,
    getLoadContext(_req, res: ExpressResponse) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(documentContext, { version: documentVersion, stylesheet, renderedPages });
      context.set(requestContext, res.locals.requestInfo as RequestInfo);
      return context;
    },
  });
  return async (req, res, next) => {
    setHttpRoute(res, pagePatterns.get(req.path) ?? routePattern(req.path));
    const rendered = renderedPages?.find(req);
    if (!rendered) return handler(req, res, next);
    sendRenderedPage(req, res, rendered);
  };
}

/** The build's routes as a tree React Router can match against. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

const routes = routeTree(build.routes);

/**
 * The pattern of the route React Router will render for a path ("/blog/:slug", "/faq", "/" and
 * "/*" for the not-found page), for the metrics' http_route: a fixed set, whatever paths come.
 */
function routePattern(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  const segments = matches.map((match) => match.route.path).filter((segment): segment is string => Boolean(segment));
  return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
}

/** Every page's canonical path: the site's fixed pages and one per post. */
export const pagePaths: ReadonlySet<string> = sitePaths(posts.map((post) => post.slug));

/** Every page's route pattern, worked out once: only a path that is no page is matched per request. */
const pagePatterns = new Map([...pagePaths].map((path) => [path, routePattern(path)]));
