import { counterByLabel } from "../server/observability/metrics.server.ts";

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
export type ViewOutcome = (typeof viewOutcomes)[number];

const views = counterByLabel(
  "ironbark_views_total",
  "View POSTs by outcome: counted (with the page's id, or without one), repeated (an id already counted: a retry), not counted (a crawler), refused (another site, unknown post, bad body), unavailable (503), error (500).",
  "outcome",
  // The edge counts rate_limited, under the same name.
  viewOutcomes.filter((outcome) => outcome !== "rate_limited"),
);

/** Counts one answer of the view API; called where each answer is decided (app/views/views-api.server.ts). */
export function countViewOutcome(outcome: ViewOutcome): void {
  views.inc({ outcome });
}

const storeFailures = counterByLabel(
  "ironbark_view_store_failures_total",
  "Failed view-count store calls (any view endpoint): unavailable (timeouts, refused or lost connections, pool exhausted: 503) or error (anything else: 500).",
  "kind",
  ["unavailable", "error"],
);

export function countViewStoreFailure(kind: "unavailable" | "error"): void {
  storeFailures.inc({ kind });
}
