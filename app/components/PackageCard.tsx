import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { color, font, fontSize, media, panel, radius, space } from "../styles/tokens.ts";

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.xl} ${space.lg};
  ${panel}

  &[data-highlight="true"] {
    border-color: ${color.amber};
    box-shadow: 0 0 0 1px ${color.amber};
  }

  h3 {
    margin: 0;
    font-size: ${fontSize.xl};
    text-transform: uppercase;
  }

  ul {
    flex: 1;
    margin: 0;
    padding-left: 1.2rem;
  }

  li + li {
    margin-top: ${space.xxs};
  }
`;

const badge = css`
  position: absolute;
  top: -0.8rem;
  left: ${space.lg};
  margin: 0;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.amber};
  color: ${color.ink};
  font-size: ${fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const priceLine = css`
  margin: 0;
  font-family: ${font.display};
  font-size: ${fontSize.xxl};
  color: ${color.cream};
  line-height: 1.1;

  small {
    margin-left: ${space.xs};
    font-family: ${font.body};
    font-size: ${fontSize.sm};
    color: ${color.textMuted};
  }
`;

/** Package cards stacked on phones, side by side in equal columns from medium screens. */
export const packageGrid = css`
  display: grid;
  gap: ${space.xl} ${space.lg};
  margin-top: ${space.xl};

  ${media.md} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
  }
`;

/** A sentence under a grid of cards, with room between them, wherever cards are followed by text. */
export const afterCards = css`
  margin: ${space.lg} 0 0;
  color: ${color.textMuted};
`;

const descriptionStyle = css`
  margin: 0;
  color: ${color.textMuted};
`;

interface PackageCardProps {
  title: string;
  /** Formatted price, or a phrase such as "Custom quote". */
  price: string;
  unit: string;
  badge?: string;
  description?: string;
  features: readonly string[];
  action: ReactNode;
}

/** A priced package with its features and one action, used on the home, prices and event pages. */
export function PackageCard({ title, price, unit, badge: badgeText, description, features, action }: PackageCardProps) {
  return (
    <article className={card} data-highlight={Boolean(badgeText)}>
      {badgeText && <p className={badge}>{badgeText}</p>}
      <h3>{title}</h3>
      <p className={priceLine}>
        {price}
        <small>{unit}</small>
      </p>
      {description && <p className={descriptionStyle}>{description}</p>}
      <ul>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </article>
  );
}
