import { json, methodNotAllowed } from "../server/api/responses.server.ts";
import { allViews, withViewStore } from "../server/api/view-counts.server.ts";
import type { Route } from "./+types/api.blog.views";

export function loader({ request, context }: Route.LoaderArgs) {
  // React Router hands OPTIONS to the loader; it gets the list of methods, not the data.
  if (request.method === "OPTIONS") return methodNotAllowed(request, ["GET", "HEAD"]);
  return withViewStore(context, async (services) => json({ views: await allViews(services) }));
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET", "HEAD"]);
}
