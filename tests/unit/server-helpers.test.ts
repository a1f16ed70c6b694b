import { readFileSync } from "node:fs";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { edgeIdleConnectionMs } from "../../app/server/config.server.ts";
import {
  cacheControlForDocument,
  cacheControlForStaticFile,
  cachePolicy,
  resolveRequestId,
  securityHeaders,
} from "../../app/server/http-app.server.ts";
import { serializeError } from "../../app/server/observability.server.ts";

describe("request ids", () => {
  it("replaces missing, short, long or unsafe ids with a fresh UUID", () => {
    for (const bad of [undefined, "", "abc", "x".repeat(200), "id with spaces", "<script>alert(1)</script>"]) {
      expect(resolveRequestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("cache policy", () => {
  it("lets the edge keep pages for a tunable lifetime and serve them stale when the origin fails", () => {
    expect(cacheControlForDocument(200, 30)).toBe("public, max-age=30, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400");
  });

  it("caches not-found pages briefly and never caches server errors", () => {
    expect(cacheControlForDocument(404)).toBe(cachePolicy.notFound);
    expect(cacheControlForDocument(500)).toBe("no-store");
    expect(cacheControlForDocument(503)).toBe("no-store");
  });

  it("marks hashed build assets immutable for a year, other public files for an hour", () => {
    expect(cacheControlForStaticFile("/assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlForStaticFile("/favicon.svg")).toMatch(/max-age=3600/);
  });
});

describe("content security policy", () => {
  it("allows styles from our own origin only, frames from the map's, no plugins, and upgrades insecure requests", () => {
    const headers = new Map<string, string>();
    const response = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value), removeHeader() {} };
    securityHeaders({ https: true, policy: { styleHashes: [], frameOrigin: "https://maps.example" } })(
      {} as Request,
      {
        ...response,
        set: (all: Record<string, string>) => {
          for (const [name, value] of Object.entries(all)) response.setHeader(name, value);
        },
      } as unknown as Response,
      () => {},
    );
    const csp = headers.get("content-security-policy") ?? "";
    // script-src, frame-ancestors, and no nonce or unsafe-inline: tests/integration/pages.test.ts, on a served page.
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-src https://maps.example;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});

describe("error logging", () => {
  it("keeps an error's kind, message and code, never a database client's connection details", () => {
    const error = Object.assign(new Error("terminating connection"), {
      code: "57P01",
      client: { connectionParameters: { password: "hunter2", user: "app" } },
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('"code":"57P01"');
    expect(logged).toContain('"message":"terminating connection"');
    expect(logged).not.toContain("hunter2");
  });
});

describe("the production command", () => {
  it("gives the image the heap limits npm start uses", () => {
    const root = new URL("../../", import.meta.url);
    const heap = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).config.heap as string;
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync(new URL("Dockerfile", root), "utf8"))?.[1] ?? "[]") as string[];
    expect(command).toEqual(["node", ...heap.split(" "), "build/server/main.js"]);
    expect(heap).toMatch(/--max-old-space-size=\d+/);
  });
});

describe("draining under the edge", () => {
  it("knows how long the edge keeps an idle connection to the app, as the edge config says", () => {
    const template = readFileSync(new URL("../../k8s/base/edge.conf.template", import.meta.url), "utf8");
    const upstream = /upstream ironbark_app \{([\s\S]*?)\n\}/.exec(template)?.[1] ?? "";
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(edgeIdleConnectionMs).toBe(seconds * 1000);
  });
});
