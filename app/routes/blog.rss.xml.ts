import { servicesContext } from "../server/context.ts";
import { rssFeed } from "../server/feeds.ts";
import type { Route } from "./+types/blog.rss.xml";

export function loader({ context }: Route.LoaderArgs) {
  return rssFeed(context.get(servicesContext).publicConfig.siteUrl);
}
