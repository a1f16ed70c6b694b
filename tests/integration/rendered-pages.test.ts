import { get } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sampleValue } from "../support/edge-monitoring.ts";
import { browserUserAgent, serverWithOwnDatabase } from "../support/server.ts";

const running = serverWithOwnDatabase();

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  fetch(`${running.server.url}${path}`, { method: init.method, headers: { "User-Agent": browserUserAgent, ...init.headers } });

async function documents(): Promise<{ rendered: number; reused: number }> {
  const exposition = await (await fetch(running.server.metricsUrl as string)).text();
  const count = (source: string) => sampleValue(exposition, `ironbark_page_documents_total{source="${source}"}`) ?? Number.NaN;
  return { rendered: count("rendered"), reused: count("reused") };
}

/** The headers a document is sent with, apart from those that differ by request or by transfer. */
function documentHeaders(response: Response): Record<string, string> {
  const perRequest = new Set(["x-request-id", "date", "content-length", "transfer-encoding", "keep-alive", "connection"]);
  return Object.fromEntries([...response.headers].filter(([name]) => !perRequest.has(name)));
}

describe("a page of this deploy", () => {
  it("is rendered once, then its render is sent again: the same bytes and headers, by GET, HEAD, compressed or revalidated", async () => {
    const before = await documents();
    const first = await request("/faq");
    const firstBody = Buffer.from(await first.arrayBuffer());
    expect(first.status).toBe(200);

    const again = await request("/faq");
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(documentHeaders(again)).toEqual(documentHeaders(first));

    const head = await request("/faq", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(firstBody.length));
    expect(head.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await head.text()).toBe("");

    const compressed = await request("/faq", { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("vary")).toMatch(/accept-encoding/i);

    const revalidated = await request("/faq", { headers: { "If-None-Match": first.headers.get("etag") ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    // The 304 sends no document.
    expect(await documents()).toEqual({ rendered: before.rendered + 1, reused: before.reused + 3 });
  });

  it("sends a compressed render that decodes to the very bytes of the page", async () => {
    const plain = Buffer.from(await (await request("/blog")).arrayBuffer());
    // node:http hands over the bytes on the wire, where fetch would decode them.
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(`${running.server.url}/blog`, { headers: { "User-Agent": browserUserAgent, "Accept-Encoding": "br" } }, (response) => {
        const pieces: Buffer[] = [];
        response.on("data", (piece: Buffer) => pieces.push(piece));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(pieces) }));
      }).on("error", reject);
    });
    expect(encoding).toBe("br");
    expect(brotliDecompressSync(body).equals(plain)).toBe(true);
  });

  it("is rendered for every request that is not its canonical URL with no query, and so is the not-found page", async () => {
    await request("/team-building");
    const before = await documents();
    const withQuery = await request("/team-building?utm_source=newsletter");
    expect(withQuery.status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) expect((await request("/no-such-page")).status).toBe(404);
    expect(await documents()).toEqual({ rendered: before.rendered + 3, reused: before.reused });
  });
});
