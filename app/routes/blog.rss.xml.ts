import { renderContext } from "../server/pages/context.server.ts";
import { rssFeed } from "../server/pages/feeds.server.ts";
import type { Route } from "./+types/blog.rss.xml";

export function loader({ context }: Route.LoaderArgs) {
  return rssFeed(context.get(renderContext).publicConfig.siteUrl);
}
