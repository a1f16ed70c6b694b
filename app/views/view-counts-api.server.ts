import type { DatabaseHandle } from "../../db/connect.ts";
import { readAllViews, readViews } from "../../db/post-views.ts";
import { databaseBudgetMs, withTimeout } from "../../db/timeout.ts";
import { type PostMeta, posts } from "../content/posts.ts";

export async function currentViews(database: DatabaseHandle, post: PostMeta): Promise<number> {
  const stored = await withTimeout(readViews(database.db, post.slug), databaseBudgetMs);
  return stored ?? post.initialViews;
}

export async function allViews(database: DatabaseHandle): Promise<Record<string, number>> {
  const stored = await withTimeout(readAllViews(database.db), databaseBudgetMs);
  return Object.fromEntries(posts.map((post) => [post.slug, stored.get(post.slug) ?? post.initialViews]));
}
