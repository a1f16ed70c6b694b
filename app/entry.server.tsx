import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createHead, renderSSRHead, UnheadProvider } from "@unhead/react/server";
import type { Unhead } from "@unhead/react/server";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { postBody } from "./content/post-bodies.server.ts";
import { ArticleBodiesContext } from "./lib/article-bodies.ts";
import { cacheControlForDocument } from "./server/cache-policy.server.ts";
import { requestContext, servicesContext } from "./server/context.server.ts";

/** Rendering still pending after this long is abandoned and the client finishes it. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce } = loadContext.get(requestContext);
  const { pageCacheSeconds } = loadContext.get(servicesContext);
  const head = createHead();
  // Crawlers get the complete document before the first byte; people get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <UnheadProvider value={head}>
        <ArticleBodiesContext.Provider value={postBody}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </ArticleBodiesContext.Provider>
      </UnheadProvider>,
      {
        nonce: cspNonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Cache-Control", cacheControlForDocument(responseStatusCode, pageCacheSeconds));
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(injectHeadTags(head)).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged by handleError; before it they reject above.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
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

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  response.headers.set("Cache-Control", cacheControlForDocument(response.status, context.get(servicesContext).pageCacheSeconds));
  return response;
};

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.get(requestContext).log.error({ err: error }, "error while rendering a route");
};
