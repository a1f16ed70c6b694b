import type { SitePage } from "../content/site-pages.ts";

/** A page rendered by a module shared with other pages gets a route id of its own: the module and the page's path. */
export function sharedModuleRouteId(page: SitePage): string {
  return `${page.module.replace(/\.tsx$/, "")}${page.path}`;
}
