import { DatabaseTimeoutError } from "./timeout.ts";

/**
 * Node's codes for a database that cannot be reached or went away: refused, reset, timed out, no
 * route, no such host (a DNS failure is the store's address being unavailable too).
 */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for the server being unavailable: class 08 (connection exception), class
 * 53 (insufficient resources: too many connections, out of memory, disk full), shutting down or
 * starting up (57P01-57P03), and its own timeouts (57014 statement_timeout, 25P03
 * idle_in_transaction_session_timeout).
 */
function unavailableSqlState(code: string): boolean {
  return /^(08|53)[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "57014", "25P03"].includes(code);
}

/**
 * What node-postgres and its pool say, without a code, when a connection cannot be had or was lost:
 * the pool exhausted (no connection free within connectionTimeoutMillis), a connect timeout, a
 * server that closed the connection, a query that outlived query_timeout, a pool being shut down.
 */
const driverMessages = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated( unexpectedly| due to connection timeout)?$/i,
  /^Query read timeout$/i,
  /is not queryable$/i,
  /^Cannot use a pool after calling end on the pool$/i,
];

/** SQLite's busy and locked result codes: another writer held the database past the timeout. */
const sqliteBusyCodes = new Set([5, 6]);

/**
 * Whether an error is the store's own unavailability: a timeout, a refused or lost connection, the
 * pool exhausted, the server shutting down or out of resources. The caller answers those with a
 * retryable 503; any other error (a programming error, a constraint, bad SQL) is a bug, a 500.
 * Looks through `cause` and AggregateError's `errors` (a connection tried on several addresses).
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof DatabaseTimeoutError) return true;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (typeof code === "string" && (networkCodes.has(code) || unavailableSqlState(code))) return true;
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number" && sqliteBusyCodes.has(errcode)) return true;
  if (code === undefined && driverMessages.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isStoreUnavailable(inner, depth + 1))) return true;
  return isStoreUnavailable(error.cause, depth + 1);
}
