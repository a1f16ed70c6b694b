import { z } from "zod";
import { venue } from "../../app/content/venue.ts";

/** Labels the spec allows for buttons that scroll back to the top of the article. */
export const scrollTopLabels = [
  "Book Your Session",
  "Start Your Adventure",
  "Book Family Session",
  "Book Your Adventure",
  "Start Planning Now",
  "Back to Top",
] as const;

export const blogLinkLabels = ["Read More Articles", "Read More Guides", "More Austin Guides"] as const;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const callToActionOf = <Kind extends string, Button extends z.ZodType<string>>(kind: Kind, button: Button) =>
  z.object({ kind: z.literal(kind), heading: text(5, 90), text: text(20, 300), button, blogLink: z.enum(blogLinkLabels).optional() });
const callToAction = z.discriminatedUnion("kind", [
  callToActionOf("scroll-top", z.enum(scrollTopLabels)),
  callToActionOf("vr-booking", text(3, 40)),
]);

/** The frontmatter every post file must carry (after its {{tokens}} are filled in). */
export const postFrontmatter = z
  .strictObject({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase words joined by hyphens"),
    title: text(10, 120),
    description: text(50, 160),
    keywords: z.array(text(2, 60)).min(3).max(12),
    excerpt: text(80, 320),
    date: z.iso.date(),
    /** The last change a reader would notice, when it came after `date` (dateModified, the sitemap's lastmod). */
    modified: z.iso.date().optional(),
    author: z.literal(venue.author.name),
    readTime: z.number().int().min(1).max(60),
    tags: z.array(text(2, 40)).min(7).max(8),
    hero: z.strictObject({
      src: z.string().regex(/^\.\/[a-z0-9-]+\.svg$/, "a sibling SVG file such as ./my-post.svg"),
      alt: text(10, 250),
    }),
    cta: callToAction,
    /** Views shown before any are recorded (the spec starts post 1 at 10). */
    initialViews: z.number().int().min(0).default(0),
  })
  .refine((post) => post.modified === undefined || post.modified > post.date, {
    path: ["modified"],
    message: "must come after the post's date (leave it out for a post not changed since)",
  })
  .transform((post) => ({ ...post, modified: post.modified ?? post.date }));

export type PostFrontmatter = z.output<typeof postFrontmatter>;
export type PostCallToAction = PostFrontmatter["cta"];
