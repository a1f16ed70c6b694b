import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The site's routes. Pages of the spec's route table that are not built yet fall through to the
 * not-found page: / (home), /axe-throwing-prices, /blog, /blog/:slug and the four event pages.
 */
export default [
  // Until the home page is built, "/" answers like any other unbuilt page.
  index("routes/not-found.tsx", { id: "routes/home-not-built" }),
  route("api/blog/views", "routes/api.blog.views.ts"),
  route("api/blog/:slug", "routes/api.blog.$slug.ts"),
  route("api/blog/:slug/view", "routes/api.blog.$slug.view.ts"),
  route("api/*", "routes/api.not-found.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
