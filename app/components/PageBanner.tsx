import { css } from "@linaria/core";
import type { ReactNode } from "react";
import { container } from "../styles/primitives.ts";
import { color, fluidImage, fontSize, media, radius, space } from "../styles/tokens.ts";

const banner = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding-block: ${space.xxxl} ${space.xl};
  background: radial-gradient(ellipse at 50% 120%, #7c2d12 0%, ${color.ink} 65%);

  h1 {
    font-size: ${fontSize.display};
    text-transform: uppercase;
  }
`;

const lead = css`
  max-width: 40rem;
  font-size: ${fontSize.lg};
  color: ${color.cream};

  p {
    margin: 0 0 ${space.md};
  }
`;

/** With a figure: text and figure side by side on wide screens, the figure under the actions on phones. */
const withFigure = css`
  display: grid;
  gap: ${space.lg};
  align-items: center;

  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${space.xxl};
  }

  img {
    ${fluidImage}
    max-height: 14rem;
    object-fit: cover;
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};

    ${media.lg} {
      max-height: none;
    }
  }
`;

const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

interface PageBannerProps {
  /** Id of the h1, which labels the banner. */
  titleId: string;
  title: string;
  /** Decorative layer behind the text: artwork or animation. */
  background?: ReactNode;
  actions?: ReactNode;
  /** Content artwork shown beside the text (an <img> with its alt text), not behind it. */
  figure?: ReactNode;
  children: ReactNode;
}

/** The top of an inner page: its h1, a short lead and optional actions over a decorative layer. */
export function PageBanner({ titleId, title, background, actions, figure, children }: PageBannerProps) {
  return (
    <section className={banner} aria-labelledby={titleId}>
      {background}
      <div className={figure ? `${container} ${withFigure}` : container}>
        <div>
          <h1 id={titleId}>{title}</h1>
          <div className={lead}>{children}</div>
          {actions && <div className={actionRow}>{actions}</div>}
        </div>
        {figure}
      </div>
    </section>
  );
}

/** Positions inline artwork as a dimmed, cropped backdrop for a PageBanner. */
export const bannerArt = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  opacity: 0.45;

  svg {
    width: 100%;
    height: 100%;
  }
`;
