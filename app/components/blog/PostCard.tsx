import { css } from "@linaria/core";
import type { PostMeta } from "../../content/posts.ts";
import { postPath } from "../../content/site-pages.ts";
import { actionButton, visuallyHidden } from "../../styles/primitives.ts";
import { color, fluidImage, fontSize, media, panel, radius, space } from "../../styles/tokens.ts";
import { PostMetaLine } from "./PostMetaLine.tsx";
import { TagList } from "./TagList.tsx";

const card = css`
  display: grid;
  gap: ${space.md};
  padding: ${space.md};
  ${panel}

  ${media.md} {
    grid-template-columns: 16rem minmax(0, 1fr);
    gap: ${space.lg};
    padding: ${space.lg};
  }

  img {
    ${fluidImage}
    aspect-ratio: 1200 / 630;
    border-radius: ${radius.md};
  }

  h2 {
    margin: ${space.xs} 0;
    font-size: ${fontSize.xl};
  }

  h2 a {
    color: ${color.text};
    text-decoration: none;
  }

  h2 a:hover {
    color: ${color.amberLight};
  }
`;

const body = css`
  display: grid;
  gap: ${space.sm};
  align-content: start;

  p {
    margin: 0;
    color: ${color.textMuted};
  }
`;

const readMore = css`
  justify-self: start;
`;

/** One post on the blog index: picture, meta line, title, excerpt, tags and a link to read it. */
export function PostCard({ post }: { post: PostMeta }) {
  const href = postPath(post.slug);
  return (
    <article className={card} aria-labelledby={`post-${post.id}`}>
      <img src={post.hero.src} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      <div className={body}>
        <PostMetaLine post={post} />
        <h2 id={`post-${post.id}`}>
          <a href={href}>{post.title}</a>
        </h2>
        <p>{post.excerpt}</p>
        <TagList tags={post.tags} />
        <a href={href} className={`${actionButton} ${readMore}`}>
          Read Full Article<span className={visuallyHidden}>: {post.title}</span>
        </a>
      </div>
    </article>
  );
}
