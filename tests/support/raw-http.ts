import { type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";

/** A response with its bytes as sent, not decoded. */
interface WireResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (fetch adds its own Accept-Encoding and decodes), on a connection of its own, over `socketPath` if given. */
export function requestBytes(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress,
    socketPath,
  }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; socketPath?: string } = {},
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers, localAddress, socketPath, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end(body);
  });
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads the first response, for
 * requests no HTTP client would send. Resolves with status 0 when the server closes without one.
 */
export function sendRaw(port: number, raw: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      const response = parse(Buffer.concat(chunks));
      if (response) {
        socket.destroy();
        resolve(response);
      }
    });
    socket.on("error", (error) => ((error as NodeJS.ErrnoException).code === "ECONNRESET" ? resolve(closed()) : reject(error)));
    socket.on("close", () => resolve(parse(Buffer.concat(chunks), true) ?? closed()));
    socket.write(raw, "latin1");
  });
}

const closed = (): RawResponse => ({ status: 0, headers: {}, body: "" });

/** A complete final response (interim 1xx ones are skipped), or undefined while more bytes are needed. */
function parse(data: Buffer, ended = false): RawResponse | undefined {
  const split = data.indexOf("\r\n\r\n");
  if (split === -1) return undefined;
  if (/^HTTP\/1\.\d 1\d\d /.test(data.subarray(0, 13).toString("latin1"))) return parse(data.subarray(split + 4), ended);
  const [statusLine = "", ...lines] = data.subarray(0, split).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(" ")[1]);
  let body = data.subarray(split + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) {
    const decoded = decodeChunked(body);
    if (!decoded && !ended) return undefined;
    body = decoded ?? body;
  } else if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    if (body.length < length && !ended) return undefined;
    body = body.subarray(0, length);
  } else if (!ended && status >= 200 && status !== 204 && status !== 304) {
    return undefined;
  }
  return { status, headers, body: body.toString("utf8") };
}

function decodeChunked(data: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", offset);
    if (lineEnd === -1) return undefined;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString("latin1"), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (data.length < start + size + 2) return undefined;
    parts.push(data.subarray(start, start + size));
    offset = start + size + 2;
  }
}
