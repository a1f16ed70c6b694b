import { describe, expect, it } from "vitest";
import { serverWithOwnDatabase } from "../support/server.ts";

const running = serverWithOwnDatabase();

const report = (body: unknown, contentType = "application/reports+json") =>
  fetch(`${running.server.url}/api/csp-reports`, { method: "POST", headers: { "Content-Type": contentType }, body: JSON.stringify(body) });

const violation = {
  type: "csp-violation",
  body: {
    documentURL: "https://www.ironbark.test/blog?secret=1",
    blockedURL: "https://evil.example/x.js",
    effectiveDirective: "script-src-elem",
  },
};

describe("CSP violation reports", () => {
  it("are asked for by every page's policy", async () => {
    const page = await fetch(`${running.server.url}/blog`);
    expect(page.headers.get("content-security-policy")).toContain("report-to csp");
    expect(page.headers.get("reporting-endpoints")).toBe('csp="/api/csp-reports"');
  });

  it("refuse other media types, oversized bodies and broken JSON with the API's error shape", async () => {
    const wrongType = await report([violation], "text/plain");
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ error: { status: 415 } });
    const oversized = await report([{ body: { blockedURL: "x".repeat(10_000) } }]);
    expect(oversized.status).toBe(413);
    const broken = await fetch(`${running.server.url}/api/csp-reports`, {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: "{",
    });
    expect(broken.status).toBe(400);
  });

  it("are rate limited: past the budget a burst gets 429 with Retry-After", async () => {
    const statuses = await Promise.all(Array.from({ length: 80 }, () => report([violation])));
    const limited = statuses.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited[0]?.json()).toMatchObject({ error: { status: 429, code: "rate_limited" } });
  });
});
