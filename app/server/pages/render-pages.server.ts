import * as build from "virtual:react-router/server-build";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { posts } from "../../content/posts.ts";
import { pageList, readsQuery, sitePaths } from "../../content/site-pages.ts";
import { type RenderInputs, renderContext, requestContext } from "../../lib/render-context.ts";
import type { Logger } from "../observability/logger.server.ts";

/** Every page's canonical path: the site's fixed pages and one per post. */
export const pagePaths: ReadonlySet<string> = sitePaths(posts.map((post) => post.slug));

/** The pages made into files: all but those that read their query (the planner), rendered for each request. */
export const builtPagePaths: ReadonlySet<string> = new Set(
  [...pagePaths].filter((path) => !pageList.some((page) => page.path === path && readsQuery(page))),
);

/**
 * Renders every page from the render inputs alone, through React Router's own request handler and
 * entry.server, for a GET that carries nothing of any visitor: no cookie, no header, no query. Done
 * by `npm run build`, or once at start-up for another public configuration, never for a request.
 * Each page is rendered whole before its status is decided, so a page with an error anywhere in it
 * is a 500, and fails them all: a deploy never serves half a page.
 */
export async function renderPages(inputs: RenderInputs, log: Logger): Promise<Map<string, Buffer>> {
  const documents = new Map<string, Buffer>();
  for (const path of builtPagePaths) {
    const response = await renderPage(new Request(new URL(path, `${inputs.publicConfig.siteUrl}/`)), inputs, log);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: no page files are made from this render`);
    documents.set(path, Buffer.from(await response.arrayBuffer()));
  }
  return documents;
}

const handler = createRequestHandler(build, "production");

/** One document rendered whole through React Router's request handler and entry.server, as the page files are. */
export function renderPage(request: Request, inputs: RenderInputs, log: Logger): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(renderContext, { ...inputs, whole: true });
  context.set(requestContext, { requestId: `render ${new URL(request.url).pathname}`, log });
  return handler(request, context);
}
