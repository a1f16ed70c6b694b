import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { container } from "../styles/primitives.ts";
import { color, fontSize, space } from "../styles/tokens.ts";

const section = css`
  padding-block: ${space.xxxl} 0;
  outline: none;
`;

const eyebrowStyle = css`
  margin: 0 0 ${space.xs};
  color: ${color.amber};
  font-size: ${fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const heading = css`
  font-size: ${fontSize.xxl};
  text-transform: uppercase;
`;

const introStyle = css`
  max-width: 44rem;
  color: ${color.textMuted};
  font-size: ${fontSize.lg};
`;

interface SectionProps {
  /** The anchor other pages link to, e.g. "about" for /#about. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled page section; focusable so in-page navigation can move keyboard focus to it. */
export function Section({ id, eyebrow, title, intro, children }: SectionProps) {
  return (
    <section id={id} className={section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className={container}>
        {eyebrow && <p className={eyebrowStyle}>{eyebrow}</p>}
        <h2 id={`${id}-title`} className={heading}>
          {title}
        </h2>
        {intro && <div className={introStyle}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
