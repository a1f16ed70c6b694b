import { isbot } from "isbot";
import { findPost } from "../content/posts.ts";
import { rejectBadJsonBody } from "../server/api/request-body.server.ts";
import { forbidden, json, methodNotAllowed, notFound } from "../server/api/responses.server.ts";
import { countView, currentViews, withViewStore } from "../server/api/view-counts.server.ts";
import { servicesContext } from "../server/context.server.ts";
import type { Route } from "./+types/api.blog.$slug.view";

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  if (isCrossSite(request, context.get(servicesContext).publicConfig.siteUrl)) {
    return forbidden("Views are counted only from the site's own pages.");
  }
  const badBody = await rejectBadJsonBody(request);
  if (badBody) return badBody;
  const post = findPost(params.slug);
  if (!post) return notFound("There is no blog post with that slug.");

  // Crawlers and scripts see the current number but do not move it.
  const userAgent = request.headers.get("user-agent");
  const counted = Boolean(userAgent) && !isbot(userAgent);
  return withViewStore(context, async (services) => {
    const views = counted ? await countView(services, post) : await currentViews(services, post);
    return json({ success: true, views, counted });
  });
}

/**
 * Another site's page may not count views. Browsers say where a request comes from in
 * Sec-Fetch-Site; older ones only in Origin, which must then be the site's own.
 */
function isCrossSite(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(siteUrl).origin;
}
