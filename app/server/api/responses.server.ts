import { cachePolicy } from "../cache-policy.server.ts";

/** The one shape of every API error body. */
export interface ApiErrorBody {
  error: { status: number; code: string; message: string };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", cachePolicy.noStore);
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function apiError(status: number, code: string, message: string, headers?: HeadersInit): Response {
  const body: ApiErrorBody = { error: { status, code, message } };
  return json(body, { status, headers });
}

export function notFound(message: string): Response {
  return apiError(404, "not_found", message);
}

export function forbidden(message: string): Response {
  return apiError(403, "forbidden", message);
}

export function methodNotAllowed(request: Request, allowed: readonly string[]): Response {
  const allow = allowed.join(", ");
  if (request.method === "OPTIONS") {
    return new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": cachePolicy.noStore } });
  }
  return apiError(405, "method_not_allowed", `${request.method} is not allowed here; use ${allow}.`, { Allow: allow });
}

export function serviceUnavailable(): Response {
  return apiError(503, "database_unavailable", "View counts are unavailable right now. Please try again shortly.", {
    "Retry-After": "5",
  });
}
