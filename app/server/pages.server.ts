import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual, promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import type { Response as ExpressResponse, RequestHandler } from "express";
import Negotiator from "negotiator";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { posts } from "../content/posts.ts";
import { pageList, readsQuery, sitePaths } from "../content/site-pages.ts";
import type { InlineStylesheet } from "../lib/inline-stylesheet.ts";
import type { PublicConfig } from "../lib/public-config.ts";
import { type RenderInputs, type RequestInfo, renderContext, requestContext } from "../lib/render-context.ts";
import { publicConfigVariables } from "./config.server.ts";
import { cacheControlForDocument, stillCurrent } from "./http-app.server.ts";
import { countPageDocument, type Logger, setHttpRoute } from "./observability.server.ts";

/**
 * The pages: the build renders each into a file (renderPages, then writePageFiles); the server sends
 * those files as they are (servePageFiles), and renders for its request only what no file holds
 * (createPageHandler). Both carry the same document headers.
 */

/** Every page's canonical path: the site's fixed pages and one per post. */
export const pagePaths: ReadonlySet<string> = sitePaths(posts.map((post) => post.slug));

/** The pages made into files: all but those that read their query (the planner), rendered for each request. */
export const builtPagePaths: ReadonlySet<string> = new Set(
  [...pagePaths].filter((path) => !pageList.some((page) => page.path === path && readsQuery(page))),
);

/**
 * Renders every page from the render inputs alone, through React Router's own request handler and
 * entry.server, for a GET that carries nothing of any visitor: no cookie, no header, no query. Done
 * by `npm run build`, or once at start-up for another public configuration, never for a request.
 * Each page is rendered whole before its status is decided, so a page with an error anywhere in it
 * is a 500, and fails them all: a deploy never serves half a page.
 */
async function renderPages(inputs: RenderInputs, log: Logger): Promise<Map<string, Buffer>> {
  const documents = new Map<string, Buffer>();
  for (const path of builtPagePaths) {
    const response = await renderPage(new Request(new URL(path, `${inputs.publicConfig.siteUrl}/`)), inputs, log);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: no page files are made from this render`);
    documents.set(path, Buffer.from(await response.arrayBuffer()));
  }
  return documents;
}

const renderDocument = createRequestHandler(build, "production");

/** One document rendered whole through React Router's request handler and entry.server, as the page files are. */
export function renderPage(request: Request, inputs: RenderInputs, log: Logger): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(renderContext, { ...inputs, whole: true });
  context.set(requestContext, { requestId: `render ${new URL(request.url).pathname}`, log });
  return renderDocument(request, context);
}

/** Every page rendered (renderPages) and compressed (pageFile), as `npm run build` writes them. */
export async function renderPageFiles(inputs: RenderInputs, log: Logger): Promise<Map<string, PageFile>> {
  const documents = await renderPages(inputs, log);
  return new Map(await Promise.all([...documents].map(async ([path, html]) => [path, await pageFile(html)] as const)));
}

/**
 * The React Router request handler for what is rendered per request: the group planner (from its
 * query alone), the not-found page, error pages and feeds in production (every other page is a file,
 * the page files below), and every page in development. It lives inside the server
 * build, so the routes and this module share one copy of the router contexts.
 */
export function createPageHandler(inputs: RenderInputs, mode: "production" | "development"): RequestHandler {
  const handler = createExpressHandler({
    // The build itself, not a function returning it: React Router then derives its route table
    // once instead of on every request.
    build,
    mode,
    getLoadContext(_req, res: ExpressResponse) {
      const context = new RouterContextProvider();
      context.set(renderContext, inputs);
      context.set(requestContext, res.locals.requestInfo as RequestInfo);
      return context;
    },
  });
  const renderForRequest: RequestHandler = (req, res, next) => {
    setHttpRoute(res, routeOf(req.path));
    res.once("finish", () => {
      if (String(res.getHeader("Content-Type")).startsWith("text/html")) countPageDocument("rendered");
    });
    return handler(req, res, next);
  };
  return renderForRequest;
}

/**
 * The metrics' http_route: the pattern of the route that answers a path ("/faq", "/blog/:slug", and
 * "/*" for the not-found page), a fixed set whatever paths come. The routes are one flat list under
 * the root (app/routes.ts), so a fixed path is its own pattern and a pattern with a parameter
 * matches one segment for it.
 */
const patterns = Object.values(build.routes).flatMap((route) =>
  route?.index ? ["/"] : route?.path && route.path !== "*" ? [`/${route.path}`] : [],
);
const fixedPatterns = new Set(patterns.filter((pattern) => !pattern.includes(":")));
const parameterPatterns = patterns
  .filter((pattern) => pattern.includes(":"))
  .map((pattern) => ({ pattern, shape: new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`) }));

function routeOf(path: string): string {
  if (fixedPatterns.has(path)) return path;
  return parameterPatterns.find(({ shape }) => shape.test(path))?.pattern ?? "/*";
}

/** Chromium prerenders same-origin links on intent with these rules (public/speculation-rules.json). */
const speculationRules = '"/speculation-rules.json"';

/**
 * The headers of every HTML document, whether it is one of the build's page files or rendered for
 * its request (the not-found and error pages); the security headers come from the HTTP app for every
 * response alike.
 */
export function documentHeaders(status: number, pageCacheSeconds: number): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": cacheControlForDocument(status, pageCacheSeconds),
    "Speculation-Rules": speculationRules,
  };
}

/** The client build's files (build/client/), beside the server's. */
export const clientDirectory = fileURLToPath(new URL("../client/", import.meta.url));

/**
 * Reads the stylesheets the build made for its routes (Linaria extracts one, about 5 KB compressed)
 * for the root layout to write into every page's head, so a first visit needs no second round trip
 * before it can paint. The policy allows exactly this text by its hash.
 */
export function inlineStylesheet(): InlineStylesheet {
  const hrefs = [...new Set(Object.values(build.assets.routes).flatMap((route) => route?.css ?? []))];
  const css = hrefs.map((href) => readFileSync(`${clientDirectory}${href.replace(/^\//, "")}`, "utf8")).join("\n");
  return { css, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
}

/** The bytes sent for one content coding of a page, and their strong validator. */
interface Representation {
  body: Buffer;
  etag: string;
}

const codings = ["br", "gzip", "identity"] as const;
type Coding = (typeof codings)[number];

/** A page as the deploy serves it: its document in each content coding. */
export type PageFile = Record<Coding, Representation>;

/** Where each coding's file sits beside the page's HTML file. */
const suffixes: Record<Coding, string> = { identity: "", br: ".br", gzip: ".gz" };

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A validator that names exactly these bytes: a different coding, or a changed page, is a different tag. */
function representation(body: Buffer): Representation {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}

/** Compresses a document once, at the highest levels of both codings: it is never compressed per request. */
async function pageFile(html: Buffer): Promise<PageFile> {
  const [br, gz] = await Promise.all([
    compressBrotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    compressGzip(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity: representation(html), br: representation(br), gzip: representation(gz) };
}

/**
 * What `npm run build` leaves in build/pages/: the build that rendered the pages (they name its
 * hashed assets), the public configuration they were rendered with, and each page's file.
 */
interface Manifest {
  buildVersion: string;
  publicConfig: PublicConfig;
  pages: Record<string, string>;
}

const serverDirectory = fileURLToPath(new URL("./", import.meta.url));

/**
 * The compiled server's version: a hash of its files (build/server/, where every server module of
 * the build sits), which hold the content and the client files' hashed names.
 */
export const serverBuildVersion: string = (() => {
  const hash = createHash("sha256");
  for (const file of readdirSync(serverDirectory).sort()) {
    if (file.endsWith(".js")) hash.update(file).update(readFileSync(`${serverDirectory}${file}`));
  }
  return hash.digest("hex");
})();

const manifestName = "manifest.json";

/** build/pages/, beside the server build (whose modules all sit in build/server/). */
export const pagesDirectory = fileURLToPath(new URL("../pages/", import.meta.url));

/** "/" is index.html, "/blog/a-post" blog/a-post.html. */
function fileName(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** Writes each page's document, its compressed copies and the manifest (the build's last step). */
export function writePageFiles(directory: string, publicConfig: PublicConfig, files: ReadonlyMap<string, PageFile>): void {
  const pages: Record<string, string> = {};
  for (const [path, file] of files) {
    const name = fileName(path);
    pages[path] = name;
    mkdirSync(dirname(join(directory, name)), { recursive: true });
    for (const coding of codings) writeFileSync(join(directory, `${name}${suffixes[coding]}`), file[coding].body);
  }
  writeFileSync(
    join(directory, manifestName),
    `${JSON.stringify({ buildVersion: serverBuildVersion, publicConfig, pages } satisfies Manifest, null, 2)}\n`,
  );
}

/** The build's page files, with the public configuration they were rendered with; undefined when the build made none. */
function readPageFiles(directory: string): { buildVersion: string; publicConfig: PublicConfig; files: Map<string, PageFile> } | undefined {
  const manifestPath = join(directory, manifestName);
  if (!existsSync(manifestPath)) return undefined;
  const { buildVersion, publicConfig, pages } = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const files = new Map<string, PageFile>();
  for (const [path, name] of Object.entries(pages)) {
    const read = (coding: Coding) => representation(readFileSync(join(directory, `${name}${suffixes[coding]}`)));
    files.set(path, { br: read("br"), gzip: read("gzip"), identity: read("identity") });
  }
  return { buildVersion, publicConfig, files };
}

// @types/negotiator describes 0.6, whose encoding() took no preference: 1.x breaks a tie in q by it.
type Negotiate = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** br over gzip over none when the client accepts them alike (browsers list gzip first); its q-values otherwise. */
function preferredCoding(headers: { "accept-encoding"?: string }): Coding {
  const negotiator = new Negotiator({ headers });
  const chosen = (negotiator.encoding as unknown as Negotiate).call(negotiator, codings, { preferred: codings });
  return (chosen as Coding | undefined) ?? "identity";
}

/** A representation's headers, made once: its coding, its validator and its length beside the document's own. */
function responseHeaders(coding: Coding, { body, etag }: Representation, pageCacheSeconds: number): Record<string, string> {
  return {
    ...documentHeaders(200, pageCacheSeconds),
    Vary: "Accept-Encoding",
    ETag: etag,
    ...(coding === "identity" ? {} : { "Content-Encoding": coding }),
    "Content-Length": String(body.length),
  };
}

/**
 * Answers GET and HEAD for every page made into a file, whatever the query (such a page reads none): the
 * coding the client prefers, a strong ETag for those bytes and a 304 when it still holds, and the
 * length for a HEAD. Anything else goes on to the next handler.
 */
export function servePageFiles(files: ReadonlyMap<string, PageFile>, pageCacheSeconds: number): RequestHandler {
  const pages = new Map(
    [...files].map(([path, file]) => [
      path,
      {
        route: routeOf(path),
        answers: Object.fromEntries(
          codings.map((coding) => [coding, { ...file[coding], headers: responseHeaders(coding, file[coding], pageCacheSeconds) }]),
        ) as Record<Coding, Representation & { headers: Record<string, string> }>,
      },
    ]),
  );
  const sendPageFile: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    setHttpRoute(res, page.route);
    const { body, etag, headers } = page.answers[preferredCoding(req.headers)];
    if (stillCurrent(req.headers["if-none-match"], etag)) {
      // No body, so no length or coding of one.
      const { "Content-Length": _length, "Content-Encoding": _coding, ...validators } = headers;
      res.writeHead(304, validators).end();
      return;
    }
    countPageDocument("file");
    res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : body);
  };
  return sendPageFile;
}

/** Page files made at start-up, by public configuration: one render per process, whatever servers it starts. */
const renderedAtStart = new Map<string, Promise<Map<string, PageFile>>>();

/**
 * The build's page files when they were rendered with this public configuration; otherwise the
 * pages rendered and compressed once now, before the server is ready (a deploy whose SITE_URL or
 * outbound links differ from the build's), and said so in the log.
 */
export async function pageFilesFor(inputs: RenderInputs, logger: Logger): Promise<Map<string, PageFile>> {
  const found = readPageFiles(pagesDirectory);
  // Files another build made would point at assets this build does not have.
  const built = found?.buildVersion === serverBuildVersion ? found : undefined;
  if (built && isDeepStrictEqual(built.publicConfig, inputs.publicConfig)) return built.files;
  const key = JSON.stringify(inputs.publicConfig);
  let rendering = renderedAtStart.get(key);
  if (!rendering) {
    const started = performance.now();
    const configured = publicConfigVariables(inputs.publicConfig);
    const builtWith = built && publicConfigVariables(built.publicConfig);
    const differs = Object.keys(configured).filter((variable) => builtWith?.[variable] !== configured[variable]);
    rendering = renderPageFiles(inputs, logger).then((files) => {
      logger.info(
        { differs, pages: files.size, ms: Math.round(performance.now() - started) },
        builtWith
          ? "pages rendered at start-up: these settings differ from the build's"
          : "pages rendered at start-up: the build has no page files of its own",
      );
      return files;
    });
    renderedAtStart.set(key, rendering);
  }
  return rendering;
}
