import express, { type ErrorRequestHandler, type Router } from "express";
import { viewEndpoints } from "../../views/views-api.server.ts";
import { cachePolicy } from "../http/cache-policy.server.ts";
import type { AppServices } from "../lifecycle/services.server.ts";
import { setHttpRoute } from "../observability/metrics.server.ts";
import { cspReportEndpoints } from "./csp-reports.server.ts";
import { ApiError, type ApiErrorStatus, apiErrorCodes, apiPrefix, sendApiError } from "./errors.server.ts";

/**
 * The JSON API, mounted at /api before the pages, and the one place that knows which methods each
 * path takes: OPTIONS gets the list, any other method 405 with exactly those in `Allow`. Any other
 * path under /api is a JSON 404, and every error leaves in the API's one shape.
 */
export function apiRouter(services: AppServices): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  for (const [path, methods] of Object.entries({ ...viewEndpoints(services), ...cspReportEndpoints() })) {
    const allow = Object.keys(methods)
      .flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]))
      .join(", ");
    const route = router.route(path);
    // The metrics' http_route: the endpoint's pattern, never the path asked for.
    route.all((_req, res, next) => {
      setHttpRoute(res, `${apiPrefix}${path}`);
      next();
    });
    if (methods.GET) route.get(...methods.GET);
    if (methods.POST) route.post(...methods.POST);
    route.all((req, res) => {
      if (req.method !== "OPTIONS")
        return sendApiError(res, 405, `${req.method} is not allowed here; use ${allow}.`, { headers: { Allow: allow } });
      res.status(204).set({ Allow: allow, "Cache-Control": cachePolicy.noStore }).end();
    });
  }
  router.use((_req, res, next) => {
    setHttpRoute(res, `${apiPrefix}/*`);
    next(new ApiError(404, "No API endpoint at this path."));
  });
  router.use(apiErrors);
  return router;
}

/**
 * ApiErrors and express.json's own (413, 400, 415 for a charset) in the API's shape; anything else
 * is a 500 for the app. A body over the limit, or a refusal before the whole body has arrived,
 * closes the connection after the answer: nothing more of that body is read.
 */
const apiErrors: ErrorRequestHandler = (error, req, res, next) => {
  if (!req.complete || (error as { status?: number }).status === 413) res.set("Connection", "close");
  if (error instanceof ApiError) return sendApiError(res, error.status, error.message, error);
  const status = (error as { status?: number; type?: string }).status;
  if (status !== undefined && status in apiErrorCodes && status < 500) {
    return sendApiError(res, status as ApiErrorStatus, bodyErrorMessage(error as { type?: string; limit?: number }));
  }
  next(error);
};

function bodyErrorMessage({ type, limit }: { type?: string; limit?: number }): string {
  if (type === "entity.too.large") return `The request body must be at most ${limit} bytes.`;
  if (type === "entity.parse.failed") return "The request body is not valid JSON.";
  return "The request body cannot be read.";
}
