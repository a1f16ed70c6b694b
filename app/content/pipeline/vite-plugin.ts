import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Plugin } from "vite";
import { pageList } from "../site-pages.ts";
import { compilePost } from "./compile-post.ts";
import { describeRepeatedSentence, findRepeatedSentences } from "./repeated-sentences.ts";

const postFile = /\/app\/content\/posts\/[^/]+\.md$/;

const postFileNames = (postsDir: string) => readdirSync(postsDir).filter((name) => name.endsWith(".md"));

/** Paths a post may link to: the site's pages and every post. */
function knownPaths(postsDir: string): Set<string> {
  const postPaths = postFileNames(postsDir).map((name) => `/blog/${name.replace(/\.md$/, "")}`);
  return new Set([...pageList.map((page) => page.path), ...postPaths]);
}

/**
 * Compiles each post file (app/content/posts/*.md) at build time into a module exporting `meta`
 * (validated frontmatter, hero URL, table of contents) and `html` (the body). A post that fails
 * validation stops the build with the file and field named. Before any module is built, the posts
 * are also checked against each other: a long sentence shared by too many of them stops the build
 * with the sentence and the files named.
 */
export function postsPlugin(): Plugin {
  let postsDir = "";
  return {
    name: "ironbark-posts",
    enforce: "pre",
    configResolved(config) {
      postsDir = join(config.root, "app/content/posts");
    },
    buildStart() {
      const paths = knownPaths(postsDir);
      const posts = postFileNames(postsDir).map((file) => ({
        file,
        text: compilePost(readFileSync(join(postsDir, file), "utf8"), { fileName: file, knownPaths: paths }).text,
      }));
      const repeated = findRepeatedSentences(posts);
      if (repeated.length > 0) {
        this.error(`stock sentences repeated across posts:\n${repeated.map((entry) => `- ${describeRepeatedSentence(entry)}`).join("\n")}`);
      }
    },
    transform(source, id) {
      const path = id.split("?")[0] as string;
      if (!postFile.test(path)) return null;
      const { frontmatter, html, toc, wordCount } = compilePost(source, {
        fileName: basename(path),
        knownPaths: knownPaths(dirname(path)),
      });
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
