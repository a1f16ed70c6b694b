import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import type autocannon from "autocannon";
import pg from "pg";
import { loadConfig } from "../../app/server/config.server.ts";

/** Where a server under the bench keeps its counts. */
export type ViewDatabase = { kind: "PostgreSQL"; url: string } | { kind: "embedded"; file: string };

export interface ViewPosts<Row> {
  database: ViewDatabase["kind"];
  row: Row;
  seconds: number;
  /** Views the database recorded during the run. */
  views: number;
  /** Transactions that wrote them: each batch records its ids with one time. */
  batches: number;
  /** PostgreSQL's count of committed transactions on the database during the run (pg_stat_database). */
  transactions: number | undefined;
}

export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/** A view POST as a browser sends it: one page view, with an id of its own, each time. */
export function viewPostRequest(origin: string): autocannon.Options {
  return {
    url: `${origin}/api/blog/south-austin-playbook/view`,
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ id: randomUUID() }) }) }],
  };
}

/**
 * View POSTs as browsers send them, each a page view with an id of its own, measured by `measure`;
 * then what the database did for them.
 */
export async function measureViewPosts<Row>(
  origin: string,
  database: ViewDatabase,
  seconds: number,
  measure: (name: string, options: autocannon.Options) => Promise<Row>,
): Promise<ViewPosts<Row>> {
  const committedBefore = database.kind === "PostgreSQL" ? await committedTransactions(database.url) : 0;
  const startedAt = Date.now();
  const row = await measure(`origin POST /api/blog/{slug}/view (${database.kind})`, { ...viewPostRequest(origin), duration: seconds });
  const transactions = database.kind === "PostgreSQL" ? (await settledCommittedTransactions(database.url)) - committedBefore : undefined;
  return { database: database.kind, row, seconds, transactions, ...(await recordedSince(database, startedAt)) };
}

/** The view figures next to the edge cache HIT of the same run. */
export function describeViewPosts(runs: ViewPosts<{ requestsPerSecond: number; p99: number }>[], hitRequestsPerSecond: number): string {
  const windowMs = loadConfig({ VIEW_BATCH_MS: process.env.VIEW_BATCH_MS }).viewBatchMs;
  const lines = runs.map(({ database, row, seconds, views, batches, transactions }) => {
    const rate = `${Math.round(row.requestsPerSecond)} view POSTs/s (${(row.requestsPerSecond / hitRequestsPerSecond).toFixed(3)} of the edge HIT), p99 ${row.p99} ms`;
    const writes = `${views} views in ${batches} batches (${(views / Math.max(batches, 1)).toFixed(1)} each, ${(batches / seconds).toFixed(0)} batches/s; the window allows ${Math.floor(1000 / Math.max(windowMs, 1))})`;
    const committed =
      transactions === undefined
        ? "SQLite keeps no transaction statistics"
        : `pg_stat_database: ${transactions} transactions committed, ${(transactions / Math.max(views, 1)).toFixed(3)} per view`;
    return `${database}: ${rate}; ${writes}; ${committed}`;
  });
  return [`view batch window ${windowMs} ms (VIEW_BATCH_MS)`, ...lines].join("\n");
}

/** Read from the maintenance database, so that reading adds no transaction to the one measured. */
async function committedTransactions(url: string): Promise<number> {
  const maintenance = new URL(url);
  const database = decodeURIComponent(maintenance.pathname.slice(1));
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    const { rows } = await client.query<{ committed: string }>("select xact_commit as committed from pg_stat_database where datname = $1", [
      database,
    ]);
    return Number(rows[0]?.committed);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL server process reports its last counts once it has been idle for 10 s. */
async function settledCommittedTransactions(url: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  return committedTransactions(url);
}

async function recordedSince(database: ViewDatabase, startedAt: number): Promise<{ views: number; batches: number }> {
  const query = "select count(*) as views, count(distinct seen_at) as batches from view_ids where seen_at >= ";
  if (database.kind === "embedded") {
    const sqlite = new DatabaseSync(database.file, { readOnly: true });
    try {
      const row = sqlite.prepare(`${query}?`).get(startedAt) as { views: number; batches: number };
      return { views: Number(row.views), batches: Number(row.batches) };
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ views: string; batches: string }>(`${query}$1`, [startedAt]);
    return { views: Number(rows[0]?.views), batches: Number(rows[0]?.batches) };
  } finally {
    await client.end();
  }
}
