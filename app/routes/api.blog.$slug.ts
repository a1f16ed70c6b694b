import { findPost } from "../content/posts.ts";
import { json, methodNotAllowed, notFound } from "../server/api/responses.server.ts";
import { currentViews, withViewStore } from "../server/api/view-counts.server.ts";
import type { Route } from "./+types/api.blog.$slug";

export function loader({ request, params, context }: Route.LoaderArgs) {
  // React Router hands OPTIONS to the loader; it gets the list of methods, not the data.
  if (request.method === "OPTIONS") return methodNotAllowed(request, ["GET", "HEAD"]);
  const post = findPost(params.slug);
  if (!post) return notFound("There is no blog post with that slug.");
  return withViewStore(context, async (services) => json({ slug: post.slug, views: await currentViews(services, post) }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET", "HEAD"]);
}
