import type { Logger } from "pino";
import { createContext } from "react-router";
import type { InlineStylesheet } from "./inline-stylesheet.ts";
import type { PublicConfig } from "./public-config.ts";

/**
 * Everything a page or a feed is rendered from: the same for every request of a deploy. Routes get
 * nothing else from the server (no database, no request data), so a page cannot depend on who asks.
 */
export interface RenderInputs {
  publicConfig: PublicConfig;
  /** How long the edge keeps a page fresh (s-maxage), from PAGE_CACHE_SECONDS: a header, never in the bytes. */
  pageCacheSeconds: number;
  /** The stylesheet written into every page (production); development links Vite's styles. */
  stylesheet?: InlineStylesheet;
  /**
   * Renders each document whole before deciding its status, as for a crawler: set for the page
   * files, so that an error anywhere in a page is a 500 that fails the render, never a page file.
   */
  whole?: boolean;
}

export const renderContext = createContext<RenderInputs>();

/** Facts about the request being served. */
export interface RequestInfo {
  requestId: string;
  /** Binds the request id, and the trace id when a valid traceparent came in, to every line. */
  log: Logger;
}

/** The request's id and logger, for what goes wrong while a document is rendered. */
export const requestContext = createContext<RequestInfo>();
