import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStoreUnavailable } from "../../db/store-unavailable.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../support/database.ts";
import { freePort } from "../support/ports.ts";

/**
 * The view store's failures, each produced for real on PostgreSQL: only the store's own
 * unavailability (timeouts, refused or lost connections, the pool exhausted) is one; how the view
 * API answers each kind is in database-down.test.ts.
 */

let database: IsolatedDatabase;

beforeAll(async () => {
  database = await createIsolatedDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** What the real driver throws for `statement` on a connection of its own with `config`. */
async function errorOf(statement: string, config: pg.ClientConfig = {}): Promise<unknown> {
  const client = new pg.Client({ connectionString: database.databaseUrl, ...config });
  await client.connect();
  const error = await client.query(statement).catch((error: unknown) => error);
  await client.end();
  return error;
}

describe("the store's own unavailability, from the real driver", () => {
  it("a refused connection", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 2000 });
    const error = await pool.query("select 1").catch((error: unknown) => error);
    await pool.end();
    expect(isStoreUnavailable(error), String(error)).toBe(true);
  });

  it("the pool exhausted: no connection free within its timeout", async () => {
    // The timeout also bounds opening the held connection, so it leaves room for a busy machine.
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1, connectionTimeoutMillis: 2000 });
    const held = await pool.connect();
    const error = await pool.query("select 1").catch((error: unknown) => error);
    held.release();
    await pool.end();
    expect((error as Error).message).toBe("timeout exceeded when trying to connect");
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it("a statement timeout", async () => {
    const error = await errorOf("select pg_sleep(1)", { statement_timeout: 50 });
    expect((error as { code?: string }).code).toBe("57014");
    expect(isStoreUnavailable(error)).toBe(true);
  });

  it("a connection the server terminated", async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    client.on("error", () => {});
    await client.connect();
    const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
    const error = await client.query("select 1").catch((error: unknown) => error);
    await client.end().catch(() => {});
    expect(isStoreUnavailable(error), String(error)).toBe(true);
  });

  it("but not a query the schema does not answer, or bad SQL", async () => {
    const missing = await errorOf("select * from no_such_table");
    const syntax = await errorOf("selec 1");
    expect((missing as { code?: string }).code).toBe("42P01");
    expect(isStoreUnavailable(missing)).toBe(false);
    expect((syntax as { code?: string }).code).toBe("42601");
    expect(isStoreUnavailable(syntax)).toBe(false);
  });
});
