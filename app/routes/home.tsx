import type { PageHandle } from "../browser/enhancements.ts";
import { ContactSection } from "../components/ContactSection.tsx";
import { AboutSection } from "../components/home/AboutSection.tsx";
import { GameCatalogue } from "../components/home/GameCatalogue.tsx";
import { Hero } from "../components/home/Hero.tsx";
import { OccasionsSection } from "../components/home/OccasionsSection.tsx";
import { WeaponCarousel } from "../components/home/WeaponCarousel.tsx";
import { PackagesSection } from "../components/PackagesSection.tsx";
import { VrPromo } from "../components/VrPromo.tsx";
import { formatPrice } from "../content/format.ts";
import { claims, prices, venue } from "../content/venue.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { venueJsonLd } from "../lib/structured-data.ts";

export const handle: PageHandle = { enhancements: ["carousels", "gameDialogs"] };

export default function HomeRoute() {
  const { siteUrl } = usePublicConfig();
  usePageHead({
    title: `Axe Throwing in Austin, TX | ${venue.name}`,
    description: `Coached indoor axe throwing in South Austin: ${claims.games} projected games, ${claims.weapons} weapons and private lanes from ${formatPrice(prices.oneHour)} per player for a full hour. Ages ${venue.minThrowerAge}+.`,
    keywords: [
      "axe throwing austin",
      "indoor axe throwing",
      "south austin activities",
      "team building austin",
      "birthday party austin",
      "things to do in austin",
    ],
    path: "/",
    jsonLd: [venueJsonLd(siteUrl)],
  });
  return (
    <>
      <Hero />
      <OccasionsSection />
      <AboutSection />
      <PackagesSection />
      <GameCatalogue />
      <WeaponCarousel />
      <ContactSection />
      <VrPromo />
    </>
  );
}
