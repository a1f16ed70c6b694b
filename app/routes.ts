import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageList, type SitePage, sharedModuleRouteId } from "./content/site-pages.ts";

const modulesUsedTwice = new Set(pageList.map((page) => page.module).filter((module, at, all) => all.indexOf(module) !== at));

/** A registry page's route; a module that renders several pages needs its own route id per page. */
function pageRoute(page: SitePage) {
  const options = modulesUsedTwice.has(page.module) ? { id: sharedModuleRouteId(page) } : {};
  return page.path === "/" ? index(page.module, options) : route(page.path.slice(1), page.module, options);
}

/** The pages of the registry (app/content/site-pages.ts), then posts and feeds; any other path is the not-found page. The API is an Express router (app/server/api/). */
export default [
  ...pageList.map(pageRoute),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
