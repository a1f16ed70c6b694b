import { apiError } from "./responses.server.ts";

export const maxJsonBodyBytes = 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

interface JsonBodyRules {
  maxBytes: number;
  /** Media types accepted; a missing Content-Type is accepted too. */
  contentType: RegExp;
  contentTypeName: string;
}

const jsonRules: JsonBodyRules = {
  maxBytes: maxJsonBodyBytes,
  contentType: /^application\/(.+\+)?json\s*(;|$)/i,
  contentTypeName: "application/json",
};

/**
 * Reads a JSON body within limits: the content type, if any, must be one the caller accepts, and
 * the body must be small, well-formed JSON (an empty body reads as undefined).
 */
export async function readJsonBody(request: Request, rules: JsonBodyRules = jsonRules): Promise<JsonBody> {
  const refuse = (response: Response): JsonBody => ({ ok: false, response });
  const contentType = request.headers.get("content-type");
  if (contentType && !rules.contentType.test(contentType)) {
    return refuse(apiError(415, "unsupported_media_type", `Send Content-Type: ${rules.contentTypeName}.`));
  }
  const tooLarge = () => refuse(apiError(413, "payload_too_large", `The request body must be at most ${rules.maxBytes} bytes.`));
  if (Number(request.headers.get("content-length") ?? 0) > rules.maxBytes) return tooLarge();

  const text = await readLimited(request, rules.maxBytes);
  if (text === null) return tooLarge();
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return refuse(apiError(400, "invalid_json", "The request body is not valid JSON."));
  }
}

/** For requests that carry no meaningful body: an error response, or null when the body is fine. */
export async function rejectBadJsonBody(request: Request): Promise<Response | null> {
  const body = await readJsonBody(request);
  return body.ok ? null : body.response;
}

/** Reads the body as text, giving up (null) as soon as it passes `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
