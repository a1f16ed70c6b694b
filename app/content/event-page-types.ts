import type { EventPageCopy } from "../../vite-plugins/content/content-types.ts";
import type { EventPageEntry } from "./site-pages.ts";

/** The blocks an event page is made of, in the order they appear. */
export type EventBlock = EventPageCopy["blocks"][number];

/** A titled card: a reason, a feature, an occasion. */
export type InfoCard = Extract<EventBlock, { kind: "cards" }>["cards"][number];

/** One package card on an event page: title, price (null for a quote by phone), unit, three bullets and an action. */
export type EventPackage = EventPageCopy["packages"][number];

/** An event page: its registry entry (path, booking link) and its compiled copy. */
export type EventPageContent = EventPageEntry & EventPageCopy;
