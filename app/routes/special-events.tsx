import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

/** The special events page; its copy is app/content/pages/special-events.yaml. */
export default function SpecialEvents() {
  return <EventPage path={sitePages.specialEvents.path} />;
}
