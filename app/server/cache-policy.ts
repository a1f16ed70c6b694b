/**
 * Cache-Control for every kind of response, decided here and nowhere else.
 * Pages are short-lived in browsers and cached longer at the edge, which may serve a stale copy
 * while it refreshes, or when the origin fails.
 */
export const cachePolicy = {
  page: "public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400",
  notFound: "public, max-age=60, s-maxage=60, stale-if-error=3600",
  hashedAsset: "public, max-age=31536000, immutable",
  publicFile: "public, max-age=3600, stale-while-revalidate=86400",
  feed: "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=86400",
  noStore: "no-store",
} as const;

export function cacheControlForDocument(status: number): string {
  if (status >= 200 && status < 300) return cachePolicy.page;
  if (status === 404 || status === 410) return cachePolicy.notFound;
  return cachePolicy.noStore;
}

export function cacheControlForStaticFile(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? cachePolicy.hashedAsset : cachePolicy.publicFile;
}
