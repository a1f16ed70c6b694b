import type { Response } from "express";
import { cachePolicy } from "../http/cache-policy.server.ts";

/** Where the JSON API lives: everything under it answers in JSON, errors included. */
export const apiPrefix = "/api";

/**
 * The one code for each status the API (and the request gate, and the edge's own JSON answers in
 * k8s/base/edge.conf.template) can answer with; a client can branch on either.
 */
export const apiErrorCodes = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  503: "unavailable",
} as const;

export type ApiErrorStatus = keyof typeof apiErrorCodes;

/**
 * The one shape of every API error body. An error may add fields of its own beside the three every
 * client can rely on (a view whose outcome is unknown names the id that settles it).
 */
export interface ApiErrorBody {
  error: { status: ApiErrorStatus; code: (typeof apiErrorCodes)[ApiErrorStatus]; message: string; [detail: string]: unknown };
}

export function apiErrorBody(status: ApiErrorStatus, message: string, details: Record<string, string> = {}): ApiErrorBody {
  return { error: { ...details, status, code: apiErrorCodes[status], message } };
}

/** Thrown by API handlers and middleware; the API router's error handler answers it. */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly headers: Record<string, string>;
  /** Fields the error body carries beside status, code and message. */
  readonly details: Record<string, string>;

  constructor(
    status: ApiErrorStatus,
    message: string,
    { headers = {}, details = {} }: { headers?: Record<string, string>; details?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.headers = headers;
    this.details = details;
  }
}

export function sendApiError(
  res: Response,
  status: ApiErrorStatus,
  message: string,
  { headers = {}, details = {} }: { headers?: Record<string, string>; details?: Record<string, string> } = {},
): void {
  res
    .status(status)
    .set({ "Cache-Control": cachePolicy.noStore, ...headers })
    .json(apiErrorBody(status, message, details));
}
