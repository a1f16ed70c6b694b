import type { Kysely } from "kysely";
import { Migrator, type MigrationResult } from "kysely/migration";
import { migrations } from "./migrations/index.ts";

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
