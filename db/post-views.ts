import { type Kysely, sql } from "kysely";
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

/**
 * Counts one view atomically and returns the new total. The first view starts from the post's
 * initial count, so the number never goes down when the first real view lands.
 */
export async function recordView(db: Kysely<Database>, slug: string, initialViews: number): Promise<number> {
  const row = await db
    .insertInto("post_views")
    .values({ slug, views: initialViews + 1 })
    .onConflict((oc) =>
      oc.column("slug").doUpdateSet({
        views: sql<number>`post_views.views + 1`,
        updated_at: sql<Date>`CURRENT_TIMESTAMP`,
      }),
    )
    .returning("views")
    .executeTakeFirstOrThrow();
  return row.views;
}
