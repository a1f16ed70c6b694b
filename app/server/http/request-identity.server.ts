import { randomUUID } from "node:crypto";

/**
 * Who and what a request is, as every log line of it says: its id, the trace it belongs to, and
 * the network (never the address) of the client that sent it.
 */

const requestIdShape = /^[A-Za-z0-9._:-]{8,128}$/;

/** Honours a caller's X-Request-Id when it is a sane token, so one id follows a request across tiers. */
export function resolveRequestId(header: string | string[] | undefined): string {
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && requestIdShape.test(candidate) ? candidate : randomUUID();
}

/** A W3C Trace Context `traceparent` (https://www.w3.org/TR/trace-context/#traceparent-header), once validated. */
export interface TraceParent {
  /** The header as received, passed on unchanged. */
  header: string;
  /** 32 lowercase hex digits, never all zeros. */
  traceId: string;
  /** 16 lowercase hex digits, never all zeros: the caller's span. */
  parentId: string;
  sampled: boolean;
}

const traceParentShape = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * Reads a `traceparent` header as the specification says a receiver must: version ff is invalid,
 * version 00 has exactly four fields, a later version may add fields after the fourth; an all-zero
 * trace or parent id is invalid. Anything invalid (or several headers) is ignored, as if absent.
 */
export function parseTraceParent(header: string | string[] | undefined): TraceParent | undefined {
  if (typeof header !== "string" || header.length > 512) return undefined;
  const value = header.trim();
  const match = traceParentShape.exec(value);
  if (!match) return undefined;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === "ff" || (version === "00" && rest !== undefined)) return undefined;
  if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) return undefined;
  return { header: value, traceId, parentId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

/**
 * Keeps a network, never a person: IPv4 (and IPv4-mapped IPv6) to its /24, IPv6 to its /48. The
 * rules work on the text of a canonical address (as Node and nginx print them) and are the edge's
 * `map $remote_addr $edge_client_network` in k8s/base/edge.conf.template, in the same order: a unit
 * test holds the two lists equal. In a compressed IPv6 address the groups before `::` are the
 * leading ones, and a group `::` stands for is zero, so fewer than three of them end the /48.
 */
export const clientNetworkRules: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i, "$1.0"],
  [/^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):/i, "$1::"],
  [/^([0-9a-f]{1,4}:[0-9a-f]{1,4})::/i, "$1::"],
  [/^([0-9a-f]{1,4})::/i, "$1::"],
  [/^::/, "::"],
];

export function clientNetwork(address: string | undefined): string | undefined {
  if (!address) return undefined;
  for (const [pattern, network] of clientNetworkRules) {
    const match = pattern.exec(address);
    if (match) return network.replace("$1", match[1] ?? "");
  }
  return undefined;
}
