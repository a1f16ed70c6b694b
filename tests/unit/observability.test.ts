import { describe, expect, it } from "vitest";
import { parseTraceParent } from "../../app/server/http-app.server.ts";
import { isStoreUnavailable } from "../../db/store-unavailable.ts";
import { DatabaseTimeoutError } from "../../db/timeout.ts";

const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
const parentId = "00f067aa0ba902b7";

describe("parseTraceParent", () => {
  it("reads a valid version-00 traceparent", () => {
    expect(parseTraceParent(`00-${traceId}-${parentId}-01`)).toEqual({
      header: `00-${traceId}-${parentId}-01`,
      traceId,
      parentId,
      sampled: true,
    });
    expect(parseTraceParent(`00-${traceId}-${parentId}-00`)?.sampled).toBe(false);
  });

  it("ignores what the specification calls invalid", () => {
    for (const header of [
      undefined,
      "",
      "garbage",
      [`00-${traceId}-${parentId}-01`, `00-${traceId}-${parentId}-01`],
      `ff-${traceId}-${parentId}-01`,
      `00-${traceId}-${parentId}-01-more`,
      `00-${"0".repeat(32)}-${parentId}-01`,
      `00-${traceId}-${"0".repeat(16)}-01`,
      `00-${traceId.toUpperCase()}-${parentId}-01`,
      `00-${traceId.slice(1)}-${parentId}-01`,
      `00-${traceId}-${parentId}-1`,
      `00-${traceId}-${parentId}-01`.padEnd(600, "x"),
    ]) {
      expect(parseTraceParent(header), String(header)).toBeUndefined();
    }
  });
});

describe("isStoreUnavailable", () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it("is true for timeouts, refused and lost connections, the pool exhausted and an unavailable server", () => {
    for (const error of [
      new DatabaseTimeoutError(1500),
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      withCode("getaddrinfo ENOTFOUND db", "ENOTFOUND"),
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "connect failed"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout", { cause: new Error("Connection terminated unexpectedly") }),
      new Error("Query read timeout"),
      new Error("Client has encountered a connection error and is not queryable"),
      withCode("canceling statement due to statement timeout", "57014"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("sorry, too many clients already", "53300"),
      withCode("connection failure", "08006"),
      Object.assign(new Error("database is locked"), { code: "ERR_SQLITE_ERROR", errcode: 5 }),
      new Error("wrapped", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") }),
    ]) {
      expect(isStoreUnavailable(error), error.message).toBe(true);
    }
  });

  it("is false for anything else: schema, SQL, constraints, programming errors", () => {
    for (const error of [
      withCode('relation "post_views" does not exist', "42P01"),
      withCode('syntax error at or near "selec"', "42601"),
      withCode("duplicate key value violates unique constraint", "23505"),
      withCode("deadlock detected", "40P01"),
      Object.assign(new Error("no such table: post_views"), { code: "ERR_SQLITE_ERROR", errcode: 1 }),
      new TypeError("Cannot read properties of undefined (reading 'views')"),
      new Error("Connection terminated unexpectedly, said nobody", { cause: undefined }),
      withCode("timeout exceeded when trying to connect", "E_SOMETHING_ELSE"),
      "a string",
      undefined,
    ]) {
      expect(isStoreUnavailable(error), String(error)).toBe(false);
    }
  });
});
