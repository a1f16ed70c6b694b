import type { PostMeta } from "./pipeline/post-module.ts";

export type { PostMeta };

/**
 * The blog's posts: one Markdown file each in ./posts, compiled at build time. A post is published
 * when its file exists. Only the metadata is imported here; bodies stay on the server.
 */
const modules = import.meta.glob<PostMeta>("./posts/*.md", { import: "meta", eager: true });

/** Newest first. */
export const posts: readonly PostMeta[] = Object.values(modules).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

const bySlug = new Map(posts.map((post) => [post.slug, post]));

export function findPost(slug: string): PostMeta | undefined {
  return bySlug.get(slug);
}
