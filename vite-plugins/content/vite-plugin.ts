import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Plugin } from "vite";
import { compilePage } from "./compile-page.ts";
import { compilePost } from "./compile-post.ts";
import { contentDirs, contentKind, knownPaths, pageContent, pageFileNames } from "./content-files.ts";
import { scheduleProblems } from "./schedule-tokens.ts";
import { socialCardFile } from "./social-card.ts";

const postFile = /\/app\/content\/posts\/[^/]+\.md$/;
const pageFile = /\/app\/content\/pages\/[^/]+\.yaml$/;

/**
 * Compiles posts (app/content/posts/*.md) and page content files (app/content/pages/*.yaml) into
 * modules, stopping the build on a file that is wrong for a reader. The editorial checks run in
 * `npm run lint:content` (lint-content.ts) instead, so a copy edit never stops the dev server.
 */
export function contentPlugin(): Plugin {
  let postsDir = "";
  let pagesDir = "";
  let cardsDir = "";
  return {
    name: "ironbark-content",
    enforce: "pre",
    configResolved(config) {
      ({ posts: postsDir, pages: pagesDir } = contentDirs(config.root));
      // Outside node_modules, where Vite (and vitest) would take an import for a package.
      cardsDir = join(config.root, ".cache/social-cards");
    },
    buildStart() {
      if (scheduleProblems.length > 0)
        this.error(`schedules that break a house rule:\n${scheduleProblems.map((line) => `- ${line}`).join("\n")}`);
      const files = pageFileNames(pagesDir);
      const missing = [...pageContent.keys()].filter((file) => !files.includes(file));
      if (missing.length > 0) this.error(`page content files missing from app/content/pages: ${missing.join(", ")}`);
      const paths = knownPaths(postsDir, pagesDir);
      for (const file of files)
        compilePage(readFileSync(join(pagesDir, file), "utf8"), { fileName: file, kind: contentKind(file), knownPaths: paths });
    },
    async transform(source, id) {
      const path = id.split("?")[0] as string;
      if (pageFile.test(path)) {
        const fileName = basename(path);
        const copy = compilePage(source, { fileName, kind: contentKind(fileName), knownPaths: knownPaths(postsDir, pagesDir) });
        return { code: `export default ${JSON.stringify(copy)};`, map: null };
      }
      if (!postFile.test(path)) return null;
      const { frontmatter, html, toc, wordCount } = compilePost(source, {
        fileName: basename(path),
        knownPaths: knownPaths(postsDir, pagesDir),
      });
      const { hero, ...rest } = frontmatter;
      // The card is a file Vite then treats like any image: hashed, and in the client build.
      const card = await socialCardFile(cardsDir, frontmatter.slug, frontmatter.title);
      return {
        code: [
          `import heroSrc from ${JSON.stringify(hero.src)};`,
          `import cardSrc from ${JSON.stringify(card.file)};`,
          `export const meta = { ...${JSON.stringify({ ...rest, toc, wordCount })}, hero: { src: heroSrc, alt: ${JSON.stringify(hero.alt)} }, socialCard: { src: cardSrc, ...${JSON.stringify({ alt: card.alt, width: card.width, height: card.height })} } };`,
          `export const html = ${JSON.stringify(html)};`,
        ].join("\n"),
        map: null,
      };
    },
  };
}
