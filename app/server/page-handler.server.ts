import * as build from "virtual:react-router/server-build";
import { createRequestHandler, type RequestHandler } from "@react-router/express";
import type { Response as ExpressResponse } from "express";
import { matchRoutes, type RouteObject, RouterContextProvider, type ServerBuild } from "react-router";
import { posts } from "../content/posts.ts";
import { sitePaths } from "../content/site-pages.ts";
import { documentContext, requestContext, servicesContext } from "./context.server.ts";
import type { InlineStylesheet } from "./inline-stylesheet.server.ts";
import { setHttpRoute } from "./metrics.server.ts";
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
  const handler = createRequestHandler({
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
  // Every page's pattern worked out once; only a path that is no page is matched per request.
  const pagePatterns = new Map([...pagePaths()].map((path) => [path, routePattern(build, path)]));
  return (req, res, next) => {
    setHttpRoute(res, pagePatterns.get(req.path) ?? routePattern(build, req.path));
    return handler(req, res, next);
  };
}

const routeTrees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

/**
 * The pattern of the route React Router will render for a path ("/blog/:slug", "/faq", "/" and
 * "/*" for the not-found page), for the metrics' http_route: a fixed set, whatever paths come.
 */
export function routePattern(build: Pick<ServerBuild, "routes">, path: string): string {
  let tree = routeTrees.get(build.routes);
  if (!tree) {
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
            : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
        );
    tree = childrenOf(undefined);
    routeTrees.set(build.routes, tree);
  }
  const matches = matchRoutes(tree, path) ?? [];
  const segments = matches.map((match) => match.route.path).filter((segment): segment is string => Boolean(segment));
  return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
}

/** Every page's canonical path: the site's fixed pages and one per post. */
export function pagePaths(): ReadonlySet<string> {
  return sitePaths(posts.map((post) => post.slug));
}
