import type { TocEntry } from "./compile-post.ts";
import type { PostFrontmatter } from "./post-schema.ts";

/** What a compiled post module exports as `meta`: everything but the body, for pages and the API. */
export type PostMeta = Omit<PostFrontmatter, "hero"> & {
  /** Hashed URL of the hero artwork. */
  hero: { src: string; alt: string };
  toc: TocEntry[];
  wordCount: number;
};
