/** The interactive map's origin; the Content-Security-Policy allows frames from here and nowhere else. */
export const mapEmbedOrigin = "https://www.google.com";

export function mapEmbedUrl(query: string): string {
  return `${mapEmbedOrigin}/maps?q=${encodeURIComponent(query)}&output=embed`;
}
