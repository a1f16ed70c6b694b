import { css } from "@linaria/core";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.15rem ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.cream};
    font-size: ${fontSize.xs};
  }
`;

export function TagList({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  return (
    <ul className={list} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
