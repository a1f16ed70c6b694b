import type { TocEntry } from "./compile-post.ts";
import type { PostFrontmatter } from "./post-schema.ts";

/** What a compiled post module exports as `meta`: everything but the body, for pages and the API. */
export type PostMeta = Omit<PostFrontmatter, "hero"> & {
  /** Hashed URL of the hero artwork. */
  hero: { src: string; alt: string };
  /** Hashed URL of the post's share image (social-card.ts), made at build time from its title. */
  socialCard: { src: string; alt: string; width: number; height: number };
  toc: TocEntry[];
  wordCount: number;
};
