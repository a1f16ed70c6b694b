import { afterAll, beforeAll, expect, it } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../../db/connect.ts";
import { migrations } from "../../db/migrations/index.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../support/database.ts";

let isolated: IsolatedDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  isolated = await createIsolatedDatabase({ migrated: false });
  handle = await connectDatabase({ databaseUrl: isolated.databaseUrl, dataDir: isolated.dataDir ?? "memory://" });
});

afterAll(async () => {
  await handle?.close();
  await isolated?.drop();
});

it("migrates an empty database to the latest schema, and a second run changes nothing", async () => {
  const first = await migrateToLatest(handle.db);
  expect(first.map((result) => [result.migrationName, result.status])).toEqual(Object.keys(migrations).map((name) => [name, "Success"]));
  expect(await migrateToLatest(handle.db)).toEqual([]);
});

/** A table's columns as the engine describes them, with each declared type in lower case. */
async function columnsOf(name: string) {
  const table = (await handle.db.introspection.getTables()).find((candidate) => candidate.name === name);
  return Object.fromEntries((table?.columns ?? []).map((column) => [column.name, { ...column, dataType: column.dataType.toLowerCase() }]));
}

it("creates the tables the schema types describe", async () => {
  // Each engine spells the same declared types its own way.
  const [integer, bigint] = handle.kind === "postgres" ? ["int4", "int8"] : ["integer", "bigint"];
  const postViews = await columnsOf("post_views");
  expect(Object.keys(postViews).sort()).toEqual(["slug", "updated_at", "views"]);
  expect(postViews.slug).toMatchObject({ dataType: "text", isNullable: false });
  expect(postViews.views).toMatchObject({ dataType: integer, isNullable: false, hasDefaultValue: true });
  expect(postViews.updated_at).toMatchObject({ dataType: "timestamptz", isNullable: false, hasDefaultValue: true });

  const viewIds = await columnsOf("view_ids");
  expect(Object.keys(viewIds).sort()).toEqual(["id", "seen_at", "slug"]);
  expect(viewIds.id).toMatchObject({ dataType: "text", isNullable: false });
  expect(viewIds.slug).toMatchObject({ dataType: "text", isNullable: false });
  expect(viewIds.seen_at).toMatchObject({ dataType: bigint, isNullable: false });
});

it("refuses negative counts and duplicate slugs", async () => {
  await handle.db.insertInto("post_views").values({ slug: "a", views: 1 }).execute();
  await expect(handle.db.insertInto("post_views").values({ slug: "b", views: -1 }).execute()).rejects.toThrow();
  await expect(handle.db.insertInto("post_views").values({ slug: "a", views: 2 }).execute()).rejects.toThrow();
});

it("refuses a page-view id recorded twice", async () => {
  const row = { id: "0b3c5a3e-8c1f-4b7e-9a2d-6f4e1c2b3a4d", slug: "a", seen_at: Date.now() };
  await handle.db.insertInto("view_ids").values(row).execute();
  await expect(
    handle.db
      .insertInto("view_ids")
      .values({ ...row, slug: "b" })
      .execute(),
  ).rejects.toThrow();
});
