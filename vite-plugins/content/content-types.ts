/**
 * The shapes of compiled content that the site reads (a post's `meta`, a page's copy): types only,
 * erased from every build, so the site may import this module and nothing else of the compiler
 * (biome.json's layer rules say so).
 */
export type { TocEntry } from "./compile-post.ts";
export type { CompiledPageCopy, EventPageCopy, InlineCopy, PageContentKind } from "./page-schema.ts";
export type { PostMeta } from "./post-module.ts";
export type { PostCallToAction } from "./post-schema.ts";
