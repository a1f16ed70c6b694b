import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import { isbot } from "isbot";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../../db/connect.ts";
import { forgetViewIds, type PageView, readAllViews, readViews, recordViews, type ViewTally } from "../../db/post-views.ts";
import type { Database } from "../../db/schema.ts";
import { isStoreUnavailable } from "../../db/store-unavailable.ts";
import { DatabaseTimeoutError, databaseBudgetMs, withTimeout } from "../../db/timeout.ts";
import { findPost, type PostMeta, posts } from "../content/posts.ts";
import { ApiError, apiCacheControl, type Endpoints, jsonBody } from "./api.server.ts";
import { counterByLabel, type Logger, logFailureOnRequestLine } from "./observability.server.ts";

/**
 * The blog's view counts, the server's side whole: the API's endpoints (which refuse, read and
 * count), their metrics, and the batcher that commits the views (group commit, at the end). The
 * browser's side is app/browser/view-counter.ts and app/browser/view-counts.ts.
 */

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

/** What the view endpoints read and count with: the server's database and batcher, and the site's own origin. */
interface ViewServices {
  database: DatabaseHandle;
  viewBatcher: ViewBatcher;
  siteUrl: string;
}

/** The blog's view counts: read one, read all, count one. */
export function viewEndpoints({ database, viewBatcher, siteUrl }: ViewServices): Endpoints {
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
    res.set("Cache-Control", apiCacheControl);
    try {
      await handler(req, res, next);
    } catch (error) {
      if (error instanceof ApiError) return next(error);
      const kind = storeUnavailable(error) ? "unavailable" : "error";
      storeFailures.inc({ kind });
      if (countsViews) countViewOutcome(kind);
      logFailureOnRequestLine(res, error, kind === "error" ? "error" : "warn");
      if (kind === "error") return next(new ApiError(500, "Something went wrong on our side while counting views."));
      const id = res.locals.pageViewId as string | undefined;
      const message =
        error instanceof ViewOutcomeUnknownError
          ? `The database did not confirm this view in time, so it may or may not be counted. Send it again with its page-view id ${id} (as {"id": "${id}"}, or in the Idempotency-Key header): a view is never counted twice under one id, while a view sent again without it may be.`
          : "View counts are unavailable right now. Please try again shortly.";
      next(new ApiError(503, message, { headers: { "Retry-After": "5" }, details: id ? { id } : {} }));
    }
  };
}

async function currentViews(database: DatabaseHandle, post: PostMeta): Promise<number> {
  const stored = await withTimeout(readViews(database.db, post.slug), databaseBudgetMs);
  return stored ?? post.initialViews;
}

async function allViews(database: DatabaseHandle): Promise<Record<string, number>> {
  const stored = await withTimeout(readAllViews(database.db), databaseBudgetMs);
  return Object.fromEntries(posts.map((post) => [post.slug, stored.get(post.slug) ?? post.initialViews]));
}

// The view API's own counters (docs/operations.md lists them), registered with the process's metrics.

/**
 * Every answer the view API can give to `POST /api/blog/{slug}/view`. `rate_limited` is decided,
 * and counted, by the edge (its cache-outcome counter exports the same metric name).
 */
const viewOutcomes = [
  "counted",
  "counted_without_id",
  "repeated",
  "not_counted_bot",
  "refused_cross_site",
  "not_found",
  "bad_request",
  "rate_limited",
  "unavailable",
  "error",
] as const;
type ViewOutcome = (typeof viewOutcomes)[number];

const viewAnswers = counterByLabel(
  "ironbark_views_total",
  "View POSTs by outcome: counted (with the page's id, or without one), repeated (an id already counted: a retry), not counted (a crawler), refused (another site, unknown post, bad body), unavailable (503), error (500).",
  "outcome",
  // The edge counts rate_limited, under the same name.
  viewOutcomes.filter((outcome) => outcome !== "rate_limited"),
);

/** Counts one answer of the view API; called where each answer is decided (the view endpoints above). */
function countViewOutcome(outcome: ViewOutcome): void {
  viewAnswers.inc({ outcome });
}

const storeFailures = counterByLabel(
  "ironbark_view_store_failures_total",
  "Failed view-count store calls (any view endpoint): unavailable (timeouts, refused or lost connections, pool exhausted: 503) or error (anything else: 500).",
  "kind",
  ["unavailable", "error"],
);

/** Once a batch's commit is sent, its acknowledgement may take this much longer. */
const commitGraceMs = 400;
/** Batches being written at once, at most; the pool keeps connections for reads. */
const writesInFlight = 4;
/** Views one transaction takes at most (three statement parameters each, far below both engines' limits); more wait for the next. */
const batchLimit = 5000;
/**
 * How long a page-view id is remembered: far longer than any retry takes (the page's, after the
 * 503's Retry-After; the edge's, within 10 s), short enough to keep the table small.
 */
export const viewIdLifetimeMs = 10 * 60_000;
const forgetEveryMs = 60_000;
/** Ids forgotten per statement, so that no statement holds many rows for long. */
const forgetBatch = 5000;

/** The batch's commit was sent but never acknowledged: the view may or may not be counted. */
export class ViewOutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super("The commit of the view's batch was sent but not acknowledged", { cause });
    this.name = "ViewOutcomeUnknownError";
  }
}

/** The process is stopping and takes no more views; this one was not counted. */
export class ViewBatcherClosedError extends Error {
  constructor() {
    super("The view counter is closed: the process is stopping");
    this.name = "ViewBatcherClosedError";
  }
}

/**
 * Group commit for view counts: the views that arrive within a short window are counted together,
 * in one transaction, and each request gets its answer only once that transaction's commit is
 * acknowledged. A window opens with the first view after the last batch went, so a process makes
 * at most one transaction per window, whatever the rate; a few batches may be in flight at once.
 */
export interface ViewBatcher {
  /**
   * Resolves once the view's batch is committed. Rejects with DatabaseTimeoutError when the batch
   * missed its budget (rolled back, never counted), ViewOutcomeUnknownError when its commit was
   * not acknowledged, or the database's own error (rolled back).
   */
  count(view: PageView): Promise<ViewTally>;
  /** Views waiting for their batch, and views in batches being written: the group commit's load, for the metrics. */
  load(): { waiting: number; writing: number };
  /** Writes the views waiting now, refuses new ones, and stops forgetting old ids. */
  close(): Promise<void>;
}

interface Waiting {
  view: PageView;
  arrivedAt: number;
  resolve(tally: ViewTally): void;
  reject(error: unknown): void;
}

export function createViewBatcher({ db, windowMs, logger }: { db: Kysely<Database>; windowMs: number; logger: Logger }): ViewBatcher {
  const waiting: Waiting[] = [];
  const writing = new Set<Promise<void>>();
  let viewsWriting = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  // A batch goes once the window of its oldest view has passed, unless enough are being written.
  const schedule = () => {
    const oldest = waiting[0];
    if (timer || !oldest || writing.size >= writesInFlight) return;
    timer = setTimeout(flush, Math.max(0, oldest.arrivedAt + windowMs - performance.now()));
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting.splice(0, batchLimit);
    viewsWriting += batch.length;
    const write: Promise<void> = answer(batch).finally(() => {
      viewsWriting -= batch.length;
      writing.delete(write);
      schedule();
    });
    writing.add(write);
    schedule();
  };
  const answer = async (batch: Waiting[]) => {
    try {
      const tallies = await commitBatch(
        db,
        batch.map((entry) => entry.view),
        // Ready to commit within the database budget of its first view's arrival.
        (batch[0] as Waiting).arrivedAt + databaseBudgetMs,
      );
      for (const [index, entry] of batch.entries()) entry.resolve(tallies[index] as ViewTally);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  const forgetting = forgetOldIds(db, logger);

  return {
    count(view) {
      if (closed) return Promise.reject(new ViewBatcherClosedError());
      return new Promise((resolve, reject) => {
        waiting.push({ view, arrivedAt: performance.now(), resolve, reject });
        schedule();
      });
    },
    load: () => ({ waiting: waiting.length, writing: viewsWriting }),
    async close() {
      closed = true;
      // What was accepted is written now, without waiting for its window, and answered.
      while (waiting.length > 0 || writing.size > 0) {
        if (waiting.length > 0 && writing.size < writesInFlight) flush();
        else await Promise.race(writing);
      }
      await forgetting.stop();
    },
  };
}

/**
 * Writes one batch in one transaction and answers by the deadline (plus the commit's grace): with
 * each view's tally once the commit is acknowledged; with DatabaseTimeoutError when the batch was
 * not ready to commit by the deadline, and it is then rolled back whenever its statements return,
 * so it is never counted; with ViewOutcomeUnknownError when the commit was sent but its
 * acknowledgement never came, whether it failed or is late.
 */
function commitBatch(db: Kysely<Database>, views: PageView[], deadline: number): Promise<ViewTally[]> {
  // A batch that waited out its budget behind others (a slow disk, a held lock) is not even begun.
  if (performance.now() >= deadline) return Promise.reject(new DatabaseTimeoutError(databaseBudgetMs));
  let stage: "writing" | "committing" | "answered" = "writing";
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout;
    const settle = (outcome: () => void) => {
      if (stage === "answered") return;
      stage = "answered";
      clearTimeout(timer);
      outcome();
    };
    timer = setTimeout(() => {
      if (stage === "writing") return settle(() => reject(new DatabaseTimeoutError(databaseBudgetMs)));
      timer = setTimeout(
        () => settle(() => reject(new ViewOutcomeUnknownError(new DatabaseTimeoutError(databaseBudgetMs + commitGraceMs)))),
        commitGraceMs,
      );
    }, deadline - performance.now());
    write().then(
      (tallies) => settle(() => resolve(tallies)),
      (error: unknown) => settle(() => reject(error)),
    );
  });

  async function write(): Promise<ViewTally[]> {
    const trx = await db.startTransaction().execute();
    const rollBack = () => trx.rollback().execute();
    let tallies: ViewTally[];
    try {
      if (stage !== "writing") throw new DatabaseTimeoutError(databaseBudgetMs);
      tallies = await recordViews(trx, views, Date.now());
      // Answered "not counted" meanwhile: it must stay so.
      if (stage !== "writing") throw new DatabaseTimeoutError(databaseBudgetMs);
    } catch (error) {
      await rollBack().catch(() => {});
      throw error;
    }
    stage = "committing";
    try {
      await trx.commit().execute();
    } catch (error) {
      // Frees the connection once the commit's fate is settled; whatever that fate, the answer is "unknown".
      void rollBack().catch(() => {});
      throw new ViewOutcomeUnknownError(error);
    }
    return tallies;
  }
}

/** Forgets ids older than their lifetime, once a minute, in batches; never two runs at once. */
function forgetOldIds(db: Kysely<Database>, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = async () => {
    const seenBefore = Date.now() - viewIdLifetimeMs;
    try {
      let forgotten: number;
      do forgotten = await forgetViewIds(db, seenBefore, forgetBatch);
      while (forgotten === forgetBatch);
    } catch (error) {
      logger.warn({ err: error }, "could not forget old page-view ids; trying again in a minute");
    }
  };
  const interval = setInterval(() => {
    running ??= run().finally(() => {
      running = undefined;
    });
  }, forgetEveryMs);
  interval.unref();
  return {
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
