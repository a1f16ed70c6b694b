import type { RequestHandler } from "express";
import { isbot } from "isbot";
import type { DatabaseHandle } from "../../../db/connect.ts";
import { findPost, type PostMeta } from "../../content/posts.ts";
import { cachePolicy } from "../cache-policy.server.ts";
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
        viewStore(async (req, res) => {
          const post = postOf(req.params.slug);
          // Crawlers and scripts see the current number but do not move it.
          const userAgent = req.headers["user-agent"];
          const counted = Boolean(userAgent) && !isbot(userAgent);
          const views = counted ? await countView(database, post) : await currentViews(database, post);
          res.json({ success: true, views, counted });
        }),
      ],
    },
  };
}

function postOf(slug: string | string[] | undefined): PostMeta {
  const post = typeof slug === "string" ? findPost(slug) : undefined;
  if (!post) throw new ApiError(404, "There is no blog post with that slug.");
  return post;
}

/**
 * Another site's page may not count views. Browsers say where a request comes from in
 * Sec-Fetch-Site; older ones only in Origin, which must then be the site's own.
 */
function sameSiteOnly(siteUrl: string): RequestHandler {
  const origin = new URL(siteUrl).origin;
  return (req, _res, next) => {
    const fetchSite = req.headers["sec-fetch-site"];
    const crossSite = fetchSite ? fetchSite !== "same-origin" && fetchSite !== "none" : (req.headers.origin ?? origin) !== origin;
    next(crossSite ? new ApiError(403, "Views are counted only from the site's own pages.") : undefined);
  };
}

/** Database failures and timeouts become a 503 the client can retry; the answer is never cached. */
function viewStore(handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    res.set("Cache-Control", cachePolicy.noStore);
    try {
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof ApiError) return next(error);
      req.log.warn({ err: error }, "view-count store unavailable");
      next(new ApiError(503, "View counts are unavailable right now. Please try again shortly.", { "Retry-After": "5" }));
    }
  };
}
