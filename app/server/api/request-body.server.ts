import { apiError } from "./responses.server.ts";

export const maxJsonBodyBytes = 1024;

/**
 * Checks a JSON request that carries no meaningful body: the content type, if any, must be JSON,
 * and a body, if any, must be small, well-formed JSON. Returns an error response, or null when fine.
 */
export async function rejectBadJsonBody(request: Request): Promise<Response | null> {
  const contentType = request.headers.get("content-type");
  if (contentType && !/^application\/(.+\+)?json\s*(;|$)/i.test(contentType)) {
    return apiError(415, "unsupported_media_type", "Send Content-Type: application/json.");
  }
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > maxJsonBodyBytes) return tooLarge();

  const text = await readLimited(request, maxJsonBodyBytes);
  if (text === null) return tooLarge();
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return apiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}

function tooLarge(): Response {
  return apiError(413, "payload_too_large", `The request body must be at most ${maxJsonBodyBytes} bytes.`);
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
