import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "./database.ts";
import { FlakyTcpProxy } from "./tcp-proxy.ts";

/**
 * A PostgreSQL wire-protocol endpoint for tests that need one (the database going away under the
 * server) even when no PostgreSQL server was given: then PGlite, served over TCP by pglite-socket.
 */
export interface PgEndpoint {
  host: string;
  port: number;
  url(host: string, port: number): string;
  close(): Promise<void>;
}

async function startPgEndpoint(): Promise<PgEndpoint> {
  const isolated: IsolatedDatabase = await createIsolatedDatabase({ migrated: false });
  if (isolated.databaseUrl) {
    const parsed = new URL(isolated.databaseUrl);
    return {
      host: parsed.hostname,
      port: Number(parsed.port || 5432),
      url: (host, port) => Object.assign(new URL(parsed.href), { hostname: host, port: String(port) }).href,
      close: () => isolated.drop(),
    };
  }

  await isolated.drop();
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const dataDir = await mkdtemp(join(tmpdir(), "ironbark-pglite-socket-"));
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 20 });
  await server.start();
  const port = Number(server.getServerConn().split(":").pop());
  return {
    host: "127.0.0.1",
    port,
    url: (host, p) => `postgres://postgres@${host}:${p}/postgres`,
    async close() {
      await server.stop();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A migrated database that the server reaches only through a proxy the test can break: give the
 * server `databaseUrl`, break and mend `proxy`, close `endpoint` at the end.
 */
export async function migratedDatabaseBehindProxy(): Promise<{ endpoint: PgEndpoint; proxy: FlakyTcpProxy; databaseUrl: string }> {
  const endpoint = await startPgEndpoint();
  const direct = await connectDatabase({ databaseUrl: endpoint.url(endpoint.host, endpoint.port), dataDir: "" });
  await migrateToLatest(direct.db);
  await direct.close();
  const proxy = new FlakyTcpProxy(endpoint.host, endpoint.port);
  await proxy.up();
  return { endpoint, proxy, databaseUrl: endpoint.url("127.0.0.1", proxy.port) };
}
