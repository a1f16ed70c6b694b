import fresh from "fresh";

/**
 * Cache-Control for every kind of response, decided here and nowhere else.
 * Pages are short-lived in browsers and cached longer at the edge, which may serve a stale copy
 * while it refreshes, or when the origin fails.
 */
/** How long the edge keeps a page fresh unless PAGE_CACHE_SECONDS says otherwise. */
export const defaultPageCacheSeconds = 300;

/** Pages: a minute in browsers, `edgeSeconds` at the edge, then served stale while refreshing or when the origin fails. */
export function pagePolicy(edgeSeconds: number): string {
  return `public, max-age=${Math.min(60, edgeSeconds)}, s-maxage=${edgeSeconds}, stale-while-revalidate=${edgeSeconds * 2}, stale-if-error=86400`;
}

export const cachePolicy = {
  notFound: "public, max-age=60, s-maxage=60, stale-if-error=3600",
  /**
   * Browsers remember a spelling's redirect; the edge keeps only canonical URLs, never a copy for
   * every spelling anyone makes up. (A short path's redirect, /prices, is one of a few fixed URLs,
   * kept like a page.)
   */
  redirect: "public, max-age=3600, s-maxage=0",
  hashedAsset: "public, max-age=31536000, immutable",
  publicFile: "public, max-age=3600, stale-while-revalidate=86400",
  noStore: "no-store",
} as const;

export function cacheControlForDocument(status: number, edgeSeconds = defaultPageCacheSeconds): string {
  if (status >= 200 && status < 300) return pagePolicy(edgeSeconds);
  if (status === 404 || status === 410) return cachePolicy.notFound;
  return cachePolicy.noStore;
}

export function cacheControlForStaticFile(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? cachePolicy.hashedAsset : cachePolicy.publicFile;
}

/** A conditional request still holds the document when its If-None-Match names the document's ETag. */
export function stillCurrent(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return fresh({ "if-none-match": ifNoneMatch ?? undefined }, { etag });
}
