import type { Kysely } from "kysely";
import { type MigrationResult, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the schema exists, so the database is untyped here
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    throw new Error(`Database migration failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return results;
}
