import { randomUUID } from "node:crypto";

const acceptable = /^[A-Za-z0-9._:-]{8,128}$/;

/** Honours a caller's X-Request-Id when it is a sane token, so one id follows a request across tiers. */
export function resolveRequestId(header: string | string[] | undefined): string {
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && acceptable.test(candidate) ? candidate : randomUUID();
}
