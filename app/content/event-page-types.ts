import type { EventPageCopy } from "../../vite-plugins/content/content-types.ts";
import type { EventPageEntry } from "./site-pages.ts";

/** The blocks an event page is made of, in the order they appear. */
export type EventBlock = EventPageCopy["blocks"][number];

/** One package card on an event page: title, price (null for a quote by phone), unit, three bullets and an action. */
export type EventPackage = EventPageCopy["packages"][number];

/** One thing the page's audience decides on first: a house rule, in the page's own words. */
export type Essential = EventPageCopy["essentials"]["items"][number];

/** An event page: its registry entry (path, booking link), its compiled copy and its illustration's URL. */
export type EventPageContent = EventPageEntry & EventPageCopy & { art: { src: string } };
