import { css } from "@linaria/core";
import type { TocEntry } from "../../../vite-plugins/content/content-types.ts";
import { color, fontSize, layout, radius, space } from "../../styles/tokens.ts";

const box = css`
  max-width: ${layout.proseWidth};
  margin: ${space.lg} 0;
  padding: 0 ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${fontSize.sm};

  /* A list item, so it keeps the browser's disclosure triangle, which turns as the box opens. */
  summary {
    display: list-item;
    /* With its line, a tap target over 44 px tall. */
    padding-block: ${space.sm};
    cursor: pointer;
    font-weight: 700;
    color: ${color.cream};
  }

  summary::marker {
    color: ${color.amber};
  }

  ol {
    margin: ${space.xs} 0 ${space.sm};
    padding-left: 1.4rem;
  }

  li + li {
    margin-top: ${space.xxs};
  }
`;

/** "In this article": the body's sections, folded away until asked for. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length < 3) return null;
  return (
    <details className={box}>
      <summary>In this article</summary>
      <nav aria-label="In this article">
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
