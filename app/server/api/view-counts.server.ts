import type { RouterContextProvider } from "react-router";
import { readAllViews, readViews, recordView } from "../../../db/post-views.ts";
import { withTimeout } from "../../../db/timeout.ts";
import { type PostMeta, posts } from "../../content/posts.ts";
import { requestContext, servicesContext } from "../context.server.ts";
import type { AppServices } from "../services.server.ts";
import { serviceUnavailable } from "./responses.server.ts";

/** The API answers within its 2 s promise even when the database hangs. */
const databaseBudgetMs = 1500;

export async function currentViews(services: AppServices, post: PostMeta): Promise<number> {
  const stored = await withTimeout(readViews(services.database.db, post.slug), databaseBudgetMs);
  return stored ?? post.initialViews;
}

export async function countView(services: AppServices, post: PostMeta): Promise<number> {
  return withTimeout(recordView(services.database.db, post.slug, post.initialViews), databaseBudgetMs);
}

export async function allViews(services: AppServices): Promise<Record<string, number>> {
  const stored = await withTimeout(readAllViews(services.database.db), databaseBudgetMs);
  return Object.fromEntries(posts.map((post) => [post.slug, stored.get(post.slug) ?? post.initialViews]));
}

/** Runs a view-store call, turning database failures and timeouts into a 503 the client can retry. */
export async function withViewStore(
  context: Readonly<RouterContextProvider>,
  work: (services: AppServices) => Promise<Response>,
): Promise<Response> {
  try {
    return await work(context.get(servicesContext));
  } catch (error) {
    context.get(requestContext).log.warn({ err: error }, "view-count store unavailable");
    return serviceUnavailable();
  }
}
