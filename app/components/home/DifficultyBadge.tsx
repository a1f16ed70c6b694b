import { css } from "@linaria/core";
import type { Difficulty } from "../../content/games.ts";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";

const badge = css`
  display: inline-block;
  padding: 0.1rem ${space.xs};
  border-radius: ${radius.pill};
  font-size: ${fontSize.xs};
  font-weight: 700;

  &[data-level="Easy"] {
    background: #134e4a;
    color: #ccfbf1;
  }

  &[data-level="Intermediate"] {
    background: #78350f;
    color: ${color.cream};
  }

  &[data-level="Advanced"] {
    background: ${color.emberDeeper};
    color: #fff;
  }
`;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className={badge} data-level={difficulty}>
      {difficulty}
    </span>
  );
}
