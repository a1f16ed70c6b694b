import { feedResponse } from "../lib/feeds.ts";
import { renderContext } from "../lib/render-context.ts";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(renderContext).publicConfig;
  return feedResponse(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`, "text/plain; charset=utf-8");
}
