import pricesArt from "../assets/hero/prices-hero.svg?raw";
import { InlineArt } from "../components/InlineArt.tsx";
import { PackagesSection } from "../components/PackagesSection.tsx";
import { bannerArt, PageBanner } from "../components/PageBanner.tsx";
import { PlannerLink } from "../components/plan/PlannerLink.tsx";
import { VrPromo } from "../components/VrPromo.tsx";
import { formatPrice } from "../content/format.ts";
import { buyout, prices, venue } from "../content/venue.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { venueJsonLd } from "../lib/structured-data.ts";

export default function PricesRoute() {
  const { siteUrl } = usePublicConfig();
  const oneHour = formatPrice(prices.oneHour);
  const twoHours = formatPrice(prices.twoHours);
  usePageHead({
    title: `Axe Throwing Prices in Austin | ${venue.name}`,
    description: `Axe throwing in Austin from ${oneHour} per person for 1 hour or ${twoHours} for 2 hours, with a private lane and coach. Private venue bookouts for ${buyout.guestsFrom}-${buyout.guestsUpTo} guests.`,
    keywords: ["axe throwing prices", "axe throwing austin cost", "private event austin", "group pricing", "venue buyout austin"],
    path: "/axe-throwing-prices",
    jsonLd: [venueJsonLd(siteUrl, { withOffers: true })],
  });
  return (
    <>
      <PageBanner titleId="prices-title" title="Axe throwing prices" background={<InlineArt svg={pricesArt} className={bannerArt} />}>
        <p>
          {oneHour} per person gets your crew a private lane and a coach for a full hour; {twoHours} per person buys two hours. Planning
          something bigger? Take over all {venue.lanes} lanes.
        </p>
      </PageBanner>
      <PackagesSection title="Packages and prices" footnote={<PlannerLink answers={{ guests: buyout.guestsFrom, hours: 2 }} />} />
      <VrPromo />
    </>
  );
}
