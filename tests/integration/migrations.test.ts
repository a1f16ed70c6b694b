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

it("creates the table the schema types describe", async () => {
  const tables = await handle.db.introspection.getTables();
  const postViews = tables.find((table) => table.name === "post_views");
  // Each engine spells the same declared types its own way.
  const columns = Object.fromEntries(
    (postViews?.columns ?? []).map((column) => [column.name, { ...column, dataType: column.dataType.toLowerCase() }]),
  );
  expect(Object.keys(columns).sort()).toEqual(["slug", "updated_at", "views"]);
  const integer = handle.kind === "postgres" ? "int4" : "integer";
  expect(columns.slug).toMatchObject({ dataType: "text", isNullable: false });
  expect(columns.views).toMatchObject({ dataType: integer, isNullable: false, hasDefaultValue: true });
  expect(columns.updated_at).toMatchObject({ dataType: "timestamptz", isNullable: false, hasDefaultValue: true });
});

it("refuses negative counts and duplicate slugs", async () => {
  await handle.db.insertInto("post_views").values({ slug: "a", views: 1 }).execute();
  await expect(handle.db.insertInto("post_views").values({ slug: "b", views: -1 }).execute()).rejects.toThrow();
  await expect(handle.db.insertInto("post_views").values({ slug: "a", views: 2 }).execute()).rejects.toThrow();
});
