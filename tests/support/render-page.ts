import { externalLinkDefaults } from "../../app/content/venue.ts";
import type { PublicConfig } from "../../app/lib/public-config.ts";
import { createLogger } from "../../app/server/observability.server.ts";
import { renderPage as renderDocument } from "../../app/server/pages.server.ts";
import { siteUrl } from "./server.ts";

/** The default configuration's public part: the site URL of the tests and the default outbound links. */
export const publicConfig: PublicConfig = {
  siteUrl,
  links: Object.fromEntries(Object.entries(externalLinkDefaults).map(([name, { url }]) => [name, url])) as PublicConfig["links"],
};

const log = createLogger({ logLevel: "error", nodeEnv: "test" });

/**
 * A page rendered as the build renders its page files: React Router's request handler and
 * app/entry.server.tsx over the route modules, for the default public configuration or another,
 * without a server or a database. The stylesheet is left out.
 */
export async function renderPage(path: string, config: PublicConfig = publicConfig): Promise<{ status: number; html: string }> {
  const response = await renderDocument(new Request(`${siteUrl}${path}`), { publicConfig: config, pageCacheSeconds: 60 }, log);
  return { status: response.status, html: await response.text() };
}
