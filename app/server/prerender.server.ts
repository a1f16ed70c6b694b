import { rmSync } from "node:fs";
import { defaultPageCacheSeconds, loadPublicConfig, startOrExit } from "./config.server.ts";
import { createLogger } from "./observability.server.ts";
import { inlineStylesheet, pagesDirectory, renderPageFiles, writePageFiles } from "./pages.server.ts";

/**
 * The last step of `npm run build` (`build/server/prerender.js`): every page rendered once, from the
 * public configuration in the build's environment (SITE_URL and the outbound links, or their
 * defaults), and written with its brotli and gzip copies to build/pages/, which the server sends as
 * they are. Nothing else in the environment, and nothing of the clock, reaches a page.
 */
const publicConfig = await startOrExit(() => loadPublicConfig());
const logger = createLogger({ logLevel: "warn", nodeEnv: "production" });
const files = await renderPageFiles({ publicConfig, pageCacheSeconds: defaultPageCacheSeconds, stylesheet: inlineStylesheet() }, logger);
rmSync(pagesDirectory, { recursive: true, force: true });
writePageFiles(pagesDirectory, publicConfig, files);
const bytes = (coding: "identity" | "br" | "gzip") => [...files.values()].reduce((sum, file) => sum + file[coding].body.length, 0);
console.log(
  `${files.size} pages rendered for ${publicConfig.siteUrl} into build/pages/: ` +
    `${Math.round(bytes("identity") / 1024)} KB of HTML, ${Math.round(bytes("br") / 1024)} KB brotli, ${Math.round(bytes("gzip") / 1024)} KB gzip`,
);
