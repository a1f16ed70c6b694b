import * as build from "virtual:react-router/server-build";
import { createRequestHandler, type RequestHandler } from "@react-router/express";
import type { Response as ExpressResponse } from "express";
import { RouterContextProvider } from "react-router";
import { type RenderInputs, type RequestInfo, renderContext, requestContext } from "../../lib/render-context.ts";
import { countPageDocument, setHttpRoute } from "../observability/metrics.server.ts";

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

/**
 * The metrics' http_route: the pattern of the route that answers a path ("/faq", "/blog/:slug", and
 * "/*" for the not-found page), a fixed set whatever paths come. The routes are one flat list under
 * the root (app/routes.ts), so a fixed path is its own pattern and a pattern with a parameter
 * matches one segment for it.
 */
const patterns = Object.values(build.routes).flatMap((route) =>
  route?.index ? ["/"] : route?.path && route.path !== "*" ? [`/${route.path}`] : [],
);
const fixedPatterns = new Set(patterns.filter((pattern) => !pattern.includes(":")));
const parameterPatterns = patterns
  .filter((pattern) => pattern.includes(":"))
  .map((pattern) => ({ pattern, shape: new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`) }));

export function routeOf(path: string): string {
  if (fixedPatterns.has(path)) return path;
  return parameterPatterns.find(({ shape }) => shape.test(path))?.pattern ?? "/*";
}
