import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrator.ts";

export type TestDatabaseChoice = { kind: "postgres"; source: string; adminUrl: string } | { kind: "embedded"; source: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseChoice;
  }
}

/** A database of its own for one test file: a fresh PostgreSQL database, or a fresh embedded-database folder. */
export interface IsolatedDatabase {
  kind: TestDatabaseChoice["kind"];
  /** Set for PostgreSQL; the server then connects with `pg`. */
  databaseUrl?: string;
  /** Set for the embedded database; the server then opens it here. */
  dataDir?: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function testDatabaseChoice(): TestDatabaseChoice {
  return inject("testDatabase");
}

/**
 * PostgreSQL databases come migrated unless asked otherwise, as `npm run db:migrate` leaves them in
 * production; the server migrates an embedded database itself at start-up.
 */
export async function createIsolatedDatabase({ migrated = true } = {}): Promise<IsolatedDatabase> {
  const choice = testDatabaseChoice();
  if (choice.kind === "embedded") {
    const dataDir = await mkdtemp(join(tmpdir(), "ironbark-embedded-"));
    return {
      kind: "embedded",
      dataDir,
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }

  const name = `ironbark_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(choice.adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(choice.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  if (migrated) {
    const handle = await connectDatabase({ databaseUrl, dataDir: "" });
    await migrateToLatest(handle.db);
    await handle.close();
  }
  return {
    kind: "postgres",
    databaseUrl,
    env: { DATABASE_URL: databaseUrl },
    drop: () => adminQuery(choice.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
