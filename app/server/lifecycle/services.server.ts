import type { DatabaseHandle } from "../../../db/connect.ts";
import type { PublicConfig } from "../../lib/public-config.ts";
import type { ViewBatcher } from "../../views/view-batcher.server.ts";
import type { Logger } from "../observability/logger.server.ts";

/** Long-lived services the HTTP server hands to every route. */
export interface AppServices {
  database: DatabaseHandle;
  /** Counts views in batches, one transaction each (group commit). */
  viewBatcher: ViewBatcher;
  logger: Logger;
  publicConfig: PublicConfig;
  /** How long the edge keeps a page fresh (s-maxage), from PAGE_CACHE_SECONDS. */
  pageCacheSeconds: number;
}
