import { css } from "@linaria/core";
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

/** An article's body: HTML compiled at build time from the post's Markdown (app/content/posts). */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, compiled and checked at build time (no raw HTML allowed)
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
