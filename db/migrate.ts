import { loadConfigOrExit } from "../app/server/config.ts";
import { connectDatabase } from "./connect.ts";
import { migrateToLatest } from "./migrator.ts";

/** `npm run db:migrate`: brings DATABASE_URL (or the embedded database in DATA_DIR) to the latest schema. */
const config = loadConfigOrExit();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeoutMs: 10_000 });
try {
  const results = await migrateToLatest(database.db);
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  console.log(results.length === 0 ? `${database.kind}: already up to date` : `${database.kind}: migrated`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
