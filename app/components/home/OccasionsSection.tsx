import { css } from "@linaria/core";
import { eventPages, illustrationSize, startingPrice } from "../../content/events.ts";
import { formatPrice } from "../../content/format.ts";
import { occasionsMenuLabel } from "../../content/site-pages.ts";
import { cardGrid } from "../../styles/primitives.ts";
import { color, font, fontSize, media, panel, radius, space } from "../../styles/tokens.ts";
import { Section } from "../Section.tsx";

/** A card whose title link covers the whole card, so the picture and the price are part of the tap target. */
const card = css`
  position: relative;
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${space.xs} ${space.md};
  height: 100%;
  padding: ${space.md};
  ${panel}

  &:hover,
  &:focus-within {
    border-color: ${color.amber};
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }

  img {
    grid-row: span 3;
    width: 100%;
    height: auto;
    object-fit: cover;
    border-radius: ${radius.md};

    ${media.lg} {
      grid-row: auto;
    }
  }

  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }

  h3 a {
    color: ${color.cream};
    text-decoration: none;
  }

  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${radius.lg};
  }

  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${fontSize.sm};
  }

  /* The starting price. */
  p:last-child {
    font-family: ${font.display};
    font-size: ${fontSize.md};
    color: ${color.amber};
  }
`;

/** Right after the hero: each occasion with who it is for and what it starts at, one tap from its page. */
export function OccasionsSection() {
  return (
    <Section id="occasions" eyebrow={occasionsMenuLabel} title="What's the occasion?">
      <ul className={cardGrid}>
        {eventPages.map((page) => {
          const from = startingPrice(page);
          const unit = page.packages.find((item) => item.price === from)?.unit;
          return (
            <li key={page.path}>
              <article className={card}>
                <img src={page.art.src} alt="" {...illustrationSize} loading="lazy" />
                <h3>
                  <a href={page.path}>{page.label}</a>
                </h3>
                <p>{page.audience}</p>
                <p>
                  From {formatPrice(from)} {unit}
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
