import type { ReactNode } from "react";
import { formatPrice } from "../content/format.ts";
import { type Package, packages } from "../content/venue.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { actionButton, secondaryButton } from "../styles/primitives.ts";
import { BookingLink } from "./BookingLink.tsx";
import { afterCards, PackageCard, packageGrid } from "./PackageCard.tsx";
import { PhoneLink, unbreakablePhone } from "./PhoneLink.tsx";
import { RuleSummary } from "./RuleSummary.tsx";
import { Section } from "./Section.tsx";

function PackageAction({ item }: { item: Package }) {
  const { links } = usePublicConfig();
  if (item.booking === "phone") {
    return <PhoneLink className={`${actionButton} ${secondaryButton}`}>Call {unbreakablePhone}</PhoneLink>;
  }
  return <BookingLink href={links.booking} className={actionButton} />;
}

/** The three admission packages; the home page and the prices page show the same cards, the latter with a sentence under them. */
export function PackagesSection({ title = "Pick your package", footnote }: { title?: string; footnote?: ReactNode }) {
  return (
    <Section
      id="packages"
      eyebrow="Packages"
      title={title}
      intro={
        <p>
          <RuleSummary rule="packages" /> Prices are per person unless noted.
        </p>
      }
    >
      <div className={packageGrid}>
        {packages.map((item) => (
          <PackageCard
            key={item.id}
            title={item.name}
            price={item.price === null ? "Custom quote" : formatPrice(item.price)}
            unit={item.unit}
            badge={item.flags.popular ? "Most Popular" : item.flags.bestValue ? "Best Value" : undefined}
            description={item.description}
            features={item.features}
            action={<PackageAction item={item} />}
          />
        ))}
      </div>
      {footnote && <div className={afterCards}>{footnote}</div>}
    </Section>
  );
}
