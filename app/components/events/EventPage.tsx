import type { EventPackage, EventPageContent } from "../../content/event-page-types.ts";
import { eventPages, illustrationSize } from "../../content/events.ts";
import { formatPrice } from "../../content/format.ts";
import type { EventPageEntry } from "../../content/site-pages.ts";
import { quoteRequestMailto } from "../../lib/mailto.ts";
import { usePageHead } from "../../lib/page-head.ts";
import { usePublicConfig } from "../../lib/public-config.ts";
import { breadcrumbJsonLd, eventJsonLd } from "../../lib/structured-data.ts";
import { actionButton, secondaryButton } from "../../styles/primitives.ts";
import { BookingLink } from "../BookingLink.tsx";
import { CopyParagraph } from "../CopyParagraph.tsx";
import { afterCards, PackageCard, packageGrid } from "../PackageCard.tsx";
import { PageBanner } from "../PageBanner.tsx";
import { callUsLabel, PhoneLink } from "../PhoneLink.tsx";
import { PlannerLink } from "../plan/PlannerLink.tsx";
import { Section } from "../Section.tsx";
import { EventBlockView } from "./EventBlocks.tsx";
import { EventEssentials } from "./EventEssentials.tsx";

function PackageAction({ action, bookingUrl }: { action: EventPackage["action"]; bookingUrl: string }) {
  return action === "book" ? (
    <BookingLink href={bookingUrl} className={actionButton} />
  ) : (
    <PhoneLink className={`${actionButton} ${secondaryButton}`}>{callUsLabel}</PhoneLink>
  );
}

/** An event landing page (birthday, bachelor, team building, special events), found by its path in the registry. */
export function EventPage({ path }: { path: EventPageEntry["path"] }) {
  const page = eventPages.find((candidate) => candidate.path === path) as EventPageContent;
  const { siteUrl, links } = usePublicConfig();
  const bookingUrl = links[page.booking];
  usePageHead({
    title: page.head.title,
    description: page.head.description,
    keywords: page.head.keywords,
    path: page.path,
    jsonLd: [
      eventJsonLd(siteUrl, page),
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: page.event.name, path: page.path },
      ]),
    ],
  });

  return (
    <>
      <PageBanner
        titleId="event-title"
        title={page.hero.title}
        actions={
          <>
            <PackageAction action="book" bookingUrl={bookingUrl} />
            <PackageAction action="call" bookingUrl={bookingUrl} />
          </>
        }
        figure={<img src={page.art.src} alt={page.art.alt} {...illustrationSize} />}
      >
        <CopyParagraph copy={page.hero.lead} />
      </PageBanner>
      {/* What a booking costs and includes comes first; then what this page's audience asks, then the rest. */}
      <Section id="packages" eyebrow="Packages" title="Pick your package" intro={<PlannerLink answers={page.plan} />}>
        <div className={packageGrid}>
          {page.packages.map((item) => (
            <PackageCard
              key={item.title}
              title={item.title}
              price={item.price === null ? "Custom quote" : formatPrice(item.price)}
              unit={item.unit}
              features={item.bullets}
              action={<PackageAction action={item.action} bookingUrl={bookingUrl} />}
            />
          ))}
        </div>
        <p className={afterCards}>
          Rather write than call? <a href={quoteRequestMailto(page.label)}>E-mail our events team for a quote</a>: the date, your headcount
          and anything else the plan needs.
        </p>
      </Section>
      <EventEssentials essentials={page.essentials} />
      {page.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are fixed content, never reordered
        <EventBlockView key={`${block.kind}-${index}`} block={block} />
      ))}
    </>
  );
}
