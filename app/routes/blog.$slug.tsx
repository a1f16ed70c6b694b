import { css } from "@linaria/core";
import { data } from "react-router";
import type { PageHandle } from "../browser/enhancements.ts";
import { ArticleBody } from "../components/blog/ArticleBody.tsx";
import { ArticleCallToAction } from "../components/blog/ArticleCallToAction.tsx";
import { PostMetaLine } from "../components/blog/PostMetaLine.tsx";
import { TableOfContents } from "../components/blog/TableOfContents.tsx";
import { TagList } from "../components/blog/TagList.tsx";
import { findPost, postBody } from "../content/posts.ts";
import { postPath } from "../content/site-pages.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { blogPostingJsonLd, breadcrumbJsonLd } from "../lib/structured-data.ts";
import { container } from "../styles/primitives.ts";
import { color, fontSize, layout, radius, space } from "../styles/tokens.ts";
import type { Route } from "./+types/blog.$slug";

export const handle: PageHandle = { enhancements: ["viewCounter"] };

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  const body = post && postBody(post.slug);
  if (!post || body === undefined) throw data(null, { status: 404 });
  return { post, body };
}

const article = css`
  padding-block: ${space.xl} 0;
`;

const back = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${space.md};
`;

const header = css`
  max-width: ${layout.proseWidth};

  h1 {
    font-size: ${fontSize.xxl};
    outline: none;
  }
`;

const heroImage = css`
  display: block;
  width: 100%;
  max-width: ${layout.proseWidth};
  height: auto;
  aspect-ratio: 1200 / 630;
  margin: ${space.lg} 0;
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
`;

const footer = css`
  max-width: ${layout.proseWidth};
  margin-top: ${space.xl};
`;

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { post, body } = loaderData;
  const { siteUrl } = usePublicConfig();
  usePageHead({
    title: post.title,
    description: post.description,
    keywords: post.keywords,
    path: postPath(post.slug),
    type: "article",
    publishedTime: post.date,
    image: post.socialCard,
    jsonLd: [
      blogPostingJsonLd(siteUrl, post),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: postPath(post.slug) },
      ]),
    ],
  });

  return (
    <article className={`${container} ${article}`} aria-labelledby="article-title">
      <a href="/blog" className={back}>
        ← Back to Blog
      </a>
      <header className={header}>
        <h1 id="article-title" tabIndex={-1}>
          {post.title}
        </h1>
        <PostMetaLine post={post} />
      </header>
      <img className={heroImage} src={post.hero.src} alt={post.hero.alt} width={1200} height={630} fetchPriority="high" />
      <TableOfContents entries={post.toc} />
      <ArticleBody html={body} />
      <div className={footer}>
        <TagList tags={post.tags} label="Article tags" />
        <ArticleCallToAction cta={post.cta} />
      </div>
    </article>
  );
}
