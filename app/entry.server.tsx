import { createHash } from "node:crypto";
import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { Unhead } from "@unhead/react/server";
import { createHead, renderSSRHead, UnheadProvider } from "@unhead/react/server";
import fresh from "fresh";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { PublicConfigContext } from "./lib/public-config.ts";
import { cacheControlForDocument } from "./server/cache-policy.server.ts";
import { documentContext, requestContext, servicesContext } from "./server/context.server.ts";

/** Rendering still pending after this long is abandoned. */
export const streamTimeout = 5_000;

/** Chromium prerenders same-origin links on intent with these rules (public/speculation-rules.json). */
export const speculationRulesHeader = '"/speculation-rules.json"';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { pageCacheSeconds, publicConfig } = loadContext.get(servicesContext);
  const { log } = loadContext.get(requestContext);
  const { version } = loadContext.get(documentContext);
  const etag = documentEtag(version, request.url, responseStatusCode);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", cacheControlForDocument(responseStatusCode, pageCacheSeconds));
  responseHeaders.set("ETag", etag);
  responseHeaders.set("Speculation-Rules", speculationRulesHeader);
  if (responseStatusCode === 200 && fresh({ "if-none-match": request.headers.get("if-none-match") ?? undefined }, { etag })) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }

  const head = createHead();
  // Crawlers get the complete document before the first byte; people get the shell as soon as it is ready.
  const crawler = isbot(request.headers.get("user-agent"));

  return streamDocument(
    <UnheadProvider value={head}>
      <PublicConfigContext.Provider value={publicConfig}>
        <ServerRouter context={routerContext} url={request.url} />
      </PublicConfigContext.Provider>
    </UnheadProvider>,
    { status: responseStatusCode, headers: responseHeaders, crawler, transform: () => injectHeadTags(head), log, request },
  );
}

export interface StreamOptions {
  status: number;
  headers: Headers;
  /** Waits for the whole document before the first byte. */
  crawler: boolean;
  /** Applied to the HTML on its way out (the head tags). */
  transform: () => Transform;
  /** The request's logger: it binds the request id, and the trace id when there is one. */
  log: Pick<Logger, "error">;
  request: Request;
}

/**
 * Streams a document: the response starts once the shell is ready (for crawlers, once everything
 * is). An error before that rejects, for React Router's handleError; an error once the shell is on
 * its way cannot change the status any more, so it is logged through the request's logger, with
 * its request id, and the stream ends early.
 */
export function streamDocument(
  element: ReactNode,
  { status, headers, crawler, transform, log, request }: StreamOptions,
): Promise<Response> {
  let responseStatusCode = status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let deadline: NodeJS.Timeout | undefined;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatusCode }));
      pipe(transform()).pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      onShellReady() {
        if (!crawler) respond();
      },
      // The deadline holds the whole render in memory: let it go as soon as rendering is done.
      onAllReady() {
        clearTimeout(deadline);
        if (crawler) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered && !request.signal.aborted) {
          log.error({ err: error, path: new URL(request.url).pathname }, "error while streaming a page");
        }
      },
    });
    deadline = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A deploy renders a URL to the same bytes for everyone, so the validator is derived from what the
 * page is rendered from (the document version) and the URL, without rendering it first.
 */
function documentEtag(documentVersion: string, url: string, status: number): string {
  const { pathname, search } = new URL(url);
  return `"${createHash("sha256").update(`${documentVersion}\n${status}\n${pathname}${search}`).digest("base64url").slice(0, 32)}"`;
}

/**
 * Unhead collects the tags the shell declared; they go right after <head>. Tags must be declared
 * outside Suspense boundaries to be rendered on the server.
 */
function injectHeadTags(head: Unhead): Transform {
  let done = false;
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString("utf8");
      const at = pending.indexOf("<head>");
      if (at === -1) return callback();
      done = true;
      const { headTags } = renderSSRHead(head, { omitLineBreaks: true });
      const cut = at + "<head>".length;
      const output = pending.slice(0, cut) + headTags + pending.slice(cut);
      pending = "";
      callback(null, output);
    },
    flush(callback) {
      callback(null, pending || undefined);
    },
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(requestContext).log.error({ err: error }, "error while rendering a route");
};
