import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createHead, renderSSRHead, type Unhead, UnheadProvider } from "@unhead/react/server";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { InlineStylesheetContext } from "./lib/inline-stylesheet.ts";
import { PublicConfigContext } from "./lib/public-config.ts";
import { renderContext, requestContext } from "./lib/render-context.ts";
import { documentHeaders } from "./server/pages.server.ts";

/** Rendering still pending after this long is abandoned. */
export const streamTimeout = 5_000;

/**
 * Renders a document from the deploy's render inputs alone: the build's page files are rendered
 * here once (app/server/pages.server.ts), and so is, for its request, any other document (the
 * not-found and error pages, and every page in development).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { publicConfig, pageCacheSeconds, stylesheet, whole } = loadContext.get(renderContext);
  for (const [name, value] of Object.entries(documentHeaders(responseStatusCode, pageCacheSeconds))) responseHeaders.set(name, value);
  const head = createHead();
  return streamDocument(
    <UnheadProvider value={head}>
      <PublicConfigContext.Provider value={publicConfig}>
        <InlineStylesheetContext.Provider value={stylesheet?.css}>
          <ServerRouter context={routerContext} url={request.url} />
        </InlineStylesheetContext.Provider>
      </PublicConfigContext.Provider>
    </UnheadProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      // Crawlers get the complete document before the first byte; people get the shell as soon as it is ready.
      crawler: whole === true || isbot(request.headers.get("user-agent")),
      transform: () => new DocumentBody(head),
      log: loadContext.get(requestContext).log,
      request,
    },
  );
}

export interface StreamOptions {
  status: number;
  headers: Headers;
  /** Waits for the whole document before the first byte. */
  crawler: boolean;
  /** What React writes the HTML into, and the response body reads from (the head tags go in there). */
  transform: () => Transform;
  /** The request's logger: it binds the request id, and the trace id when there is one. */
  log: Pick<Logger, "error">;
  request: Request;
}

/**
 * Streams a document: the response starts once the shell is ready (for crawlers, once everything
 * is). An error before that rejects, for React Router's handleError; an error once the shell is on
 * its way cannot change the status any more, so it is logged through the request's logger, with
 * its request id, and the stream ends early, without its closing tags.
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
      const body = transform();
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatusCode }));
      pipe(body);
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
 * The document as React writes it: React hands over 2 KB pieces and calls `flush()` when a batch is
 * complete (the whole shell, then each streamed boundary). Each batch goes on as one chunk, so the
 * layers below (the web stream, compression, the socket) see a few writes per page, not dozens.
 * Unhead's tags, collected while the shell rendered, go right after <head>; tags must be declared
 * outside Suspense boundaries to be rendered on the server.
 */
class DocumentBody extends Transform {
  readonly #head: Unhead;
  #pieces: Buffer[] = [];
  #headWritten = false;

  constructor(head: Unhead) {
    super();
    this.#head = head;
  }

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pieces.push(piece);
    callback();
  }

  flush() {
    if (this.#pieces.length === 0) return;
    let batch = Buffer.concat(this.#pieces);
    if (!this.#headWritten) {
      const at = batch.indexOf("<head>");
      if (at === -1) return;
      const cut = at + "<head>".length;
      const { headTags } = renderSSRHead(this.#head, { omitLineBreaks: true });
      batch = Buffer.concat([batch.subarray(0, cut), Buffer.from(headTags), batch.subarray(cut)]);
      this.#headWritten = true;
    }
    this.#pieces = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback) {
    this.#headWritten = true;
    this.flush();
    callback();
  }
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(requestContext).log.error({ err: error }, "error while rendering a route");
};
