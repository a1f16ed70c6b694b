import { css } from "@linaria/core";
import pricesArt from "../assets/hero/prices-hero.svg?raw";
import { InlineArt } from "../components/InlineArt.tsx";
import { PackagesSection } from "../components/PackagesSection.tsx";
import { VrPromo } from "../components/VrPromo.tsx";
import { prices, venue } from "../content/venue.ts";
import { formatPrice } from "../lib/format.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { venueJsonLd } from "../lib/structured-data.ts";
import { container } from "../styles/primitives.ts";
import { color, fontSize, space } from "../styles/tokens.ts";

const banner = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding-block: ${space.xxxl} ${space.xl};


  h1 {
    font-size: ${fontSize.display};
    text-transform: uppercase;
  }

  p {
    max-width: 40rem;
    font-size: ${fontSize.lg};
    color: ${color.cream};
  }
`;

const art = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  opacity: 0.45;

  svg {
    width: 100%;
    height: 100%;
  }
`;

export default function PricesRoute() {
  const { siteUrl } = usePublicConfig();
  const oneHour = formatPrice(prices.oneHour);
  const twoHours = formatPrice(prices.twoHours);
  usePageHead({
    title: `Axe Throwing Prices in Austin | ${venue.name}`,
    description: `Axe throwing in Austin from ${oneHour} per person for 1 hour or ${twoHours} for 2 hours, with a private lane and coach. Private venue bookouts for 20-50 guests.`,
    keywords: ["axe throwing prices", "axe throwing austin cost", "private event austin", "group pricing", "venue buyout austin"],
    path: "/axe-throwing-prices",
    jsonLd: [venueJsonLd(siteUrl, { withOffers: true })],
  });
  return (
    <>
      <section className={banner} aria-labelledby="prices-title">
        <InlineArt svg={import.meta.env.SSR ? pricesArt : ""} className={art} />
        <div className={container}>
          <h1 id="prices-title">Axe throwing prices</h1>
          <p>
            {oneHour} per person gets your crew a private lane and a coach for a full hour; {twoHours} buys two. Planning
            something bigger? Take over all {venue.lanes} lanes.
          </p>
        </div>
      </section>
      <PackagesSection title="Packages and prices" />
      <VrPromo />
    </>
  );
}
