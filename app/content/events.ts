import type { EventPageContent } from "./event-page-types.ts";
import { pageCopy } from "./page-copy.ts";
import { eventPageEntries } from "./site-pages.ts";

/** The four event landing pages: the registry's entries with their copy from app/content/pages/. */
export const eventPages: readonly EventPageContent[] = eventPageEntries.map((entry) => ({ ...entry, ...pageCopy(entry) }));
