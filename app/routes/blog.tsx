import { css } from "@linaria/core";
import type { PageHandle } from "../browser/enhancements.ts";
import { PostCard } from "../components/blog/PostCard.tsx";
import { PageBanner } from "../components/PageBanner.tsx";
import { posts } from "../content/posts.ts";
import { venue } from "../content/venue.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { blogJsonLd, breadcrumbJsonLd } from "../lib/structured-data.ts";
import { container } from "../styles/primitives.ts";
import { space } from "../styles/tokens.ts";

const list = css`
  display: grid;
  gap: ${space.lg};
  margin: ${space.xl} auto 0;
  padding: 0;
  list-style: none;
`;

const particles = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

export const handle: PageHandle = { enhancements: ["blogIndex"] };

export default function BlogIndexRoute() {
  const { siteUrl } = usePublicConfig();
  usePageHead({
    title: `Axe Throwing Blog: Austin Guides, Tips and Ideas | ${venue.name}`,
    description: `Guides from the coaches at ${venue.name}: axe-throwing technique, games, safety, group and family outings, team building and rainy-day plans in Austin.`,
    keywords: ["axe throwing blog", "austin guides", "axe throwing tips", "team building ideas", "things to do in austin"],
    path: "/blog",
    jsonLd: [
      blogJsonLd(siteUrl, posts),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });
  return (
    <>
      <PageBanner
        titleId="blog-title"
        title="Axe Throwing Blog"
        background={
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas with no content is not focusable; the embers are decoration
          <canvas className={particles} aria-hidden="true" data-particles />
        }
      >
        <p>Technique, games, safety and the best ways to spend a day in Austin, from the coaches who spend theirs on the lanes.</p>
      </PageBanner>
      <div className={container}>
        <ul className={list} aria-label="All articles, newest first">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
