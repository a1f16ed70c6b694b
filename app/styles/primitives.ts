import { css } from "@linaria/core";
import { color, font, fontSize, layout, media, radius, space } from "./tokens.ts";

/** Centred column with side padding; every section's content sits in one. */
export const container = css`
  width: 100%;
  max-width: ${layout.contentWidth};
  margin-inline: auto;
  padding-inline: ${space.md};
`;

/** A list of cards: one column, two from medium screens, four from large ones. */
export const cardGrid = css`
  display: grid;
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Text for screen readers only; the class is defined once in the global styles. */
export const visuallyHidden = "sr-only";

/** The call-to-action look, shared by links and buttons. */
export const actionButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.xs} ${space.lg};
  border: 2px solid transparent;
  border-radius: ${radius.pill};
  background: ${color.emberDeep};
  color: #fff;
  font-family: ${font.display};
  font-size: ${fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease;

  &:hover {
    background: ${color.emberDeeper};
    color: #fff;
  }
`;

export const secondaryButton = css`
  background: transparent;
  border-color: ${color.amber};
  color: ${color.cream};

  &:hover {
    background: ${color.surfaceRaised};
    color: ${color.cream};
  }
`;
