import type { DatabaseHandle } from "../../db/connect.ts";
import type { ExternalLinks } from "../content/venue.ts";
import type { Logger } from "./logger.server.ts";

/** What the browser may know of the configuration (it ends up in every page's hydration data). */
export interface PublicConfig {
  siteUrl: string;
  links: ExternalLinks;
}

/** Long-lived services the HTTP server hands to every route. */
export interface AppServices {
  database: DatabaseHandle;
  logger: Logger;
  publicConfig: PublicConfig;
  /** How long the edge keeps a page fresh (s-maxage), from PAGE_CACHE_SECONDS. */
  pageCacheSeconds: number;
}

/** Facts about the request being served. */
export interface RequestInfo {
  requestId: string;
  cspNonce: string;
  log: Logger;
}
