import type { PostMeta } from "../../vite-plugins/content/content-types.ts";

export type { PostMeta };

/**
 * The blog's posts: one Markdown file each in ./posts, compiled at build time. A post is published
 * when its file exists.
 */
const modules = import.meta.glob<PostMeta>("./posts/*.md", { import: "meta", eager: true });
const bodies = import.meta.glob<string>("./posts/*.md", { import: "html", eager: true });

/** Newest first. */
export const posts: readonly PostMeta[] = Object.values(modules).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

const bySlug = new Map(posts.map((post) => [post.slug, post]));
const bodyBySlug = new Map(Object.entries(bodies).map(([file, html]) => [file.replace(/^.*\/|\.md$/g, ""), html]));

export function findPost(slug: string): PostMeta | undefined {
  return bySlug.get(slug);
}

export function postBody(slug: string): string | undefined {
  return bodyBySlug.get(slug);
}
