/**
 * `npm run lint:content` (part of `npm run check`): the editorial checks the build leaves out, on
 * each file and across the collection. Prints every problem and exits 1 when there is one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compilePage } from "./compile-page.ts";
import { compilePost } from "./compile-post.ts";
import { contentDirs, contentKind, knownPaths, pageFileNames, postFileNames } from "./content-files.ts";
import { describeHandOver, findHandOverWording } from "./hand-over.ts";
import { describeRepeatedSentence, findRepeatedSentences } from "./repeated-sentences.ts";
import { contentTokens, fillTokens } from "./tokens.ts";
import { venueCopyStrings } from "./venue-copy.ts";

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

/** Every editorial problem in the copy under `root`, each naming its file. */
export function lintContent(root: string): string[] {
  const dirs = contentDirs(root);
  const paths = knownPaths(dirs.posts, dirs.pages);
  const problems: string[] = [];
  const attempt = <T>(compile: () => T): T | undefined => {
    try {
      return compile();
    } catch (error) {
      problems.push((error as Error).message);
      return undefined;
    }
  };
  const posts = postFileNames(dirs.posts).flatMap((file) => {
    const source = readFileSync(join(dirs.posts, file), "utf8");
    // Compiled as the build does, for the whole-collection checks, then again with the editorial checks.
    const post = attempt(() => compilePost(source, { fileName: file, knownPaths: paths }));
    if (!post) return [];
    attempt(() => compilePost(source, { fileName: file, knownPaths: paths, editorial: true }));
    return [{ file, text: post.text, shortForms: post.shortForms }];
  });
  const pageSources = pageFileNames(dirs.pages).map((file) => ({ file, source: readFileSync(join(dirs.pages, file), "utf8") }));
  for (const { file, source } of pageSources)
    attempt(() => compilePage(source, { fileName: file, kind: contentKind(file), knownPaths: paths, editorial: true }));
  const copies = [
    ...posts,
    ...pageSources.map(({ file, source }) => ({ file, text: fillTokens(source, () => {}) })),
    ...[...venueCopyStrings(), ...Object.values(contentTokens)].map((text) => ({ file: "app/content/venue.ts", text })),
  ];
  const handOvers = copies.flatMap(({ file, text }) =>
    findHandOverWording(text).map((sentence) => `${file}: ${describeHandOver(sentence)}`),
  );
  return [
    ...problems,
    ...new Set(handOvers),
    ...findRepeatedSentences(posts).map((entry) => `stock sentence repeated across posts: ${describeRepeatedSentence(entry)}`),
    ...overusedShortForms(posts),
  ];
}

if (import.meta.main) {
  const problems = lintContent(process.cwd());
  for (const problem of problems) console.error(`- ${problem}`);
  if (problems.length > 0) {
    console.error(`lint:content: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the copy`);
    process.exit(1);
  }
}
