import { findPost } from "../content/posts.ts";
import { json, methodNotAllowed, notFound } from "../server/api/responses.server.ts";
import { currentViews, withViewStore } from "../server/api/view-counts.server.ts";
import type { Route } from "./+types/api.blog.$slug";

export function loader({ params, context }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) return notFound("There is no blog post with that slug.");
  return withViewStore(context, async (services) => json({ slug: post.slug, views: await currentViews(services, post) }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET", "HEAD"]);
}
