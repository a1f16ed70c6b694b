import { reportBudget, summarizeCspReports } from "../server/api/csp-reports.server.ts";
import { readJsonBody } from "../server/api/request-body.server.ts";
import { apiError, methodNotAllowed } from "../server/api/responses.server.ts";
import { requestContext } from "../server/context.server.ts";
import type { Route } from "./+types/api.csp-reports";

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

/** Browsers send Content-Security-Policy violations here (report-to, and report-uri for older ones). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  if (!reportBudget.take()) {
    return apiError(429, "rate_limited", "Too many reports; try again later.", { "Retry-After": String(reportBudget.retryAfterSeconds()) });
  }
  const body = await readJsonBody(request, {
    maxBytes: 8192,
    contentType: /^application\/(reports\+json|csp-report)\s*(;|$)/i,
    contentTypeName: "application/reports+json",
  });
  if (!body.ok) return body.response;
  context.get(requestContext).log.warn({ cspReports: summarizeCspReports(body.value) }, "content security policy violation");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
