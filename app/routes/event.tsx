import { useMatches } from "react-router";
import { EventPage } from "../components/events/EventPage.tsx";
import { eventPages } from "../content/events.ts";
import { sharedModuleRouteId } from "../content/site-pages.ts";

/** One module for the four event pages; each page has a route id of its own (app/routes.ts), which picks the content entry. */
export default function EventRoute() {
  const routeId = useMatches().at(-1)?.id;
  const page = eventPages.find((candidate) => sharedModuleRouteId(candidate) === routeId);
  if (!page) throw new Error(`No event page for the route ${routeId}`);
  return <EventPage page={page} />;
}
