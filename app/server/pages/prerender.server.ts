import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assets } from "virtual:react-router/server-build";
import { defaultPageCacheSeconds } from "../http/cache-policy.server.ts";
import { loadPublicConfig } from "../lifecycle/config.server.ts";
import { startOrExit } from "../lifecycle/env-checks.server.ts";
import { createLogger } from "../observability/logger.server.ts";
import { inlineStylesheet } from "./inline-stylesheet.server.ts";
import { pageFile, pagesDirectory, writePageFiles } from "./page-files.server.ts";
import { renderPages } from "./render-pages.server.ts";

/**
 * The last step of `npm run build` (`build/server/prerender.js`): every page rendered once, from the
 * public configuration in the build's environment (SITE_URL and the outbound links, or their
 * defaults), and written with its brotli and gzip copies to build/pages/, which the server sends as
 * they are. Nothing else in the environment, and nothing of the clock, reaches a page.
 */
const clientDirectory = fileURLToPath(new URL("../client/", import.meta.url));

const publicConfig = await startOrExit(() => loadPublicConfig());
const logger = createLogger({ logLevel: "warn", nodeEnv: "production" });
const documents = await renderPages(
  { publicConfig, pageCacheSeconds: defaultPageCacheSeconds, stylesheet: inlineStylesheet(assets.routes, clientDirectory) },
  logger,
);
const files = new Map(await Promise.all([...documents].map(async ([path, html]) => [path, await pageFile(html)] as const)));
rmSync(pagesDirectory, { recursive: true, force: true });
writePageFiles(pagesDirectory, publicConfig, files);
const bytes = (coding: "identity" | "br" | "gzip") => [...files.values()].reduce((sum, file) => sum + file[coding].body.length, 0);
console.log(
  `${files.size} pages rendered for ${publicConfig.siteUrl} into build/pages/: ` +
    `${Math.round(bytes("identity") / 1024)} KB of HTML, ${Math.round(bytes("br") / 1024)} KB brotli, ${Math.round(bytes("gzip") / 1024)} KB gzip`,
);
