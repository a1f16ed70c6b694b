import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DroppingProxy } from "../support/dropping-proxy.ts";
import { requestBytes, sendRaw } from "../support/raw-http.ts";
import { browserUserAgent, startOwnEdge, startTier, storedViews, type Tier } from "../support/server.ts";

/** The tier most tests share; a test that stops its app starts a tier of its own. */
let shared: Tier;

beforeAll(async () => {
  shared = await startTier();
});

afterAll(async () => {
  await shared?.close();
});

async function withOwnTier(test: (tier: Tier) => Promise<void>): Promise<void> {
  const tier = await startTier();
  try {
    await test(tier);
  } finally {
    await tier.close();
  }
}

async function viaEdge(path: string, init: RequestInit = {}, tier = shared) {
  const response = await fetch(`${tier.edge.url}${path}`, {
    ...init,
    headers: { "User-Agent": browserUserAgent, ...init.headers },
  });
  return { status: response.status, headers: response.headers, body: await response.text(), cache: response.headers.get("x-cache-status") };
}

/** One request with exactly these headers, optionally from another loopback address, with its cache outcome. */
async function rawRequest(url: string, path: string, { headers = {}, ...options }: Parameters<typeof requestBytes>[1] = {}) {
  const response = await requestBytes(`${url}${path}`, { ...options, headers: { "User-Agent": browserUserAgent, ...headers } });
  return { ...response, cache: response.headers["x-cache-status"] };
}

/**
 * The first answer for which `done` holds. nginx keeps time in whole seconds, so an entry turns stale
 * up to a second after its lifetime: five seconds leave room for that on a busy machine.
 */
const pollUntil = <T>(ask: () => Promise<T>, done: (answer: T) => boolean) =>
  vi.waitUntil(
    async () => {
      const answer = await ask();
      return done(answer) && answer;
    },
    { timeout: 5000, interval: 50 },
  );

const views = (slug: string) => storedViews(shared.app?.url ?? "", slug);

const edgeSecurityHeaders = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

function expectEdgeSecurityHeaders(headers: IncomingHttpHeaders) {
  for (const [name, value] of Object.entries(edgeSecurityHeaders)) expect(headers[name], name).toBe(value);
}

/** An error the edge answers for the API itself: the API's JSON shape, a time to retry, never cached, with the edge's headers. */
function expectEdgeApiError({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }, status: number, code: string) {
  expect(headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(body.toString())).toEqual({ error: { status, code, message: expect.any(String) } });
  expect(headers["retry-after"]).toMatch(/^[1-9]\d*$/);
  expect(headers["cache-control"]).toBe("no-store");
  expectEdgeSecurityHeaders(headers);
}

/** The build's hashed script a page loads. */
const hashedScript = (html: string) => /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;

describe("the edge cache in front of the production build", () => {
  it("serves a page from the app once, then from the cache", async () => {
    const first = await viaEdge("/axe-throwing-prices");
    const second = await viaEdge("/axe-throwing-prices");
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(second.cache).toBe("HIT");
    expect(second.body).toBe(first.body);
  });

  it("answers a browser's revalidation with 304 from the page's ETag", async () => {
    const page = await viaEdge("/team-building");
    const etag = page.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await viaEdge("/team-building", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect((await viaEdge("/team-building", { headers: { "If-None-Match": '"another"' } })).status).toBe(200);
  });

  it("gives every response, cached or not, its own request id, and passes a caller's id to the app", async () => {
    const cached = await viaEdge("/axe-throwing-prices", { headers: { "X-Request-Id": "edge-trace-000123" } });
    expect(cached.headers.get("x-request-id")).toBe("edge-trace-000123");
    const api = await viaEdge("/api/blog/views", { headers: { "X-Request-Id": "edge-trace-000124" } });
    expect(api.headers.get("x-request-id")).toBe("edge-trace-000124");
  });

  it("lets API reads through to the app every time", async () => {
    const first = await viaEdge("/api/blog/south-austin-playbook");
    const second = await viaEdge("/api/blog/south-austin-playbook");
    expect([first.cache, second.cache]).toEqual(["BYPASS", "BYPASS"]);
    expect(first.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps hashed assets as immutable for a year", async () => {
    const page = await viaEdge("/blog");
    const asset = hashedScript(page.body);
    await viaEdge(asset);
    const again = await viaEdge(asset);
    expect(again.cache).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends a non-canonical spelling to the page's one URL and caches only that URL", async () => {
    const redirect = await viaEdge("/Axe-Throwing-Prices/", { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/axe-throwing-prices");
    expect((await viaEdge("/Axe-Throwing-Prices/", { redirect: "manual" })).cache).not.toBe("HIT");
  });

  it("serves the cached page while the app is down, to a link with marketing parameters too, and refreshes it once the app is back", () =>
    withOwnTier(async (tier) => {
      const path = "/blog";
      const cached = await viaEdge(path, {}, tier);
      expect(cached.status).toBe(200);
      expect(cached.cache).toBe("MISS");

      await tier.stopApp();
      // A HIT while the copy is fresh; once it is stale, the app is asked, fails, and the copy is served.
      const whileDown = await pollUntil(
        () => viaEdge(path, {}, tier),
        (response) => response.cache !== "HIT",
      );
      expect(whileDown.status).toBe(200);
      expect(whileDown.cache).toBe("STALE");
      expect(whileDown.body).toBe(cached.body);
      const campaign = await viaEdge(`${path}?utm_source=newsletter&utm_campaign=spring`, {}, tier);
      expect([campaign.status, campaign.cache, campaign.body]).toEqual([200, "STALE", cached.body]);
      await tier.startApp();

      const seenBefore = tier.requests.length;
      const refreshesSeen = () => tier.requests.slice(seenBefore).filter((request) => request.url === path).length;
      // The next request still gets the stale copy and starts a refresh; once the app has answered it,
      // the edge has a fresh copy to serve.
      const fresh = await pollUntil(
        () => viaEdge(path, {}, tier),
        (response) => refreshesSeen() > 0 && response.cache === "HIT",
      );
      expect(refreshesSeen()).toBeGreaterThan(0);
      expect(fresh.cache).toBe("HIT");
      expect(fresh.status).toBe(200);
      expect(fresh.body).toBe(cached.body);
    }));
});

describe("what the edge keeps private", () => {
  // Each on a page no other test of the shared tier asks for, so its first anonymous request is a MISS.
  it.each([
    ["Authorization", "Bearer edge-test-token", "/birthday-parties"],
    ["Cookie", "session=edge-test", "/bachelor-parties"],
  ])("neither serves from the cache nor stores a response to a request with %s", async (header, value, path) => {
    const withCredentials = await rawRequest(shared.edge.url, path, { headers: { [header]: value } });
    const anonymous = await rawRequest(shared.edge.url, path);
    const withCredentialsAgain = await rawRequest(shared.edge.url, path, { headers: { [header]: value } });
    expect(withCredentials.status).toBe(200);
    expect(withCredentials.cache).toBe("BYPASS");
    // Stored, the first answer would come back here as a HIT.
    expect(anonymous.cache).toBe("MISS");
    // The anonymous copy is in the cache now, and still not handed to a request with credentials.
    expect(withCredentialsAgain.cache).toBe("BYPASS");
  });
});

describe("the cache key", () => {
  it("keys every path on itself alone, since no page reads a query: one entry, and the app is sent the path alone", async () => {
    const queries = [
      "?utm_source=a&utm_medium=email",
      "",
      "?gclid=1&fbclid=2&msclkid=3&_ga=4&ref=5",
      "?page=2&sort=new",
      `?x=${"y".repeat(300)}`,
    ];
    // A hashed script stays fresh for a year: every answer after the first is a plain HIT.
    const asset = hashedScript((await viaEdge("/blog")).body);
    const assets = [];
    for (const query of queries) assets.push(await viaEdge(`${asset}${query}`));
    expect(assets.slice(1).map((answer) => answer.cache)).toEqual(["HIT", "HIT", "HIT", "HIT"]);
    // A page turns stale within a second here, so it may be refreshed meanwhile: always by its path alone.
    const page = "/special-events";
    const pages = [];
    for (const query of queries) pages.push(await viaEdge(`${page}${query}`));
    for (const answer of pages) expect(answer.body).toBe(pages[0]?.body);
    const sent = shared.requests.map((request) => request.url).filter((url) => url.startsWith(page) || url.startsWith(asset));
    expect(sent).toContain(asset);
    expect(sent).toContain(page);
    expect(sent.filter((url) => url !== page && url !== asset)).toEqual([]);
  });

  it("keeps one copy per encoding the app serves, however a browser spells its Accept-Encoding", () =>
    withOwnTier(async (tier) => {
      const path = "/faq";
      const ask = (acceptEncoding: string) => rawRequest(tier.edge.url, path, { headers: { "Accept-Encoding": acceptEncoding } });
      const gzip = await ask("gzip, deflate");
      const gzipSpeltOtherwise = await ask("deflate;q=0.5, GZIP;q=0.8, br;q=0");
      const brotli = await ask("gzip, deflate, br, zstd");
      const plain = await ask("identity");
      const deflateOnly = await ask("deflate");

      expect([gzip.cache, gzipSpeltOtherwise.cache]).toEqual(["MISS", "HIT"]);
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzipSpeltOtherwise.body.equals(gzip.body)).toBe(true);
      expect(brotli.cache).toBe("MISS");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect([plain.cache, deflateOnly.cache]).toEqual(["MISS", "HIT"]);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());

      // What the app was asked for is what the key says.
      const sent = tier.requests.filter((request) => request.url === path).map((request) => request.headers["accept-encoding"]);
      expect(sent).toEqual(["gzip", "br", undefined]);
    }));
});

describe("client addresses at the edge", () => {
  it("believes X-Forwarded-For only from the trusted proxy, passes the client to the app and logs only its network", async () => {
    const ask = (requestId: string, localAddress: string) =>
      // A path of its own (a not-found page, cached apart), so that it reaches the app.
      rawRequest(shared.edge.url, `/${requestId}`, {
        headers: { "X-Request-Id": requestId, "X-Forwarded-For": "198.51.100.23, 203.0.113.45" },
        localAddress,
      });
    // Loopback 127.0.0.1 is the trusted proxy here; 127.0.1.5 is any other host.
    await ask("edge-test-client-trusted", "127.0.0.1");
    await ask("edge-test-client-direct", "127.0.1.5");

    const trusted = await shared.edge.logLine("edge-test-client-trusted");
    const direct = await shared.edge.logLine("edge-test-client-direct");
    // The proxy's own entry is the rightmost; what the client wrote left of it is not believed.
    expect(trusted?.network).toBe("203.0.113.0");
    expect(direct?.network).toBe("127.0.1.0");
    for (const line of shared.edge.output()) {
      for (const address of ["203.0.113.45", "198.51.100.23", "127.0.1.5"]) expect(line).not.toContain(address);
    }

    const forwarded = (requestId: string) =>
      shared.requests.find((request) => request.headers["x-request-id"] === requestId)?.headers["x-forwarded-for"];
    expect(forwarded("edge-test-client-trusted")).toBe("203.0.113.45");
    expect(forwarded("edge-test-client-direct")).toBe("127.0.1.5");
  });
});

describe("failures at the edge", () => {
  it("answers the API with its JSON 503 while the app is down, and pages without a copy with a 502 that says when to retry", () =>
    withOwnTier(async (tier) => {
      await tier.stopApp();
      for (const [method, path] of [
        ["GET", "/api/blog/views"],
        ["POST", "/api/blog/south-austin-playbook/view"],
      ]) {
        const response = await rawRequest(tier.edge.url, path as string, { method });
        expect(response.status, path).toBe(503);
        expectEdgeApiError(response, 503, "unavailable");
      }
      const page = await rawRequest(tier.edge.url, "/blog");
      expect(page.status).toBe(502);
      expect(page.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
      expectEdgeSecurityHeaders(page.headers);
    }));

  it("puts the security headers on nginx's own error pages", async () => {
    const tooLarge = "x".repeat(20 * 1024);
    const answers = {
      "body over the limit, page": await rawRequest(shared.edge.url, "/blog", { method: "POST", body: tooLarge }),
      "body over the limit, API": await rawRequest(shared.edge.url, "/api/blog/south-austin-playbook/view", {
        method: "POST",
        body: tooLarge,
      }),
      "address too long": await rawRequest(shared.edge.url, `/blog?q=${"a".repeat(9000)}`),
      "header too large": await rawRequest(shared.edge.url, "/blog", { headers: { "X-Padding": "a".repeat(9000) } }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, response]) => [name, response.status]))).toEqual({
      "body over the limit, page": 413,
      "body over the limit, API": 413,
      "address too long": 414,
      "header too large": 400,
    });
    for (const [name, response] of Object.entries(answers)) {
      expectEdgeSecurityHeaders(response.headers);
      expect(response.headers["cache-control"], name).toBe("no-store");
    }
    expect(JSON.parse(answers["body over the limit, API"].body.toString())).toMatchObject({ error: { status: 413 } });

    // A request nginx cannot parse at all: two Host headers.
    const malformed = await sendRaw(
      Number(new URL(shared.edge.url).port),
      "GET /blog HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n",
    );
    expect(malformed.status).toBe(400);
    expectEdgeSecurityHeaders(malformed.headers);
  });

  it("leaves the app's own headers alone, fresh from the app and from the cache", () =>
    withOwnTier(async (tier) => {
      const page = await rawRequest(tier.edge.url, "/blog");
      const asset = hashedScript(page.body.toString());
      const fresh = await rawRequest(tier.edge.url, asset);
      const cached = await rawRequest(tier.edge.url, asset);
      expect([page.cache, fresh.cache, cached.cache]).toEqual(["MISS", "MISS", "HIT"]);
      for (const response of [page, fresh, cached]) {
        expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self';/);
        expect(response.headers["x-frame-options"]).toBe("DENY");
        expect(response.headers["retry-after"]).toBeUndefined();
        expect(response.headers["cache-control"]).toMatch(/^public, /);
      }
    }));

  /** The shared app behind a proxy that can lose requests or answers, behind an edge of its own. */
  async function withFlakyLine(test: (edgeUrl: string, proxy: DroppingProxy) => Promise<void>): Promise<void> {
    const proxy = await DroppingProxy.start("127.0.0.1", Number(new URL(shared.app?.url ?? "").port));
    const flakyEdge = await startOwnEdge(`127.0.0.1:${proxy.port}`);
    try {
      await test(flakyEdge.url, proxy);
    } finally {
      await flakyEdge.stop();
      await proxy.close();
    }
  }

  /** The ways a client sends a view: the page's id in its body or its Idempotency-Key, or the spec's call, with neither. */
  type ViewSender = (id: string) => { headers?: Record<string, string>; body?: string };
  const viewSenders = {
    "with its id in the body": (id) => ({ body: JSON.stringify({ id }) }),
    "with its id in Idempotency-Key": (id) => ({ headers: { "Idempotency-Key": `"${id}"` } }),
    "as the spec sends it, with no body and no id": () => ({}),
  } satisfies Record<string, ViewSender>;

  const postViewTo = (edgeUrl: string, slug: string, id: string, sender: ViewSender = viewSenders["with its id in the body"]) => {
    const { headers = {}, body } = sender(id);
    return rawRequest(edgeUrl, `/api/blog/${slug}/view`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });
  };

  it("tries a GET, and a view POST (it carries its id), once more when the connection to the app fails", () =>
    withFlakyLine(async (edgeUrl, proxy) => {
      const slug = "locals-guide-axe-throwing-austin";
      proxy.dropNext = Number.POSITIVE_INFINITY;
      const read = await rawRequest(edgeUrl, "/api/blog/views");
      expect(read.status).toBe(503);
      expect(proxy.dropped).toBe(2);

      const before = await views(slug);
      proxy.dropped = 0;
      const lost = await postViewTo(edgeUrl, slug, randomUUID());
      expect(lost.status).toBe(503);
      expect(proxy.dropped).toBe(2);
      expect(await views(slug)).toBe(before);

      proxy.dropped = 0;
      proxy.dropNext = 1;
      const page = await rawRequest(edgeUrl, "/blog");
      expect(page.status).toBe(200);
      expect(proxy.dropped).toBe(1);
    }));

  const failures = [
    {
      failure: "its first connection failed",
      arrange: (proxy: DroppingProxy) => (proxy.dropNext = 1),
      lost: (proxy: DroppingProxy) => proxy.dropped,
    },
    {
      failure: "the app's answer was lost after it counted",
      arrange: (proxy: DroppingProxy) => (proxy.loseAnswerNext = 1),
      lost: (proxy: DroppingProxy) => proxy.lostAnswers,
    },
  ];
  it.each(
    failures.flatMap((failure) => (Object.keys(viewSenders) as Array<keyof typeof viewSenders>).map((sent) => ({ ...failure, sent }))),
  )("counts a view POST sent $sent once when the edge sends it again because $failure", ({ arrange, lost, sent }) =>
    withFlakyLine(async (edgeUrl, proxy) => {
      const slug = "south-austin-playbook";
      const before = await views(slug);
      arrange(proxy);
      const id = randomUUID();
      const answer = await postViewTo(edgeUrl, slug, id, viewSenders[sent]);
      expect(lost(proxy)).toBe(1);
      expect(answer.status).toBe(200);
      const body = JSON.parse(answer.body.toString()) as { views: number; counted: boolean; id: string };
      expect(body).toMatchObject({ views: before + 1, counted: true });
      // A view without an id of its own is counted under the one the edge gave it, on both tries.
      expect(body.id).toMatch(
        sent === "as the spec sends it, with no body and no id"
          ? /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
          : new RegExp(`^${id}$`),
      );
      expect(await views(slug)).toBe(before + 1);
    }),
  );

  it("gives each view POST without an id an id of its own, and passes a client's Idempotency-Key on as it came", async () => {
    const slug = "south-austin-playbook";
    const answered = await Promise.all(
      [1, 2, 3].map(() => postViewTo(shared.edge.url, slug, "", viewSenders["as the spec sends it, with no body and no id"])),
    );
    const ids = answered.map((answer) => (JSON.parse(answer.body.toString()) as { id: string }).id);
    expect(new Set(ids).size).toBe(3);
    const id = randomUUID();
    const own = await postViewTo(shared.edge.url, slug, id, viewSenders["with its id in Idempotency-Key"]);
    expect(JSON.parse(own.body.toString())).toMatchObject({ counted: true, id });
    const received = shared.requests
      // (The API router has taken its /api off the URL by the time it is recorded.)
      .filter((request) => request.url.endsWith(`/blog/${slug}/view`))
      .map((request) => request.headers["idempotency-key"]);
    expect(received.slice(-4)).toEqual([...ids.map(() => expect.stringMatching(/^[0-9a-f-]{36}$/)), `"${id}"`]);
    // Nothing else gets one.
    await viaEdge("/api/blog/views");
    expect(shared.requests.at(-1)?.headers["idempotency-key"]).toBeUndefined();
  });
});

describe("view counting at the edge", () => {
  const slug = "austin-group-outing-blueprint";
  const post = (client: string) =>
    rawRequest(shared.edge.url, `/api/blog/${slug}/view`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
      body: JSON.stringify({ id: randomUUID() }),
    });

  it("answers a burst beyond the limit from one address with the API's 429, and counts, uncached, all it let through", async () => {
    const before = await views(slug);
    const burst = await Promise.all(Array.from({ length: 40 }, () => post("203.0.113.10")));
    const accepted = burst.filter((response) => response.status === 200);
    const limited = burst.filter((response) => response.status === 429);
    expect(accepted.length + limited.length).toBe(burst.length);
    expect(accepted.length).toBeGreaterThanOrEqual(20);
    expect(limited.length).toBeGreaterThan(0);
    for (const response of accepted) expect(response.cache).toBe("BYPASS");
    for (const response of limited) expectEdgeApiError(response, 429, "rate_limited");
    expect(await views(slug)).toBe(before + accepted.length);

    // The limit belongs to the client address: another visitor behind the same proxy still counts.
    const neighbour = await post("203.0.113.11");
    expect(neighbour.status).toBe(200);
    expect(await views(slug)).toBe(before + accepted.length + 1);
  });
});
