import type { DatabaseHandle } from "../../../db/connect.ts";
import { readAllViews, readViews, recordView } from "../../../db/post-views.ts";
import { DatabaseTimeoutError, withTimeout } from "../../../db/timeout.ts";
import { type PostMeta, posts } from "../../content/posts.ts";

/** The API answers within its 2 s promise even when the database hangs. */
const databaseBudgetMs = 1500;
/** Once a commit is on its way, its outcome decides the answer, for this much longer at most. */
const commitGraceMs = 400;

export async function currentViews(database: DatabaseHandle, post: PostMeta): Promise<number> {
  const stored = await withTimeout(readViews(database.db, post.slug), databaseBudgetMs);
  return stored ?? post.initialViews;
}

/**
 * Counts a view within the time budget. A 503 must mean "not counted": an increment that returns
 * after the budget is rolled back, one that never returns is never committed. Only a commit sent
 * in time can outlive the budget, and then its own result decides; if even that does not come,
 * the commit is on its way and the view is reported counted.
 */
export async function countView(database: DatabaseHandle, post: PostMeta): Promise<number> {
  const deadline = performance.now() + databaseBudgetMs;
  let committing: number | undefined;
  const work = recordView(database.db, post.slug, post.initialViews, {
    stillWanted: () => performance.now() < deadline,
    onCommit: (views) => {
      committing = views;
    },
  });
  work.catch(() => {});
  try {
    return await withTimeout(work, databaseBudgetMs);
  } catch (error) {
    if (!(error instanceof DatabaseTimeoutError) || committing === undefined) throw error;
    return await withTimeout(work, commitGraceMs).catch((late: unknown) => {
      if (late instanceof DatabaseTimeoutError && committing !== undefined) return committing;
      throw late;
    });
  }
}

export async function allViews(database: DatabaseHandle): Promise<Record<string, number>> {
  const stored = await withTimeout(readAllViews(database.db), databaseBudgetMs);
  return Object.fromEntries(posts.map((post) => [post.slug, stored.get(post.slug) ?? post.initialViews]));
}
