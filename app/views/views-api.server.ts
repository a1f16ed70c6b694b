import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { isbot } from "isbot";
import { isStoreUnavailable } from "../../db/store-unavailable.ts";
import { findPost, type PostMeta } from "../content/posts.ts";
import type { Endpoints } from "../server/api/endpoints.server.ts";
import { ApiError } from "../server/api/errors.server.ts";
import { jsonBody } from "../server/api/json-body.server.ts";
import { cachePolicy } from "../server/http/cache-policy.server.ts";
import type { AppServices } from "../server/lifecycle/services.server.ts";
import { logFailureOnRequestLine } from "../server/observability/logger.server.ts";
import { ViewBatcherClosedError, ViewOutcomeUnknownError } from "./view-batcher.server.ts";
import { allViews, currentViews } from "./view-counts-api.server.ts";
import { countViewOutcome, countViewStoreFailure, type ViewOutcome } from "./view-metrics.server.ts";

/** The view POST carries at most its page-view id; anything beyond a small JSON body is refused. */
const viewBodyBytes = 1024;

/** A UUID as browsers' crypto.randomUUID() writes it (RFC 9562: lower case, a version, the variant). */
const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
const pageViewIdPattern = new RegExp(`^${uuid}$`);
/**
 * The Idempotency-Key header as the IETF draft writes it (a structured-field string, quoted) or
 * bare. The edge sends a view POST again under this header's id (k8s/base/edge.conf.template), so a
 * header the app cannot read as an id is refused, never counted without it.
 */
const idempotencyKeyPattern = new RegExp(`^(?:"(${uuid})"|(${uuid}))$`);

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
        countRefusedBody,
        viewStore(
          async (req, res) => {
            const post = refusedAs("not_found", () => postOf(req.params.slug));
            const sentId = refusedAs("bad_request", () => pageViewIdOf(req));
            // Crawlers and scripts see the current number but do not move it.
            const userAgent = req.headers["user-agent"];
            if (!userAgent || isbot(userAgent)) {
              const views = await currentViews(database, post);
              countViewOutcome("not_counted_bot");
              return res.json({ success: true, views, counted: false });
            }
            // A view sent without an id (the spec's own call) is counted once per request, under an
            // id of its own. Every answer names the view's id: the one that settles a commit whose
            // acknowledgement was lost.
            const id = sentId ?? randomUUID();
            res.locals.pageViewId = id;
            const { views, counted, repeated } = await viewBatcher.count({ id, slug: post.slug, initialViews: post.initialViews });
            countViewOutcome(repeated ? "repeated" : sentId ? "counted" : "counted_without_id");
            res.json({ success: true, views, counted, id });
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

/**
 * The page-view id a view POST carries, if any: its body's (empty, `{}`, or `{"id": "<UUID>"}` and
 * nothing else), else its Idempotency-Key header's. The edge gives every view POST that header when
 * the client sent none, so the body's id, when there is one, is the client's and wins.
 */
function pageViewIdOf(req: Request): string | undefined {
  const fromBody = pageViewIdInBody(req.body);
  const header = req.headers["idempotency-key"];
  if (header === undefined) return fromBody;
  const match = idempotencyKeyPattern.exec(header as string);
  const fromHeader = match?.[1] ?? match?.[2];
  if (!fromHeader) throw new ApiError(400, "Idempotency-Key must be the page view's UUID, in lower case (quoted or bare).");
  return fromBody ?? fromHeader;
}

function pageViewIdInBody(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    const { id, ...rest } = body as Record<string, unknown>;
    if (Object.keys(rest).length === 0 && (id === undefined || (typeof id === "string" && pageViewIdPattern.test(id)))) return id;
  }
  throw new ApiError(400, 'The body must be {"id": "<the page view\'s UUID, in lower case>"} or empty.');
}

/** Runs a check of a view POST; when it refuses the view, the refusal is counted as `outcome`. */
function refusedAs<T>(outcome: ViewOutcome, check: () => T): T {
  try {
    return check();
  } catch (error) {
    countViewOutcome(outcome);
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

/** The store could not answer (db/store-unavailable.ts), or the process stops taking views. */
function storeUnavailable(error: unknown): boolean {
  return error instanceof ViewOutcomeUnknownError || error instanceof ViewBatcherClosedError || isStoreUnavailable(error);
}

/**
 * Calls the view-count store; the answer is never cached. Only the store's own unavailability (a
 * timeout, a refused or lost connection, the pool exhausted, a commit never acknowledged, a
 * process stopping) becomes a 503 the client can retry, logged at warn on the request's one line. A view answered 503 was
 * not counted, unless its batch's commit went unacknowledged: then the answer says the outcome is
 * unknown, and sending it again with the same id settles it. Anything else is a bug: a 500, logged
 * at error with its stack on the request's line (which carries the request id). Both are counted, and for a view
 * POST (`countsViews`) as its outcome too.
 */
function viewStore(handler: RequestHandler, { countsViews = false } = {}): RequestHandler {
  return async (req, res, next) => {
    res.set("Cache-Control", cachePolicy.noStore);
    try {
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof ApiError) return next(error);
      const kind = storeUnavailable(error) ? "unavailable" : "error";
      countViewStoreFailure(kind);
      if (countsViews) countViewOutcome(kind);
      logFailureOnRequestLine(res, error, kind === "error" ? "error" : "warn");
      if (kind === "error") return next(new ApiError(500, "Something went wrong on our side while counting views."));
      const id = res.locals.pageViewId as string | undefined;
      const details: Record<string, string> = id ? { id } : {};
      const headers = { "Retry-After": "5" };
      if (!(error instanceof ViewOutcomeUnknownError)) {
        return next(new ApiError(503, "View counts are unavailable right now. Please try again shortly.", { headers, details }));
      }
      next(
        new ApiError(
          503,
          `The database did not confirm this view in time, so it may or may not be counted. Send it again with its page-view id ${id} (as {"id": "${id}"}, or in the Idempotency-Key header): a view is never counted twice under one id, while a view sent again without it may be.`,
          { headers, details },
        ),
      );
    }
  };
}
