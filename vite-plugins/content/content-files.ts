import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { pageList, sitePaths } from "../../app/content/site-pages.ts";
import { ContentError } from "./content-error.ts";
import type { PageContentKind } from "./page-schema.ts";

/** Where the copy lives under a project root, and what the build and the content lint read from it. */
export const contentDirs = (root: string) => ({ posts: join(root, "app/content/posts"), pages: join(root, "app/content/pages") });

export const postFileNames = (postsDir: string) => readdirSync(postsDir).filter((name) => name.endsWith(".md"));
export const pageFileNames = (pagesDir: string) =>
  existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith(".yaml")) : [];

/** Content files by name ("faq.yaml"), with the schema their registry page names. */
export const pageContent = new Map(
  pageList.flatMap((page) => ("content" in page && page.content ? [[`${page.path.slice(1)}.yaml`, page.content]] : [])),
);

export function contentKind(fileName: string): PageContentKind {
  const kind = pageContent.get(fileName);
  if (!kind) throw new ContentError(fileName, ["no page in the registry (app/content/site-pages.ts) has this content file"]);
  return kind;
}

/** The FAQ's anchors, "/faq#walk-ins" and the like: every group's and every question's id. */
function faqAnchors(pagesDir: string): string[] {
  const file = join(pagesDir, "faq.yaml");
  if (!existsSync(file)) return [];
  const faq = parseYaml(readFileSync(file, "utf8")) as { groups?: { id?: string; questions?: { id?: string }[] }[] } | null;
  const ids = (faq?.groups ?? []).flatMap((group) => [group.id, ...(group.questions ?? []).map((question) => question.id)]);
  return ids.filter((id): id is string => typeof id === "string").map((id) => `/faq#${id}`);
}

/** Paths copy may link to: the registry's pages, every post and the FAQ's anchors. */
export function knownPaths(postsDir: string, pagesDir: string): ReadonlySet<string> {
  const pages = sitePaths(postFileNames(postsDir).map((name) => name.replace(/\.md$/, "")));
  return new Set([...pages, ...faqAnchors(pagesDir)]);
}
