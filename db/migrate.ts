import { connectDatabase, isPostgresUrl } from "./connect.ts";
import { migrateToLatest } from "./migrator.ts";

/**
 * `npm run db:migrate`: brings the PostgreSQL database in DATABASE_URL to the latest schema. It
 * needs nothing else; the embedded database migrates itself when the server starts.
 */
const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl || !isPostgresUrl(databaseUrl)) {
  console.error("DATABASE_URL must be a postgres:// or postgresql:// connection string");
  process.exit(1);
}

const database = await connectDatabase({ databaseUrl, dataDir: "", timeoutMs: 10_000 });
try {
  const results = await migrateToLatest(database.db);
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  console.log(results.length === 0 ? "already up to date" : "migrated");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
