import { CopyParagraph } from "../components/CopyParagraph.tsx";
import { FaqGroupSection } from "../components/faq/FaqGroupSection.tsx";
import { OutboundLink } from "../components/OutboundLink.tsx";
import { PageBanner } from "../components/PageBanner.tsx";
import { callUsLabel, PhoneLink } from "../components/PhoneLink.tsx";
import { faqPage, faqQuestions } from "../content/faq.ts";
import { outboundLinks, sitePages } from "../content/site-pages.ts";
import { usePageHead } from "../lib/page-head.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { breadcrumbJsonLd, faqPageJsonLd } from "../lib/structured-data.ts";
import { actionButton, secondaryButton } from "../styles/primitives.ts";

export default function FaqRoute() {
  const { siteUrl } = usePublicConfig();
  usePageHead({
    ...faqPage.head,
    path: faqPage.path,
    jsonLd: [
      faqPageJsonLd(siteUrl, faqPage.path, faqQuestions),
      breadcrumbJsonLd(siteUrl, [
        { name: sitePages.home.label, path: sitePages.home.path },
        { name: faqPage.label, path: faqPage.path },
      ]),
    ],
  });
  return (
    <>
      <PageBanner
        titleId="faq-title"
        title={faqPage.hero.title}
        actions={
          <>
            <OutboundLink item={outboundLinks.waiver} className={actionButton} />
            <PhoneLink className={`${actionButton} ${secondaryButton}`}>{callUsLabel}</PhoneLink>
          </>
        }
      >
        <CopyParagraph copy={faqPage.hero.lead} />
      </PageBanner>
      {faqPage.groups.map((group) => (
        <FaqGroupSection key={group.id} group={group} />
      ))}
    </>
  );
}
