import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The site's routes. Pages of the spec's route table that are not built yet fall through to the
 * not-found page: /blog, /blog/:slug and the four event pages.
 */
export default [
  index("routes/home.tsx"),
  route("axe-throwing-prices", "routes/prices.tsx"),
  route("api/blog/views", "routes/api.blog.views.ts"),
  route("api/blog/:slug", "routes/api.blog.$slug.ts"),
  route("api/blog/:slug/view", "routes/api.blog.$slug.view.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
