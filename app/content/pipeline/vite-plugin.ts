import { readdirSync } from "node:fs";
import { basename, dirname } from "node:path";
import type { Plugin } from "vite";
import { sitePages } from "../site-pages.ts";
import { compilePost } from "./compile-post.ts";

const postFile = /\/app\/content\/posts\/[^/]+\.md$/;

/**
 * Compiles each post file (app/content/posts/*.md) at build time into a module exporting `meta`
 * (validated frontmatter, hero URL, table of contents) and `html` (the body). A post that fails
 * validation stops the build with the file and field named.
 */
export function postsPlugin(): Plugin {
  return {
    name: "ironbark-posts",
    enforce: "pre",
    transform(source, id) {
      const path = id.split("?")[0] as string;
      if (!postFile.test(path)) return null;
      const postSlugs = readdirSync(dirname(path))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `/blog/${name.replace(/\.md$/, "")}`);
      const knownPaths = new Set([...sitePages.map((page) => page.path), ...postSlugs]);
      const { frontmatter, html, toc, wordCount } = compilePost(source, { fileName: basename(path), knownPaths });
      const { hero, ...rest } = frontmatter;
      return {
        code: [
          `import heroSrc from ${JSON.stringify(hero.src)};`,
          `export const meta = { ...${JSON.stringify({ ...rest, toc, wordCount })}, hero: { src: heroSrc, alt: ${JSON.stringify(hero.alt)} } };`,
          `export const html = ${JSON.stringify(html)};`,
        ].join("\n"),
        map: null,
      };
    },
  };
}
