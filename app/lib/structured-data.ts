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
    description: `${venue.tagline}: coached lanes, projected target games and five throwing weapons for ages ${venue.minThrowerAge} and up.`,
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
