import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { pageList, sitePaths } from "../../app/content/site-pages.ts";
import { compilePage } from "./compile-page.ts";
import { compilePost } from "./compile-post.ts";
import { ContentError } from "./content-error.ts";
import { describeHandOver, findHandOverWording } from "./hand-over.ts";
import type { PageContentKind } from "./page-schema.ts";
import { describeRepeatedSentence, findRepeatedSentences } from "./repeated-sentences.ts";
import { scheduleProblems } from "./schedule-tokens.ts";
import { socialCardFile } from "./social-card.ts";
import { contentTokens, fillTokens } from "./tokens.ts";
import { venueCopyStrings } from "./venue-copy.ts";

const postFile = /\/app\/content\/posts\/[^/]+\.md$/;

/** A rule's short form may stand in this many posts; the rest link to its FAQ answer. */
export const shortFormMaxPosts = 4;

/** Rules whose short form more posts include than allowed, with the posts. */
function overusedShortForms(posts: readonly { file: string; shortForms: readonly string[] }[]): string[] {
  const byRule = new Map<string, Set<string>>();
  for (const { file, shortForms } of posts) for (const key of shortForms) byRule.set(key, (byRule.get(key) ?? new Set()).add(file));
  return [...byRule]
    .filter(([, files]) => files.size > shortFormMaxPosts)
    .map(
      ([key, files]) =>
        `{{rule.${key}.short}} stands in ${files.size} posts (${[...files].sort().join(", ")}); at most ${shortFormMaxPosts} include a rule's short form, the others link to its FAQ answer`,
    );
}
const pageFile = /\/app\/content\/pages\/[^/]+\.yaml$/;

const postFileNames = (postsDir: string) => readdirSync(postsDir).filter((name) => name.endsWith(".md"));
const pageFileNames = (pagesDir: string) => (existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith(".yaml")) : []);

/** Content files by name ("faq.yaml"), with the schema their registry page names. */
const pageContent = new Map(
  pageList.flatMap((page) => ("content" in page && page.content ? [[`${page.path.slice(1)}.yaml`, page.content]] : [])),
);

/** The FAQ's anchors, "/faq#walk-ins" and the like: every group's and every question's id. */
function faqAnchors(pagesDir: string): string[] {
  const file = join(pagesDir, "faq.yaml");
  if (!existsSync(file)) return [];
  const faq = parseYaml(readFileSync(file, "utf8")) as { groups?: { id?: string; questions?: { id?: string }[] }[] } | null;
  const ids = (faq?.groups ?? []).flatMap((group) => [group.id, ...(group.questions ?? []).map((question) => question.id)]);
  return ids.filter((id): id is string => typeof id === "string").map((id) => `/faq#${id}`);
}

/** Paths copy may link to: the registry's pages, every post and the FAQ's anchors. */
function knownPaths(postsDir: string, pagesDir: string): ReadonlySet<string> {
  const pages = sitePaths(postFileNames(postsDir).map((name) => name.replace(/\.md$/, "")));
  return new Set([...pages, ...faqAnchors(pagesDir)]);
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
 * every file is checked: the schedules against the house rules, every piece of copy for hand-over
 * wording (an axe is never handed from one person to another), posts against each other (a long
 * sentence shared, as it is or reworded, by too many of them, or a rule's short form in too many,
 * stops the build), and pages against the registry (every page that names a content file has one,
 * and every content file belongs to a page). Each file's own checks (a rule told again, a rule's
 * number typed, a schedule typed by hand) run as it compiles.
 */
export function contentPlugin(): Plugin {
  let postsDir = "";
  let pagesDir = "";
  let cardsDir = "";
  return {
    name: "ironbark-content",
    enforce: "pre",
    configResolved(config) {
      postsDir = join(config.root, "app/content/posts");
      pagesDir = join(config.root, "app/content/pages");
      // Outside node_modules, where Vite (and vitest) would take an import for a package.
      cardsDir = join(config.root, ".cache/social-cards");
    },
    buildStart() {
      const paths = knownPaths(postsDir, pagesDir);
      if (scheduleProblems.length > 0)
        this.error(`schedules that break a house rule:\n${scheduleProblems.map((line) => `- ${line}`).join("\n")}`);
      const posts = postFileNames(postsDir).map((file) => {
        const { text, shortForms } = compilePost(readFileSync(join(postsDir, file), "utf8"), { fileName: file, knownPaths: paths });
        return { file, text, shortForms };
      });
      const handOvers = [
        ...posts.flatMap(({ file, text }) => findHandOverWording(text).map((sentence) => `${file}: ${describeHandOver(sentence)}`)),
        ...pageFileNames(pagesDir).flatMap((file) =>
          findHandOverWording(fillTokens(readFileSync(join(pagesDir, file), "utf8"), () => {})).map(
            (sentence) => `${file}: ${describeHandOver(sentence)}`,
          ),
        ),
        ...[...venueCopyStrings(), ...Object.values(contentTokens)].flatMap((text) =>
          findHandOverWording(text).map((sentence) => `app/content/venue.ts: ${describeHandOver(sentence)}`),
        ),
      ];
      if (handOvers.length > 0) this.error(`unsafe copy:\n${[...new Set(handOvers)].map((line) => `- ${line}`).join("\n")}`);
      const repeated = findRepeatedSentences(posts);
      if (repeated.length > 0) {
        this.error(`stock sentences repeated across posts:\n${repeated.map((entry) => `- ${describeRepeatedSentence(entry)}`).join("\n")}`);
      }
      const overused = overusedShortForms(posts);
      if (overused.length > 0) this.error(`house rules told in too many posts:\n${overused.map((line) => `- ${line}`).join("\n")}`);
      const files = pageFileNames(pagesDir);
      const missing = [...pageContent.keys()].filter((file) => !files.includes(file));
      if (missing.length > 0) this.error(`page content files missing from app/content/pages: ${missing.join(", ")}`);
      for (const file of files) {
        compilePage(readFileSync(join(pagesDir, file), "utf8"), { fileName: file, kind: contentKind(file), knownPaths: paths });
      }
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
