import type { Kysely } from "kysely";

/**
 * The page-view ids counted recently, so a repeated id (a retry) is never counted twice. Kept for
 * a short while only (see app/server/view-counts.server.ts), pruned by age: hence the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("view_ids")
    .addColumn("id", "text", (col) => col.primaryKey().notNull())
    .addColumn("slug", "text", (col) => col.notNull())
    // Milliseconds since the epoch: one integer both engines compare the same way.
    .addColumn("seen_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("view_ids_seen_at").on("view_ids").column("seen_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("view_ids").execute();
}
