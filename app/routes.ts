import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { eventPages } from "./content/events.ts";

/** The site's routes; any other path is the not-found page. */
export default [
  index("routes/home.tsx"),
  route("axe-throwing-prices", "routes/prices.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  ...eventPages.map(({ path }) => route(path.slice(1), "routes/event.tsx", { id: `routes/event${path}` })),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("api/blog/views", "routes/api.blog.views.ts"),
  route("api/blog/:slug", "routes/api.blog.$slug.ts"),
  route("api/blog/:slug/view", "routes/api.blog.$slug.view.ts"),
  route("api/csp-reports", "routes/api.csp-reports.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
