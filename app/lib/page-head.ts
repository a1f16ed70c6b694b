import { useHead } from "@unhead/react";
import { venue } from "../content/venue.ts";
import { usePublicConfig } from "./public-config.ts";

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The full document title. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page's own path ("/blog"); null for pages that must not be indexed or canonicalised. */
  path: string | null;
  image?: { src: string; alt: string; width: number; height: number };
  type?: "website" | "article";
  publishedTime?: string;
  jsonLd?: readonly JsonLd[];
}

export const defaultShareImage = {
  src: "/social-card.png",
  alt: `${venue.name}: indoor axe throwing lanes in South Austin`,
  width: 1200,
  height: 630,
} as const;

/** Declares everything a page puts in <head>, rendered with the document on the server (nothing renders in the browser). */
export function usePageHead(page: PageHead): void {
  const { siteUrl } = usePublicConfig();
  useHead(buildHead(page, siteUrl));
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

/** JSON is safe inside <script> only once "<" cannot start a closing tag. */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function buildHead(page: PageHead, siteUrl: string): Parameters<typeof useHead>[0] {
  const image = page.image ?? defaultShareImage;
  const imageUrl = absoluteUrl(siteUrl, image.src);
  const url = page.path === null ? undefined : absoluteUrl(siteUrl, page.path);
  const meta: Array<{ name: string; content: string } | { property: string; content: string }> = [
    { name: "description", content: page.description },
    ...(page.keywords?.length ? [{ name: "keywords", content: page.keywords.join(", ") }] : []),
    ...(url ? [] : [{ name: "robots", content: "noindex" }]),
    { property: "og:site_name", content: venue.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    ...(page.publishedTime ? [{ property: "article:published_time", content: page.publishedTime }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  return {
    title: page.title,
    meta,
    link: url ? [{ rel: "canonical" as const, href: url }] : [],
    script: (page.jsonLd ?? []).map((block, index) => ({
      key: `jsonld-${index}`,
      type: "application/ld+json" as const,
      innerHTML: serializeJsonLd(block),
    })),
  };
}
