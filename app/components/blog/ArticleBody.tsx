import { css } from "@linaria/core";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useServerArticleBody } from "../../lib/article-bodies.ts";
import { color, fontSize, layout, radius, space } from "../../styles/tokens.ts";

const prose = css`
  max-width: ${layout.proseWidth};
  font-size: ${fontSize.md};
  line-height: 1.75;

  h2 {
    margin: ${space.xxl} 0 ${space.md};
    font-size: ${fontSize.xl};
    color: ${color.cream};
  }

  h3 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: ${fontSize.lg};
    color: ${color.amber};
  }

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${space.md};
  }

  ul,
  ol {
    padding-left: 1.4rem;
  }

  li + li {
    margin-top: ${space.xxs};
  }

  strong {
    color: ${color.cream};
  }

  blockquote {
    padding: ${space.sm} ${space.md};
    border-left: 4px solid ${color.amber};
    border-radius: 0 ${radius.md} ${radius.md} 0;
    background: ${color.surface};
  }

  blockquote p:last-child {
    margin-bottom: 0;
  }

  hr {
    margin: ${space.xl} 0;
    border: 0;
    border-top: 1px solid ${color.border};
  }

  .table-scroll {
    margin: 0 0 ${space.lg};
    overflow-x: auto;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSize.sm};
    line-height: 1.5;
  }

  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${color.surfaceRaised};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${color.surface};
    color: ${color.cream};
  }
`;

/**
 * The article's body HTML. On the server it comes from the compiled posts; in the browser the
 * element hydrates around the HTML already in the page, and after client navigation the route's
 * data brings the next body. Links inside the body navigate within the app.
 */
export function ArticleBody({ slug, html }: { slug: string; html: string | null }) {
  const navigate = useNavigate();
  const serverHtml = useServerArticleBody(slug);

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || link?.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // Clicks bubble up from the anchors inside, which stay ordinary keyboard-operable links.
    <div
      className={prose}
      onClick={followInternalLink}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? serverHtml ?? "" }}
    />
  );
}
