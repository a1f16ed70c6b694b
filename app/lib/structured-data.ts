import type { EventPageContent } from "../content/event-page-types.ts";
import type { FaqQuestion } from "../content/faq.ts";
import type { PostMeta } from "../content/posts.ts";
import { postPath } from "../content/site-pages.ts";
import { openingHours, packages, prices, socialProfiles, venue } from "../content/venue.ts";
import { absoluteUrl, defaultShareImage, type JsonLd } from "./page-head.ts";

/** schema.org wants "24:00" closing as "23:59"; "00:00" would read as the start of the day. */
function schemaTime(time: string): string {
  return time === "24:00" ? "23:59" : time;
}

export function openingHoursSpecification(): JsonLd[] {
  return openingHours.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((day) => `https://schema.org/${day}`),
    opens,
    closes: schemaTime(closes),
  }));
}

export function postalAddress(): JsonLd {
  const { street, city, region, postalCode, country } = venue.address;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: city,
    addressRegion: region,
    postalCode,
    addressCountry: country,
  };
}

/** The venue as a SportsActivityLocation, built from the business facts module. */
export function venueJsonLd(siteUrl: string, options: { withOffers?: boolean } = {}): JsonLd {
  const lowest = Math.min(prices.oneHour, prices.twoHours);
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": `${siteUrl}/#venue`,
    name: venue.name,
    description: `${venue.tagline}: coached lanes, projected target games and five throwing weapons.`,
    url: `${siteUrl}/`,
    image: absoluteUrl(siteUrl, defaultShareImage.src),
    telephone: venue.phone.e164,
    email: venue.email,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: venue.geo.latitude, longitude: venue.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(),
    priceRange: `$${lowest.toFixed(2)}-$${prices.twoHours.toFixed(2)} per person`,
    currenciesAccepted: prices.currency,
    sameAs: socialProfiles.map((profile) => profile.url),
    ...(options.withOffers
      ? {
          makesOffer: packages
            .filter((item) => item.price !== null)
            .map((item) => ({
              "@type": "Offer",
              name: item.name,
              description: item.description,
              price: item.price?.toFixed(2),
              priceCurrency: prices.currency,
              availability: "https://schema.org/InStock",
              url: `${siteUrl}/axe-throwing-prices`,
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: item.price?.toFixed(2),
                priceCurrency: prices.currency,
                unitText: `${item.unit}, ${item.duration}`,
              },
            })),
        }
      : {}),
  };
}

function publisher(siteUrl: string): JsonLd {
  return {
    "@type": "Organization",
    name: venue.name,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/apple-touch-icon.png"), width: 180, height: 180 },
  };
}

function author(): JsonLd {
  return { "@type": "Person", name: venue.author.name, jobTitle: `${venue.author.role}, ${venue.name}` };
}

export function blogPostingJsonLd(siteUrl: string, post: PostMeta): JsonLd {
  const url = `${siteUrl}${postPath(post.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.modified,
    author: author(),
    publisher: publisher(siteUrl),
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(siteUrl, post.socialCard.src),
      width: post.socialCard.width,
      height: post.socialCard.height,
      caption: post.socialCard.alt,
    },
    keywords: post.keywords.join(", "),
    wordCount: post.wordCount,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}

export function breadcrumbJsonLd(siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function blogJsonLd(siteUrl: string, posts: readonly PostMeta[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${venue.name} Blog`,
    url: `${siteUrl}/blog`,
    publisher: publisher(siteUrl),
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: `${siteUrl}${postPath(post.slug)}`,
      datePublished: post.date,
      author: author(),
    })),
  };
}

/**
 * An Event for an occasion the venue hosts any day it is open. Rather than inventing a one-off
 * date, the recurring availability is an eventSchedule per opening-hours slot (weekly, Austin time).
 */
export function eventJsonLd(siteUrl: string, page: EventPageContent): JsonLd {
  const url = `${siteUrl}${page.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: page.event.name,
    description: page.event.description,
    url,
    image: absoluteUrl(siteUrl, defaultShareImage.src),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventSchedule: openingHours.map(({ days, opens, closes }) => ({
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: days.map((day) => `https://schema.org/${day}`),
      startTime: opens,
      endTime: schemaTime(closes),
      scheduleTimezone: "America/Chicago",
    })),
    location: {
      "@type": "SportsActivityLocation",
      name: venue.name,
      address: postalAddress(),
      telephone: venue.phone.e164,
      url: `${siteUrl}/`,
    },
    organizer: { "@type": "Organization", name: venue.name, url: `${siteUrl}/` },
    // The spec's contract: every event page offers the one-hour admission; a page whose own online
    // package is the two-hour one lists it beside that.
    offers: [...new Set([prices.oneHour, page.packages[0].price])].map((price) => ({
      "@type": "Offer",
      price: price.toFixed(2),
      priceCurrency: prices.currency,
      availability: "https://schema.org/InStock",
      url,
    })),
  };
}

/** The FAQ as a schema.org FAQPage: each question with its answer's text exactly as the page shows it. */
export function faqPageJsonLd(siteUrl: string, path: string, questions: readonly FaqQuestion[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: absoluteUrl(siteUrl, path),
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.text },
    })),
  };
}
