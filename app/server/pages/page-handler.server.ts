import * as build from "virtual:react-router/server-build";
import { createRequestHandler, type RequestHandler } from "@react-router/express";
import type { Response as ExpressResponse } from "express";
import { matchRoutes, type RouteObject, RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestInfo } from "../lifecycle/services.server.ts";
import { countPageDocument, setHttpRoute } from "../observability/metrics.server.ts";
import { type RenderInputs, renderContext, requestContext } from "./context.server.ts";
import { pagePaths } from "./render-pages.server.ts";

/**
 * The React Router request handler for what is rendered per request: the group planner (from its
 * query alone), the not-found page, error pages and feeds in production (every other page is a file,
 * app/server/pages/page-files.server.ts), and every page in development. It lives inside the server
 * build, so the routes and this module share one copy of the router contexts.
 */
export function createPageHandler(inputs: RenderInputs, mode: "production" | "development"): RequestHandler {
  const handler = createRequestHandler({
    // The build itself, not a function returning it: React Router then derives its route table
    // once instead of on every request.
    build,
    mode,
    getLoadContext(_req, res: ExpressResponse) {
      const context = new RouterContextProvider();
      context.set(renderContext, inputs);
      context.set(requestContext, res.locals.requestInfo as RequestInfo);
      return context;
    },
  });
  const renderForRequest: RequestHandler = (req, res, next) => {
    setHttpRoute(res, routeOf(req.path));
    res.once("finish", () => {
      if (String(res.getHeader("Content-Type")).startsWith("text/html")) countPageDocument("rendered");
    });
    return handler(req, res, next);
  };
  return renderForRequest;
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

/** Every page's route pattern, worked out once: only a path that is no page is matched per request. */
const pagePatterns = new Map([...pagePaths].map((path) => [path, routePattern(path)]));

export function routeOf(path: string): string {
  return pagePatterns.get(path) ?? routePattern(path);
}
