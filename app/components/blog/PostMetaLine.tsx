import { css } from "@linaria/core";
import { formatViews } from "../../content/format.ts";
import type { PostMeta } from "../../content/posts.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { color, fontSize, space } from "../../styles/tokens.ts";

const line = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xxs} ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};

  li + li::before {
    content: "·";
    margin-right: ${space.md};
    color: ${color.border};
  }
`;

const views = css`
  display: inline-block;
  /* Room for a five-digit count, so nothing moves when the live number arrives. */
  min-width: 9ch;
  font-variant-numeric: tabular-nums;
`;

/**
 * Date, author, view count and read time, as shown on cards and article headers. The count starts
 * at the post's initial value; the view-count enhancements replace it with the live one.
 */
export function PostMetaLine({ post: { slug, date, author, readTime, initialViews } }: { post: PostMeta }) {
  return (
    <ul className={line}>
      <li>
        <time dateTime={date}>{formatLongDate(date)}</time>
      </li>
      <li>{author}</li>
      <li>
        <span className={views} data-testid="view-count" data-view-count data-slug={slug}>
          {formatViews(initialViews)}
        </span>
      </li>
      <li>{`${readTime} min read`}</li>
    </ul>
  );
}
