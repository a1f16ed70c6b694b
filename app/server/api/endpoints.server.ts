import type { RequestHandler, Router } from "express";
import { cachePolicy } from "../cache-policy.server.ts";
import { sendApiError } from "./errors.server.ts";

type Method = "GET" | "POST";

/**
 * Declares one API path with its handlers per method: the one place that knows which methods a
 * path takes. GET also answers HEAD; OPTIONS gets the list; any other method 405 with `Allow`.
 */
export function endpoint(router: Router, path: string, handlers: Partial<Record<Method, RequestHandler[]>>): void {
  const methods = Object.keys(handlers) as Method[];
  const allow = methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
  const route = router.route(path);
  for (const method of methods) {
    const chain = handlers[method] ?? [];
    if (method === "GET") route.get(...chain);
    else route.post(...chain);
  }
  route.all((req, res) => {
    if (req.method === "OPTIONS") {
      res.status(204).set({ Allow: allow, "Cache-Control": cachePolicy.noStore }).end();
      return;
    }
    sendApiError(res, 405, `${req.method} is not allowed here; use ${allow}.`, { Allow: allow });
  });
}
