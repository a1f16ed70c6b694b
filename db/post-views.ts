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

/** The increment came back after its caller gave up on it; it is rolled back, not counted. */
export class ViewAbandonedError extends Error {
  constructor() {
    super("The view was no longer wanted when the database answered; rolled back");
    this.name = "ViewAbandonedError";
  }
}

export interface RecordViewOptions {
  /** Asked when the increment returns: false rolls it back instead of committing it. */
  stillWanted?: () => boolean;
  /** Called with the new total just before the commit is sent. */
  onCommit?: (views: number) => void;
}

/**
 * Counts one view atomically and returns the new total. The first view starts from the post's
 * initial count, so the number never goes down when the first real view lands. It runs in a
 * transaction that commits only if the caller still wants it, so a caller that answered "not
 * counted" can never be made wrong by a statement that reached the database late.
 */
export async function recordView(
  db: Kysely<Database>,
  slug: string,
  initialViews: number,
  { stillWanted = () => true, onCommit }: RecordViewOptions = {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
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
    if (!stillWanted()) throw new ViewAbandonedError();
    onCommit?.(row.views);
    return row.views;
  });
}
