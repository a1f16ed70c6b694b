import { css } from "@linaria/core";
import { useLinkFiller } from "../../lib/public-config.ts";
import { color, fontSize, layout, radius, space } from "../../styles/tokens.ts";

/** The scroll hint's glow: the text colour, faint. */
const edgeGlow = `color-mix(in srgb, ${color.text} 40%, transparent)`;

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

  /*
   * A table wider than the screen scrolls sideways, and a glow on a clipped edge says so: the glows
   * stay with the box, and a cover in the page's colour at each end of the table, which scrolls with
   * it, hides a glow once that end is in view.
   */
  .table-scroll {
    margin: 0 0 ${space.lg};
    overflow-x: auto;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background:
      linear-gradient(to right, ${color.ink} 40%, transparent) left / 3rem 100% no-repeat local,
      linear-gradient(to left, ${color.ink} 40%, transparent) right / 3rem 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${edgeGlow}, transparent) left / 1rem 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${edgeGlow}, transparent) right / 1rem 100% no-repeat scroll,
      ${color.ink};
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

  /* Translucent, so the edge glow shows through the header row too. */
  th {
    background: color-mix(in srgb, ${color.surface} 75%, transparent);
    color: ${color.cream};
  }
`;

/** An article's body: HTML compiled at build time from the post's Markdown (app/content/posts). */
export function ArticleBody({ html }: { html: string }) {
  const fillLinks = useLinkFiller();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, compiled and checked at build time (no raw HTML allowed)
  return <div className={prose} dangerouslySetInnerHTML={{ __html: fillLinks(html) }} />;
}
