import express, { type ErrorRequestHandler, type Router } from "express";
import type { DatabaseHandle } from "../../../db/connect.ts";
import { cspReportRoutes } from "./csp-reports.server.ts";
import { ApiError, type ApiErrorStatus, apiErrorCodes, sendApiError } from "./errors.server.ts";
import { viewRoutes } from "./views.server.ts";

export const apiPrefix = "/api";

/**
 * The JSON API, mounted at /api before the pages: each endpoint owns its methods, any other path
 * under /api is a JSON 404, and every error leaves in the API's one shape.
 */
export function apiRouter({ database, siteUrl }: { database: DatabaseHandle; siteUrl: string }): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  viewRoutes(router, database, siteUrl);
  cspReportRoutes(router);
  router.use((_req, _res, next) => next(new ApiError(404, "No API endpoint at this path.")));
  router.use(apiErrors);
  return router;
}

/** ApiErrors and express.json's own (413, 400, 415 for a charset) in the API's shape; anything else is a 500 for the app. */
const apiErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof ApiError) return sendApiError(res, error.status, error.message, error.headers);
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
