import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Plugin } from "vite";
import { pageList, sitePaths } from "../site-pages.ts";
import { compilePage } from "./compile-page.ts";
import { compilePost } from "./compile-post.ts";
import { ContentError } from "./content-error.ts";
import type { PageContentKind } from "./page-schema.ts";
import { describeRepeatedSentence, findRepeatedSentences } from "./repeated-sentences.ts";

const postFile = /\/app\/content\/posts\/[^/]+\.md$/;
const pageFile = /\/app\/content\/pages\/[^/]+\.yaml$/;

const postFileNames = (postsDir: string) => readdirSync(postsDir).filter((name) => name.endsWith(".md"));
const pageFileNames = (pagesDir: string) => (existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith(".yaml")) : []);

/** Content files by name ("faq.yaml"), with the schema their registry page names. */
const pageContent = new Map(
  pageList.flatMap((page) => ("content" in page && page.content ? [[`${page.path.slice(1)}.yaml`, page.content]] : [])),
);

/** Paths copy may link to: the registry's pages and every post. */
function knownPaths(postsDir: string): ReadonlySet<string> {
  return sitePaths(postFileNames(postsDir).map((name) => name.replace(/\.md$/, "")));
}

function contentKind(fileName: string): PageContentKind {
  const kind = pageContent.get(fileName);
  if (!kind) throw new ContentError(fileName, ["no page in the registry (app/content/site-pages.ts) has this content file"]);
  return kind;
}

/**
 * Compiles the site's copy at build time. Posts (app/content/posts/*.md) become modules exporting
 * `meta` (validated frontmatter, hero URL, table of contents) and `html` (the body); page content
 * files (app/content/pages/*.yaml) become modules whose default export is the validated copy. A file
 * that fails validation stops the build with the file and field named. Before any module is built,
 * every file is checked: posts against each other (a long sentence shared by too many of them stops
 * the build), and pages against the registry (every page that names a content file has one, and
 * every content file belongs to a page).
 */
export function contentPlugin(): Plugin {
  let postsDir = "";
  let pagesDir = "";
  return {
    name: "ironbark-content",
    enforce: "pre",
    configResolved(config) {
      postsDir = join(config.root, "app/content/posts");
      pagesDir = join(config.root, "app/content/pages");
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
      const files = pageFileNames(pagesDir);
      const missing = [...pageContent.keys()].filter((file) => !files.includes(file));
      if (missing.length > 0) this.error(`page content files missing from app/content/pages: ${missing.join(", ")}`);
      for (const file of files) {
        compilePage(readFileSync(join(pagesDir, file), "utf8"), { fileName: file, kind: contentKind(file), knownPaths: paths });
      }
    },
    transform(source, id) {
      const path = id.split("?")[0] as string;
      if (pageFile.test(path)) {
        const fileName = basename(path);
        const copy = compilePage(source, { fileName, kind: contentKind(fileName), knownPaths: knownPaths(postsDir) });
        return { code: `export default ${JSON.stringify(copy)};`, map: null };
      }
      if (!postFile.test(path)) return null;
      const { frontmatter, html, toc, wordCount } = compilePost(source, { fileName: basename(path), knownPaths: knownPaths(postsDir) });
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
