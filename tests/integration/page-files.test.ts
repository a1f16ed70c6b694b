import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../app/server/lifecycle.server.ts";
import { sampleValue } from "../support/edge-monitoring.ts";
import { builtFile, builtPages, builtPublicEnv, pagesDirectory } from "../support/page-files.ts";
import { requestBytes } from "../support/raw-http.ts";
import { browserUserAgent, type LogLine, startTestServer } from "../support/server.ts";

/** The bytes on the wire, undecoded, with the status and headers. */
const raw = (server: RunningServer, path: string, headers: Record<string, string> = {}, method = "GET") =>
  requestBytes(`${server.url}${path}`, { method, headers: { "User-Agent": browserUserAgent, ...headers } });

async function documents(server: RunningServer): Promise<{ file: number; rendered: number }> {
  const exposition = await (await fetch(server.metricsUrl as string)).text();
  const count = (source: string) => sampleValue(exposition, `ironbark_page_documents_total{source="${source}"}`) ?? Number.NaN;
  return { file: count("file"), rendered: count("rendered") };
}

describe("with the public configuration the build rendered its pages for", () => {
  let server: RunningServer;
  const logLines: LogLine[] = [];
  beforeAll(async () => {
    server = await startTestServer({ DATA_DIR: "memory://", ...builtPublicEnv() }, { logLines });
  });
  afterAll(() => server?.close());

  it("starts without rendering a page", () => {
    expect(logLines.filter((line) => String(line.msg).includes("rendered at start-up"))).toEqual([]);
  });

  it.each(Object.keys(builtPages().pages))(
    "sends %s as the build's files: each coding byte for byte, never compressed again",
    async (path) => {
      for (const [acceptEncoding, coding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["", "identity"],
      ] as const) {
        const response = await raw(server, path, { "Accept-Encoding": acceptEncoding });
        expect(response.status).toBe(200);
        expect(response.headers["content-encoding"]).toBe(coding === "identity" ? undefined : coding);
        expect(response.body.equals(builtFile(path, coding)), `${path} in ${coding}`).toBe(true);
        expect(response.headers["content-length"]).toBe(String(response.body.length));
        expect(response.headers.vary).toMatch(/accept-encoding/i);
      }
    },
  );

  it("compresses at the highest levels: no smaller brotli or gzip of the same page exists", () => {
    const html = builtFile("/", "identity");
    expect(builtFile("/", "br").length).toBeLessThanOrEqual(
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
    );
    expect(builtFile("/", "gzip").length).toBeLessThanOrEqual(gzipSync(html, { level: constants.Z_BEST_COMPRESSION }).length);
    expect(brotliDecompressSync(builtFile("/", "br")).equals(html)).toBe(true);
    expect(gunzipSync(builtFile("/", "gzip")).equals(html)).toBe(true);
  });

  it("gives each coding its own strong ETag, answers 304 while it holds, and a HEAD its length", async () => {
    const plain = await raw(server, "/faq");
    const br = await raw(server, "/faq", { "Accept-Encoding": "br" });
    expect(plain.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(br.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const revalidated = await raw(server, "/faq", { "Accept-Encoding": "br", "If-None-Match": br.headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    // Another coding's tag does not stand for these bytes.
    expect((await raw(server, "/faq", { "If-None-Match": br.headers.etag as string })).status).toBe(200);

    const head = await raw(server, "/faq", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.headers.etag).toBe(br.headers.etag);
    expect(head.body.length).toBe(0);
  });

  it("sends a page the same document whatever its query, and renders only what is not a page, counting each", async () => {
    const before = await documents(server);
    const page = await raw(server, "/team-building", { "Accept-Encoding": "br" });
    for (const query of ["?utm_source=newsletter", "?x=1&y=2", "?guests=18&hours=2", `?v=${"a".repeat(500)}`]) {
      const withQuery = await raw(server, `/team-building${query}`, { "Accept-Encoding": "br" });
      expect(withQuery.status).toBe(200);
      expect(withQuery.headers.etag).toBe(page.headers.etag);
      expect(withQuery.body.equals(page.body)).toBe(true);
    }
    expect((await raw(server, "/no-such-page")).status).toBe(404);
    expect(await documents(server)).toEqual({ file: before.file + 5, rendered: before.rendered + 1 });
  });
});

describe("page files another build made", () => {
  it("are never sent: the server renders its own pages at start-up", async () => {
    const manifestPath = `${pagesDirectory}manifest.json`;
    const manifest = readFileSync(manifestPath, "utf8");
    const logLines: LogLine[] = [];
    writeFileSync(manifestPath, manifest.replace(/"buildVersion": "[0-9a-f]+"/, '"buildVersion": "another-build"'));
    try {
      const server = await startTestServer({ DATA_DIR: "memory://", ...builtPublicEnv() }, { logLines });
      await server.close();
    } finally {
      writeFileSync(manifestPath, manifest);
    }
    expect(logLines.filter((line) => String(line.msg).includes("rendered at start-up"))).toEqual([
      expect.objectContaining({ msg: "pages rendered at start-up: the build has no page files of its own" }),
    ]);
  });
});

describe("with another public configuration than the build's", () => {
  let server: RunningServer;
  const logLines: LogLine[] = [];
  const siteUrl = "https://deployed.ironbark.test";
  beforeAll(async () => {
    server = await startTestServer(
      { DATA_DIR: "memory://", ...builtPublicEnv(), SITE_URL: siteUrl, BOOKING_URL: "https://book.example/lanes?x=1&y=2" },
      { logLines },
    );
  });
  afterAll(() => server?.close());

  it("renders its pages once, before it is ready, and says which settings made it", () => {
    const rendered = logLines.filter((line) => String(line.msg).includes("rendered at start-up"));
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toMatchObject({
      level: "info",
      differs: ["SITE_URL", "BOOKING_URL"],
      pages: Object.keys(builtPages().pages).length,
    });
  });

  it("serves pages made for it: its own origin and links, escaped where they stand, in every coding", async () => {
    const html = (await raw(server, "/")).body.toString();
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/">`);
    expect(html).not.toContain(builtPages().publicConfig.siteUrl);
    expect(html).toContain('href="https://book.example/lanes?x=1&amp;y=2"');
    const br = await raw(server, "/", { "Accept-Encoding": "br" });
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
  });
});
