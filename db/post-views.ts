import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** Stored count for one slug, or undefined when nobody has viewed it yet. */
export async function readViews(db: Kysely<Database>, slug: string): Promise<number | undefined> {
  const row = await db.selectFrom("post_views").select("views").where("slug", "=", slug).executeTakeFirst();
  return row?.views;
}

export async function readAllViews(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom("post_views").select(["slug", "views"]).execute();
  return new Map(rows.map((row) => [row.slug, row.views]));
}

/** One opening of an article, under the id its page gave it. */
export interface PageView {
  id: string;
  slug: string;
  /** Where the post's count starts before its first stored view. */
  initialViews: number;
}

/** What the database says about one page view of a batch. */
export interface ViewTally {
  /** The total this view brought its post to; for a repeated id, the post's total. */
  views: number;
  /** The id is counted for this post, by this batch or by an earlier request with the same id. */
  counted: boolean;
  /** The id was seen before (a retry, or an id of another post): this request added nothing. */
  repeated: boolean;
}

/**
 * Counts a batch of page views in the caller's transaction, each id at most once: the ids are
 * recorded (a repeated one is left as it is), then every post of the batch gets its increment in
 * one statement; the first view of a post starts from its initial count. Rows are written in one
 * order (ids, then slugs, each sorted), so batches of several processes wait for each other rather
 * than deadlock. Answers each view of `views`, in order.
 */
export async function recordViews(trx: Transaction<Database>, views: readonly PageView[], seenAt: number): Promise<ViewTally[]> {
  const firstById = new Map<string, PageView>();
  for (const view of views) if (!firstById.has(view.id)) firstById.set(view.id, view);
  const ids = [...firstById.keys()].sort();
  const inserted = await trx
    .insertInto("view_ids")
    .values(ids.map((id) => ({ id, slug: (firstById.get(id) as PageView).slug, seen_at: seenAt })))
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .execute();
  const fresh = new Set(inserted.map((row) => row.id));
  const repeated = ids.filter((id) => !fresh.has(id));
  const earlier =
    repeated.length === 0 ? [] : await trx.selectFrom("view_ids").select(["id", "slug"]).where("id", "in", repeated).execute();
  const earlierSlugs = new Map(earlier.map((row) => [row.id, row.slug]));

  // Each post's new ids, numbered in the order they arrived, and where its count starts.
  const posts = new Map<string, { initialViews: number; fresh: number }>();
  const numbers = new Map<PageView, number>();
  for (const view of views) {
    const post = posts.get(view.slug) ?? { initialViews: view.initialViews, fresh: 0 };
    if (fresh.has(view.id) && firstById.get(view.id) === view) numbers.set(view, ++post.fresh);
    posts.set(view.slug, post);
  }
  const slugs = [...posts.keys()].sort();
  const increments = slugs.map((slug) => sql`WHEN ${slug} THEN CAST(${posts.get(slug)?.fresh} AS integer)`);
  const totals = await trx
    .insertInto("post_views")
    .values(slugs.map((slug) => ({ slug, views: (posts.get(slug)?.initialViews ?? 0) + (posts.get(slug)?.fresh ?? 0) })))
    .onConflict((oc) =>
      oc.column("slug").doUpdateSet({
        // A post's first row starts from its initial count; a stored row adds the batch's increment.
        views: sql<number>`post_views.views + CASE excluded.slug ${sql.join(increments, sql` `)} END`,
        updated_at: sql<Date>`CURRENT_TIMESTAMP`,
      }),
    )
    .returning(["slug", "views"])
    .execute();
  const totalOf = new Map(totals.map((row) => [row.slug, row.views]));

  return views.map((view) => {
    const total = totalOf.get(view.slug) as number;
    const number = numbers.get(view);
    if (number !== undefined) return { views: total - (posts.get(view.slug)?.fresh ?? 0) + number, counted: true, repeated: false };
    // A repeated id: counted only where it was counted first.
    const recordedSlug = fresh.has(view.id) ? firstById.get(view.id)?.slug : earlierSlugs.get(view.id);
    return { views: total, counted: recordedSlug === view.slug, repeated: true };
  });
}

/** Forgets up to `limit` ids recorded before `seenBefore`; answers how many it removed. */
export async function forgetViewIds(db: Kysely<Database>, seenBefore: number, limit: number): Promise<number> {
  const oldest = db.selectFrom("view_ids").select("id").where("seen_at", "<", seenBefore).limit(limit);
  const result = await db.deleteFrom("view_ids").where("id", "in", oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
