import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import Negotiator from "negotiator";
import type { PublicConfig } from "../../lib/public-config.ts";
import { stillCurrent } from "../http/cache-policy.server.ts";
import { countPageDocument, setHttpRoute } from "../observability/metrics.server.ts";
import { documentHeaders } from "./document-headers.server.ts";

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
export async function pageFile(html: Buffer): Promise<PageFile> {
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
  for (const file of readdirSync(serverDirectory)
    .filter((name) => name.endsWith(".js"))
    .sort()) {
    hash.update(file).update(readFileSync(`${serverDirectory}${file}`));
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
export function readPageFiles(
  directory: string,
): { buildVersion: string; publicConfig: PublicConfig; files: Map<string, PageFile> } | undefined {
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
export function servePageFiles(
  files: ReadonlyMap<string, PageFile>,
  { pageCacheSeconds, routeOf }: { pageCacheSeconds: number; routeOf: (path: string) => string },
): RequestHandler {
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
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
  return sendPageFile;
}
