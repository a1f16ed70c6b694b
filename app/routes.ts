import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageList, type SitePage } from "./content/site-pages.ts";

const modulesUsedTwice = new Set(pageList.map((page) => page.module).filter((module, at, all) => all.indexOf(module) !== at));

/** A registry page's route; a module that renders several pages needs its own route id per page. */
function pageRoute(page: SitePage) {
  const options = modulesUsedTwice.has(page.module) ? { id: `${page.module.replace(/\.tsx$/, "")}${page.path}` } : {};
  return page.path === "/" ? index(page.module, options) : route(page.path.slice(1), page.module, options);
}

/** The pages of the registry (app/content/site-pages.ts), then posts, feeds and the API; any other path is the not-found page. */
export default [
  ...pageList.map(pageRoute),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("api/blog/views", "routes/api.blog.views.ts"),
  route("api/blog/:slug", "routes/api.blog.$slug.ts"),
  route("api/blog/:slug/view", "routes/api.blog.$slug.view.ts"),
  route("api/csp-reports", "routes/api.csp-reports.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
