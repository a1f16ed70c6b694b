import { css } from "@linaria/core";
import heroArt from "../../assets/hero/home-hero.svg?raw";
import { formatPrice } from "../../content/format.ts";
import { claims, prices, venue } from "../../content/venue.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { actionButton, container, secondaryButton } from "../../styles/primitives.ts";
import { color, font, fontSize, media, space } from "../../styles/tokens.ts";
import { BookingLink } from "../BookingLink.tsx";
import { InlineArt } from "../InlineArt.tsx";

const hero = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  min-height: min(78vh, 44rem);
  display: grid;
  align-items: center;
  padding-block: ${space.xxxl};
  outline: none;
`;

const art = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  opacity: 0.55;

  ${media.md} {
    opacity: 0.85;
  }

  svg {
    width: 100%;
    height: 100%;
  }
`;

const content = css`
  max-width: 40rem;

  h1 {
    font-size: ${fontSize.display};
    text-transform: uppercase;
    text-shadow: 0 2px 18px rgb(0 0 0 / 0.6);
  }
`;

const lead = css`
  font-size: ${fontSize.xl};
  color: ${color.cream};
`;

const price = css`
  color: ${color.amberLight};
  font-family: ${font.display};
  font-weight: 700;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.xl};
`;

const stats = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  margin: ${space.xxl} 0 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    display: grid;
  }

  strong {
    font-family: ${font.display};
    font-size: ${fontSize.xxl};
    color: ${color.amber};
    line-height: 1;
  }

  span {
    color: ${color.textMuted};
    font-size: ${fontSize.sm};
  }
`;

export function Hero() {
  const { links } = usePublicConfig();
  return (
    <section id="home" className={hero} aria-labelledby="home-title" tabIndex={-1}>
      <InlineArt svg={heroArt} className={art} />
      <div className={container}>
        <div className={content}>
          <h1 id="home-title">Axe throwing in Austin</h1>
          <p className={lead}>
            Coached lanes, projected target games and a crowd cheering every stick. Just{" "}
            <span className={price}>{formatPrice(prices.oneHour)} per player</span> for a full hour.
          </p>
          <p>
            Alcohol-free, family-first and coached from the first throw at {venue.name}. Check{" "}
            <a href="#about">who can throw and what to wear</a> before you come.
          </p>
          <div className={actions}>
            <BookingLink href={links.booking} className={actionButton} />
            <a className={`${actionButton} ${secondaryButton}`} href="/axe-throwing-prices">
              See prices
            </a>
          </div>
          <ul className={stats} aria-label="At a glance">
            <li>
              <strong>{claims.warriorsTrained}</strong> <span>warriors trained</span>
            </li>
            <li>
              <strong>{claims.games}</strong> <span>games</span>
            </li>
            <li>
              <strong>{claims.weapons}</strong> <span>weapons</span>
            </li>
            <li>
              <strong>{claims.lanes}</strong> <span>lanes</span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
