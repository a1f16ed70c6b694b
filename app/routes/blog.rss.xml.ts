import { renderContext } from "../server/context.server.ts";
import { rssFeed } from "../server/feeds.server.ts";
import type { Route } from "./+types/blog.rss.xml";

export function loader({ context }: Route.LoaderArgs) {
  return rssFeed(context.get(renderContext).publicConfig.siteUrl);
}
