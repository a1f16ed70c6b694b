import type { Kysely } from "kysely";
import { forgetViewIds, type PageView, recordViews, type ViewTally } from "../../db/post-views.ts";
import type { Database } from "../../db/schema.ts";
import { DatabaseTimeoutError, databaseBudgetMs } from "../../db/timeout.ts";
import type { Logger } from "../server/observability/logger.server.ts";

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
    let tallies: ViewTally[];
    try {
      if (stage !== "writing") throw new DatabaseTimeoutError(databaseBudgetMs);
      tallies = await recordViews(trx, views, Date.now());
      // Answered "not counted" meanwhile: it must stay so.
      if (stage !== "writing") throw new DatabaseTimeoutError(databaseBudgetMs);
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      throw error;
    }
    stage = "committing";
    try {
      await trx.commit().execute();
    } catch (error) {
      // Frees the connection once the commit's fate is settled; whatever that fate, the answer is "unknown".
      void trx
        .rollback()
        .execute()
        .catch(() => {});
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
