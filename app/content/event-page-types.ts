import type { EventPageEntry } from "./site-pages.ts";

/** A titled card: a reason, a feature, an occasion. */
export interface InfoCard {
  title: string;
  text: string;
}

/** The blocks an event page is made of, in the order they appear. */
export type EventBlock =
  | { kind: "intro"; title: string; paragraphs: readonly string[]; highlights?: readonly string[] }
  | { kind: "cards"; id: string; title: string; intro?: string; cards: readonly InfoCard[] }
  | { kind: "text"; id: string; title: string; paragraphs: readonly string[] }
  | { kind: "large-group"; title: string; paragraphs: readonly string[] }
  | { kind: "call-card"; title: string; text: string };

/** One package card on an event page: title, price, unit, exactly three bullets and an action. */
export interface EventPackage {
  title: string;
  /** USD price; null means a custom quote by phone. */
  price: number | null;
  unit: string;
  bullets: readonly [string, string, string];
  action: "book" | "call";
}

/** An event page's copy; which pages exist, their paths and booking links come from the page registry. */
export interface EventPageCopy {
  head: { title: string; description: string; keywords: readonly string[] };
  hero: { title: string; lead: string };
  blocks: readonly EventBlock[];
  packages: readonly [EventPackage, EventPackage];
  /** The Event name and description in structured data. */
  event: { name: string; description: string };
}

export type EventPageContent = EventPageEntry & EventPageCopy;
