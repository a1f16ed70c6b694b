import type { RequestHandler } from "express";
import { isbot } from "isbot";
import { findPost, type PostMeta } from "../../content/posts.ts";
import { cachePolicy } from "../cache-policy.server.ts";
import type { AppServices } from "../services.server.ts";
import { ViewOutcomeUnknownError } from "../view-batcher.server.ts";
import { ApiError } from "./errors.server.ts";
import { jsonBody } from "./json-body.server.ts";
import type { Endpoints } from "./router.server.ts";
import { allViews, currentViews } from "./view-counts.server.ts";

/** The view POST carries only its page-view id; anything beyond a small JSON body is refused. */
const viewBodyBytes = 1024;

/** A UUID as browsers' crypto.randomUUID() writes it (RFC 9562: lower case, a version, the variant). */
const pageViewIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The blog's view counts: read one, read all, count one. */
export function viewEndpoints({ database, viewBatcher, publicConfig }: AppServices): Endpoints {
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
        sameSiteOnly(publicConfig.siteUrl),
        ...jsonBody({ limit: viewBodyBytes, types: ["application/json", "application/*+json"] }),
        viewStore(async (req, res) => {
          const post = postOf(req.params.slug);
          const id = pageViewId(req.body);
          // Crawlers and scripts see the current number but do not move it; nor does a request
          // without a page-view id, since only an id makes a retry safe to count.
          const userAgent = req.headers["user-agent"];
          if (!id || !userAgent || isbot(userAgent)) {
            return res.json({ success: true, views: await currentViews(database, post), counted: false });
          }
          const { views, counted } = await viewBatcher.count({ id, slug: post.slug, initialViews: post.initialViews });
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

/** The body is empty, `{}`, or `{"id": "<UUID>"}` and nothing else. */
function pageViewId(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    const { id, ...rest } = body as Record<string, unknown>;
    if (Object.keys(rest).length === 0 && (id === undefined || (typeof id === "string" && pageViewIdPattern.test(id)))) return id;
  }
  throw new ApiError(400, 'The body must be {"id": "<the page view\'s UUID, in lower case>"} or empty.');
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

/**
 * Database failures and timeouts become a 503 the client can retry; the answer is never cached.
 * A view answered 503 was not counted, unless its batch's commit went unacknowledged: then the
 * answer says the outcome is unknown, and sending it again with the same id settles it.
 */
function viewStore(handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    res.set("Cache-Control", cachePolicy.noStore);
    try {
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof ApiError) return next(error);
      req.log.warn({ err: error }, "view-count store unavailable");
      const message =
        error instanceof ViewOutcomeUnknownError
          ? "The database did not confirm this view in time, so it may or may not be counted. Send it again with the same id: it is never counted twice."
          : "View counts are unavailable right now. Please try again shortly.";
      next(new ApiError(503, message, { "Retry-After": "5" }));
    }
  };
}
