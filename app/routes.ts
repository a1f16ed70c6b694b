import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageList, type SitePage } from "./content/site-pages.ts";

/** A registry page's route. */
function pageRoute(page: SitePage) {
  return page.path === "/" ? index(page.module) : route(page.path.slice(1), page.module);
}

/** The pages of the registry (app/content/site-pages.ts), then posts and feeds; any other path is the not-found page. The API is an Express router (app/server/api.server.ts). */
export default [
  ...pageList.map(pageRoute),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
