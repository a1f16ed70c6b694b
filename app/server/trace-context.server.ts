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

const shape = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * Reads a `traceparent` header as the specification says a receiver must: version ff is invalid,
 * version 00 has exactly four fields, a later version may add fields after the fourth; an all-zero
 * trace or parent id is invalid. Anything invalid (or several headers) is ignored, as if absent.
 */
export function parseTraceParent(header: string | string[] | undefined): TraceParent | undefined {
  if (typeof header !== "string" || header.length > 512) return undefined;
  const value = header.trim();
  const match = shape.exec(value);
  if (!match) return undefined;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === "ff" || (version === "00" && rest !== undefined)) return undefined;
  if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) return undefined;
  return { header: value, traceId, parentId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}
