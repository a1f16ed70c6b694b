import { shortPaths } from "../../app/content/site-pages.ts";

/**
 * A catalogue of requests no browser would send, each with the answer the site documents for it.
 * tests/integration/hostile-requests.test.ts sends every one to the server and through the edge.
 */
export interface HostileRequest {
  name: string;
  raw: string;
  /** The documented status. */
  status: number;
  /** Where the edge answers differently (it rejects some requests itself, before the app). */
  edgeStatus?: number;
  /** Under /api/, errors keep the API's JSON shape. */
  api?: boolean;
  /** Headers the answer must carry. */
  headers?: Record<string, string | RegExp>;
  /** Where the edge's answer carries other headers (it sends the app a page's path without the query the page does not read). */
  edgeHeaders?: Record<string, string | RegExp>;
  /** The app ends the connection after answering, because it has not read the whole body. */
  appCloses?: boolean;
}

const slug = "south-austin-playbook";
const request = (line: string, headers: string[] = [], body = "") =>
  `${line}\r\n${["Host: www.ironbark.test", "Connection: close", ...headers].join("\r\n")}\r\n\r\n${body}`;
const bare = (text: string) => text;
/** A request on a keep-alive connection: the server decides whether it stays open. */
const keepAlive = (line: string, headers: string[], body: string) =>
  `${line}\r\n${["Host: www.ironbark.test", ...headers].join("\r\n")}\r\n\r\n${body}`;
/** A chunked body of `kilobytes` 1 KB chunks. */
const chunked = (kilobytes: number) => `${`400\r\n${"a".repeat(1024)}\r\n`.repeat(kilobytes)}0\r\n\r\n`;
const viewHeaders = ["Content-Type: application/json", "Sec-Fetch-Site: same-origin"];
const pageViewId = "0b3c5a3e-8c1f-4b7e-9a2d-6f4e1c2b3a4d";
type ViewPost = [name: string, headers: string[], body: string, status: number, api: boolean];
const viewBody = (name: string, body: string, status: number): ViewPost => [
  `view body ${name}`,
  ["Content-Type: application/json", `Content-Length: ${body.length}`],
  body,
  status,
  true,
];
/** View POSTs: `api` where the API answers, with its JSON errors; Node's parser refuses the others first. */
const viewPosts: ViewPost[] = [
  viewBody("over the 16 KB limit", `{"a":"${"x".repeat(19_992)}"}`, 413),
  viewBody("that is not JSON", "{", 400),
  ["view body of another media type", ["Content-Type: text/plain", "Content-Length: 2"], "hi", 415, true],
  viewBody("with a JSON body", "{}", 200),
  viewBody("with its page-view id", `{"id":"${pageViewId}"}`, 200),
  viewBody("with a page-view id that is not a UUID", '{"id":"12345"}', 400),
  viewBody("with an upper-case page-view id", `{"id":"${pageViewId.toUpperCase()}"}`, 400),
  viewBody("with a page-view id that is a number", '{"id":12345}', 400),
  viewBody("with more than its page-view id", `{"id":"${pageViewId}","views":1000}`, 400),
  viewBody("that is a list", `["${pageViewId}"]`, 400),
  ["Content-Length and chunked together", ["Content-Length: 4", "Transfer-Encoding: chunked"], "0\r\n\r\n", 400, false],
  ["malformed chunk", ["Transfer-Encoding: chunked"], "zz\r\nab\r\n0\r\n\r\n", 400, false],
  ["unknown transfer coding", ["Transfer-Encoding: gzip"], "", 400, false],
  ["cross-site view", ["Content-Length: 0", "Sec-Fetch-Site: cross-site"], "", 403, true],
  ["view from another origin", ["Content-Length: 0", "Origin: https://evil.example"], "", 403, true],
  ["view from a null origin", ["Content-Length: 0", "Origin: null"], "", 403, true],
];

const pages = ["/", "/blog", "/axe-throwing-prices", `/blog/${slug}`, "/team-building", "/no-such-page"];
const pageMethods = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "MKCOL", "LOCK"];
/** Each API path with exactly the methods it takes. */
const apiEndpoints: Record<string, string> = {
  "/api/blog/views": "GET, HEAD",
  [`/api/blog/${slug}`]: "GET, HEAD",
  [`/api/blog/${slug}/view`]: "POST",
  "/api/csp-reports": "POST",
};
const apiPaths = Object.keys(apiEndpoints);

export const hostileRequests: HostileRequest[] = [
  ...pages.flatMap((path) =>
    pageMethods.map((method) => ({
      name: `${method} ${path}`,
      raw: request(`${method} ${path} HTTP/1.1`, ["Content-Length: 0"]),
      status: 405,
      headers: { allow: "GET, HEAD" },
    })),
  ),
  ...["/", "/blog", ...apiPaths].map((path) => ({
    name: `TRACE ${path}`,
    raw: request(`TRACE ${path} HTTP/1.1`),
    status: 405,
    api: path.startsWith("/api/"),
  })),
  // Methods HTTP's parser does not know never reach the site.
  ...["FOO", "TRACK", "BREW"].flatMap((method) =>
    ["/", "/api/blog/views"].map((path) => ({ name: `${method} ${path}`, raw: request(`${method} ${path} HTTP/1.1`), status: 400 })),
  ),
  ...Object.entries(apiEndpoints).flatMap(([path, allow]) =>
    ["PUT", "DELETE", "PATCH", "PROPFIND", allow === "POST" ? "GET" : "POST"].map((method) => ({
      name: `${method} ${path}`,
      raw: request(`${method} ${path} HTTP/1.1`, ["Content-Length: 0"]),
      status: 405,
      api: true,
      headers: { allow },
    })),
  ),
  ...Object.entries(apiEndpoints).map(([path, allow]) => ({
    name: `OPTIONS ${path}`,
    raw: request(`OPTIONS ${path} HTTP/1.1`),
    status: 204,
    headers: { allow },
  })),
  ...["/api/nope", "/api/blog/no-such-post", `/api/blog/${slug}/view/extra`, "/api/", "/api/blog"].map((path) => ({
    name: `GET ${path}`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 404,
    api: true,
  })),
  { name: "POST to an unknown API path", raw: request("POST /api/nope HTTP/1.1", ["Content-Length: 0"]), status: 404, api: true },
  {
    name: "view of an unknown post",
    raw: request("POST /api/blog/no-such-post/view HTTP/1.1", ["Content-Length: 0"]),
    status: 404,
    api: true,
  },

  // Request targets.
  { name: "absolute-form target", raw: request("GET http://www.ironbark.test/blog HTTP/1.1"), status: 200, edgeStatus: 200 },
  { name: "absolute-form https target", raw: request("GET https://www.ironbark.test/ HTTP/1.1"), status: 200, edgeStatus: 200 },
  { name: "asterisk-form OPTIONS", raw: request("OPTIONS * HTTP/1.1"), status: 405, edgeStatus: 400 },
  { name: "target without a leading slash", raw: request("GET blog HTTP/1.1"), status: 400 },
  { name: "target that is only a query", raw: request("GET ?x=1 HTTP/1.1"), status: 400 },
  // nginx answers an HTTP/0.9 request the HTTP/0.9 way, with the page and no status line.
  { name: "request line without a version", raw: bare("GET /\r\n\r\n"), status: 400, edgeStatus: 0 },
  // ...and with nothing after it: Node's parser waits for the rest until the request deadline (408).
  { name: "request line without a version, then nothing", raw: bare("GET /\r\n"), status: 408, edgeStatus: 0 },
  { name: "HTTP/0.9 style request", raw: bare("GET / HTTP/0.9\r\n\r\n"), status: 400 },
  { name: "unknown HTTP major version", raw: request("GET / HTTP/2.0"), status: 400, edgeStatus: 400 },
  { name: "HTTP/3.0", raw: request("GET / HTTP/3.0"), status: 400 },
  { name: "lower-case method", raw: request("get / HTTP/1.1"), status: 400 },
  { name: "garbage request line", raw: bare("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"), status: 400 },
  { name: "space in the target", raw: request("GET /bl og HTTP/1.1"), status: 400 },
  { name: "tab in the target", raw: request("GET /\tblog HTTP/1.1"), status: 400 },

  // Encodings.
  ...["/%", "/%zz", "/%E0%A4%A", "/%C0%AF", "/%00", "/blog%00", "/blog/%ff%fe", "/%u0041"].map((path) => ({
    name: `undecodable path ${path}`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 400,
  })),
  // nginx refuses a path that climbs above the root itself.
  ...["/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2fpackage.json"].map((path) => ({
    name: `no file outside the public folder: ${path}`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 404,
    edgeStatus: 400,
  })),
  ...["/.env", "/.git/config", "/package.json", "/build/server/main.js", "/app/root.tsx"].map((path) => ({
    name: `no file outside the public folder: ${path}`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 404,
  })),
  { name: "encoded dot segments to a page", raw: request("GET /blog/%2e%2e/ HTTP/1.1"), status: 301, headers: { location: "/" } },

  // Canonical spellings.
  ...[
    ["/BLOG", "/blog"],
    ["/blog/", "/blog"],
    ["/./blog", "/blog"],
    ["//blog", "/blog"],
    ["/blog//", "/blog"],
    [`/Blog/South-Austin-Playbook`, `/blog/${slug}`],
    ["/axe-throwing-prices/", "/axe-throwing-prices"],
    ["/Team-Building", "/team-building"],
    ["/blog/./../blog", "/blog"],
  ].map(([path, location]) => ({
    name: `non-canonical ${path}`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 301,
    headers: { location: location as string },
  })),
  {
    name: "non-canonical /blog/?page=2: the app keeps the query; the edge never sends it one the page does not read",
    raw: request("GET /blog/?page=2 HTTP/1.1"),
    status: 301,
    headers: { location: "/blog?page=2" },
    edgeHeaders: { location: "/blog" },
  },
  ...["/nope/", "/BLOG/NOPE", "//nope", "/blog/no-such-post/"].map((path) => ({
    name: `no page behind ${path}: a 404, never a redirect`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 404,
  })),

  // Short paths: whatever comes with one, or however it is spelt, the Location is its registry
  // target; an encoded spelling is no short path.
  ...[...shortPaths].flatMap(([path, target]) => [
    ...[
      `${path}?next=//evil.example`,
      `${path}?url=https%3A%2F%2Fevil.example%2F&to=%2F%2Fevil.example`,
      path.toUpperCase(),
      `${path}/`,
      `/${path}`,
      `/.${path}`,
      `/evil.example/..${path}`,
      `/\\evil.example${path}`,
    ].map((variant) => ({
      name: `short path ${variant}`,
      raw: request(`GET ${variant} HTTP/1.1`),
      status: 301,
      headers: { location: target },
    })),
    ...[
      ["another Host", bare(`GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`)],
      ["an absolute-form target on another host", request(`GET http://evil.example${path} HTTP/1.1`)],
      ["X-Forwarded-Host", request(`GET ${path} HTTP/1.1`, ["X-Forwarded-Host: evil.example", "X-Forwarded-Proto: javascript"])],
    ].map(([trick, raw]) => ({ name: `short path ${path} with ${trick}`, raw: raw as string, status: 301, headers: { location: target } })),
    ...[`/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`, `${path}%2F`, `${path}%3Fnext=//evil.example`, `${path}%23evil`].map(
      (variant) => ({ name: `encoded short path ${variant}: the not-found page`, raw: request(`GET ${variant} HTTP/1.1`), status: 404 }),
    ),
    {
      name: `POST ${path}: refused like a page, not redirected`,
      raw: request(`POST ${path} HTTP/1.1`, ["Content-Length: 0"]),
      status: 405,
      headers: { allow: "GET, HEAD" },
    },
  ]),

  // Sizes.
  { name: "4,000-character path", raw: request(`GET /${"a".repeat(4000)} HTTP/1.1`), status: 404 },
  { name: "10,000-character path", raw: request(`GET /${"a".repeat(10_000)} HTTP/1.1`), status: 404, edgeStatus: 414 },
  { name: "20,000-character path", raw: request(`GET /${"a".repeat(20_000)} HTTP/1.1`), status: 431, edgeStatus: 414 },
  { name: "20 KB header", raw: request("GET / HTTP/1.1", [`X-Padding: ${"x".repeat(20_000)}`]), status: 431, edgeStatus: 400 },
  {
    name: "a hundred small headers",
    raw: request(
      "GET / HTTP/1.1",
      Array.from({ length: 100 }, (_, i) => `X-H${i}: ${i}`),
    ),
    status: 200,
  },
  { name: "long query string", raw: request(`GET /blog?q=${"b".repeat(3000)} HTTP/1.1`), status: 200 },

  // Host tricks.
  { name: "empty Host", raw: bare("GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n"), status: 400 },
  { name: "no Host in HTTP/1.1", raw: bare("GET / HTTP/1.1\r\nConnection: close\r\n\r\n"), status: 400 },
  { name: "no Host in HTTP/1.0", raw: bare("GET / HTTP/1.0\r\n\r\n"), status: 200, edgeStatus: 400 },
  ...["[::1", "a b", "user@www.ironbark.test", "..", "-bad.example", "exa_mple.com", "www.ironbark.test/path"].map((host) => ({
    name: `malformed Host ${host}`,
    raw: bare(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    status: 400,
  })),
  // The edge forwards the host name without the port, which is all the site reads.
  ...["www.ironbark.test:99999", "www.ironbark.test:port"].map((host) => ({
    name: `malformed port in Host ${host}`,
    raw: bare(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    status: 400,
    edgeStatus: 200,
  })),
  ...["evil.example", "127.0.0.1:3000", "[::1]:8080", "WWW.IRONBARK.TEST"].map((host) => ({
    name: `another site's Host ${host} still gets the site's own page`,
    raw: bare(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    status: 200,
  })),

  // Bodies. A view POST's body is its page-view id, a UUID as browsers write it, and nothing else.
  ...viewPosts.map(([name, headers, body, status, api]) => ({
    name,
    raw: request(`POST /api/blog/${slug}/view HTTP/1.1`, headers, body),
    status,
    api,
  })),
  { name: "Content-Length that is not a number", raw: request("POST /api/blog/views HTTP/1.1", ["Content-Length: abc"]), status: 400 },
  { name: "negative Content-Length", raw: request("POST /api/blog/views HTTP/1.1", ["Content-Length: -1"]), status: 400 },
  ...[3, 100].map((kilobytes) => ({
    name: `chunked view body of ${kilobytes} KB, over the limit`,
    raw: keepAlive(`POST /api/blog/${slug}/view HTTP/1.1`, [...viewHeaders, "Transfer-Encoding: chunked"], chunked(kilobytes)),
    status: 413,
    api: true,
    appCloses: true,
  })),
  {
    name: "gzip, chunked transfer coding",
    raw: keepAlive(`POST /api/blog/${slug}/view HTTP/1.1`, [...viewHeaders, "Transfer-Encoding: gzip, chunked"], "2\r\n{}\r\n0\r\n\r\n"),
    status: 400,
    appCloses: true,
  },
  { name: "GET with a body", raw: request("GET /blog HTTP/1.1", ["Content-Length: 5"], "hello"), status: 200 },

  // Ranges.
  { name: "satisfiable range on a file", raw: request("GET /favicon.svg HTTP/1.1", ["Range: bytes=0-9"]), status: 206 },
  { name: "unsatisfiable range on a file", raw: request("GET /favicon.svg HTTP/1.1", ["Range: bytes=999999-"]), status: 416 },
  { name: "malformed range on a file", raw: request("GET /favicon.svg HTTP/1.1", ["Range: bytes=abc"]), status: 200, edgeStatus: 416 },
  {
    name: "many ranges on a file",
    raw: request("GET /favicon.svg HTTP/1.1", [`Range: bytes=${Array.from({ length: 50 }, (_, i) => `${i}-${i}`).join(",")}`]),
    status: 206,
    edgeStatus: 206,
  },
  { name: "range on a page", raw: request("GET /blog HTTP/1.1", ["Range: bytes=0-9"]), status: 200 },
  { name: "range on the API", raw: request("GET /api/blog/views HTTP/1.1", ["Range: bytes=0-9"]), status: 200 },

  // React Router's data URLs: the site has no client router.
  ...["/blog.data", "/_root.data", `/blog/${slug}.data`, "/no-such-page.data", "/api.data"].map((path) => ({
    name: `data URL ${path}`,
    raw: request(`GET ${path} HTTP/1.1`),
    status: 404,
  })),

  // Headers the site ignores or answers.
  { name: "request id with markup", raw: request("GET / HTTP/1.1", ["X-Request-Id: <script>alert(1)</script>"]), status: 200 },
  { name: "odd Accept-Encoding", raw: request("GET / HTTP/1.1", ["Accept-Encoding: gzip;q=bogus, *;q=-1"]), status: 200 },
  { name: "If-None-Match: *", raw: request("GET /blog HTTP/1.1", ["If-None-Match: *"]), status: 304 },
  { name: "malformed If-Modified-Since", raw: request("GET /blog HTTP/1.1", ["If-Modified-Since: yesterday"]), status: 200 },
  { name: "cookie", raw: request("GET /blog HTTP/1.1", ["Cookie: session=abc"]), status: 200 },
  { name: "authorization", raw: request("GET /blog HTTP/1.1", ["Authorization: Basic YWRtaW46YWRtaW4="]), status: 200 },
  { name: "X-Forwarded-Host trick", raw: request("GET / HTTP/1.1", ["X-Forwarded-Host: evil.example"]), status: 200 },
  { name: "Expect: 100-continue on a page", raw: request("GET / HTTP/1.1", ["Expect: 100-continue"]), status: 200 },
  { name: "unknown Expect", raw: request("GET / HTTP/1.1", ["Expect: teapot"]), status: 417, edgeStatus: 200 },
  { name: "HEAD of a page", raw: request("HEAD /blog HTTP/1.1"), status: 200 },
  { name: "HEAD of the API", raw: request("HEAD /api/blog/views HTTP/1.1"), status: 200 },

  // The group planner's query: anything it cannot plan for is a 400 beside the field, never a 5xx;
  // a group of any size is answered, past the largest buyout with the events team's phone.
  ...[
    ["guests=0", 400],
    ["guests=71", 200],
    ["guests=99999999999999999999", 400],
    ["guests=-1", 400],
    ["guests=1e2", 400],
    ["guests=%00", 400],
    ["guests=%E0%A4%A", 400],
    ["guests=<script>alert(1)</script>", 400],
    ["guests=12&hours=3", 400],
    ["guests=12&hours=", 200],
    ["guests=12&vr=yes", 400],
    ["guests=12&kids=2", 400],
    ["guests=12&day=Funday", 400],
    ["guests=12&day=Friday&time=25:99", 400],
    ["guests=12&day=Friday&time=23:45", 400],
    ["guests=12&time=19:00", 400],
    ["guests=12&guests=500", 400],
    ["guests=12&GUESTS=500", 200],
    ["guests=12&gu%65sts=500", 400],
    ["hours=2&guests=12&kids=0&hours=2", 400],
    ["guests[]=12", 200],
    [`guests=12&${"x=1&".repeat(500)}`, 200],
    ["guests=12&day=Friday&time=19:00&vr=1&kids=1&hours=2", 200],
  ].map(([query, status]) => ({
    name: `the planner with ${String(query).slice(0, 60)}`,
    raw: request(`GET /plan?${query} HTTP/1.1`),
    status: status as number,
  })),
];
