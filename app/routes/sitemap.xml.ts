import { renderContext } from "../server/pages/context.server.ts";
import { sitemap } from "../server/pages/feeds.server.ts";
import type { Route } from "./+types/sitemap.xml";

export function loader({ context }: Route.LoaderArgs) {
  return sitemap(context.get(renderContext).publicConfig.siteUrl);
}
