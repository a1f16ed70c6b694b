import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { nodeSqliteDialect } from "./sqlite-dialect.ts";
import { databaseBudgetMs, withTimeout } from "./timeout.ts";

export type DatabaseKind = "postgres" | "sqlite";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves true when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** The connection pool right now (PostgreSQL); the embedded database has none. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one, an embedded SQLite database in `dataDir` is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  /** Upper bound for connecting and for each statement, so callers can answer within their own budget. */
  timeoutMs?: number;
  onPoolError?: (error: Error) => void;
  /** The most connections the pool opens (DATABASE_POOL_MAX); 10 unless told. */
  poolMax?: number;
}

export interface PoolStats {
  idle: number;
  used: number;
  /** Queries waiting for a connection. */
  pending: number;
  max: number;
}

/** The connection strings the server and the migration accept. */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\/.+/.test(value);
}

// COUNT and BIGINT arrive as strings by default; every number we read fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const timeoutMs = options.timeoutMs ?? databaseBudgetMs;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
      // A transaction given up on (see app/server/view-counts.server.ts) must not hold its row locks for long.
      idle_in_transaction_session_timeout: 5000,
      idleTimeoutMillis: 30_000,
      application_name: "ironbark-site",
    });
    // A client losing its server emits "error" on the pool when idle and on the client when checked
    // out; without listeners on both the process would crash. The failed query still rejects.
    const reportLostConnection = (error: Error) => options.onPoolError?.(error);
    pool.on("error", reportLostConnection);
    pool.on("connect", (client) => client.on("error", reportLostConnection));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return handle(db, "postgres", () => ({
      idle: pool.idleCount,
      used: pool.totalCount - pool.idleCount,
      pending: pool.waitingCount,
      max: pool.options.max,
    }));
  }

  const database = new DatabaseSync(embeddedLocation(options.dataDir), { timeout: timeoutMs });
  // Readers never wait for the writer, and a crash mid-write leaves the last committed count.
  database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
  const db = new Kysely<Database>({ dialect: nodeSqliteDialect(database) });
  return handle(db, "sqlite", () => undefined);
}

/** The embedded database's file in `dataDir`, or `:memory:`. */
export function embeddedLocation(dataDir: string): string {
  if (dataDir.startsWith("memory://")) return ":memory:";
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, "ironbark.sqlite");
}

function handle(db: Kysely<Database>, kind: DatabaseKind, poolStats: () => PoolStats | undefined): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    poolStats,
    async ping(timeoutMs = 1000) {
      try {
        await withTimeout(sql`select 1`.execute(db), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
