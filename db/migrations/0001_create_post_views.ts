import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("post_views")
    .addColumn("slug", "text", (col) => col.primaryKey().notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0).check(sql`views >= 0`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("post_views").execute();
}
