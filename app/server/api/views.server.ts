import type { ErrorRequestHandler, RequestHandler } from "express";
import { isbot } from "isbot";
import type { DatabaseHandle } from "../../../db/connect.ts";
import { isStoreUnavailable } from "../../../db/store-unavailable.ts";
import { findPost, type PostMeta } from "../../content/posts.ts";
import { cachePolicy } from "../cache-policy.server.ts";
import { countViewOutcome, countViewStoreFailure } from "../metrics.server.ts";
import { ApiError } from "./errors.server.ts";
import { jsonBody } from "./json-body.server.ts";
import type { Endpoints } from "./router.server.ts";
import { allViews, countView, currentViews } from "./view-counts.server.ts";

/** The view POST carries no data of its own; anything beyond a small JSON body is refused. */
const viewBodyBytes = 1024;

/** The blog's view counts: read one, read all, count one. */
export function viewEndpoints(database: DatabaseHandle, siteUrl: string): Endpoints {
  return {
    "/blog/views": {
      GET: [viewStore(async (_req, res) => res.json({ views: await allViews(database) }))],
    },
    "/blog/:slug": {
      GET: [
        viewStore(async (req, res) => {
          const post = postOf(req.params.slug);
          res.json({ slug: post.slug, views: await currentViews(database, post) });
        }),
      ],
    },
    "/blog/:slug/view": {
      POST: [
        sameSiteOnly(siteUrl),
        ...jsonBody({ limit: viewBodyBytes, types: ["application/json", "application/*+json"] }),
        countRefusedBody,
        viewStore(
          async (req, res) => {
            const post = viewedPost(req.params.slug);
            // Crawlers and scripts see the current number but do not move it.
            const userAgent = req.headers["user-agent"];
            const counted = Boolean(userAgent) && !isbot(userAgent);
            const views = counted ? await countView(database, post) : await currentViews(database, post);
            countViewOutcome(counted ? "counted" : "not_counted_bot");
            res.json({ success: true, views, counted });
          },
          { countsViews: true },
        ),
      ],
    },
  };
}

function postOf(slug: string | string[] | undefined): PostMeta {
  const post = typeof slug === "string" ? findPost(slug) : undefined;
  if (!post) throw new ApiError(404, "There is no blog post with that slug.");
  return post;
}

/** The post a view is for; a view of a post that does not exist is refused, and counted so. */
function viewedPost(slug: string | string[] | undefined): PostMeta {
  try {
    return postOf(slug);
  } catch (error) {
    countViewOutcome("not_found");
    throw error;
  }
}

/** A view whose body was refused (malformed, too large, another media type) is counted, then answered by the router. */
const countRefusedBody: ErrorRequestHandler = (error, _req, _res, next) => {
  const status = (error as { status?: number }).status;
  if (status === 400 || status === 413 || status === 415) countViewOutcome("bad_request");
  next(error);
};

/**
 * Another site's page may not count views. Browsers say where a request comes from in
 * Sec-Fetch-Site; older ones only in Origin, which must then be the site's own.
 */
function sameSiteOnly(siteUrl: string): RequestHandler {
  const origin = new URL(siteUrl).origin;
  return (req, _res, next) => {
    const fetchSite = req.headers["sec-fetch-site"];
    const crossSite = fetchSite ? fetchSite !== "same-origin" && fetchSite !== "none" : (req.headers.origin ?? origin) !== origin;
    if (!crossSite) return next();
    countViewOutcome("refused_cross_site");
    next(new ApiError(403, "Views are counted only from the site's own pages."));
  };
}

/**
 * Calls the view-count store; the answer is never cached. Only the store's own unavailability (a
 * timeout, a refused or lost connection, the pool exhausted: db/store-unavailable.ts) becomes a 503
 * the client can retry, logged at warn. Anything else is a bug: a 500, logged at error with its
 * stack (the log line carries the request id). Both are counted, and for a view POST
 * (`countsViews`) as its outcome too.
 */
function viewStore(handler: RequestHandler, { countsViews = false } = {}): RequestHandler {
  return async (req, res, next) => {
    res.set("Cache-Control", cachePolicy.noStore);
    try {
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof ApiError) return next(error);
      const kind = isStoreUnavailable(error) ? "unavailable" : "error";
      countViewStoreFailure(kind);
      if (countsViews) countViewOutcome(kind);
      if (kind === "unavailable") {
        req.log.warn({ err: error }, "view-count store unavailable");
        return next(new ApiError(503, "View counts are unavailable right now. Please try again shortly.", { "Retry-After": "5" }));
      }
      req.log.error({ err: error }, "view-count store failed");
      next(new ApiError(500, "Something went wrong on our side while counting views."));
    }
  };
}
