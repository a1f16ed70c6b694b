import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

export default function SpecialEvents() {
  return <EventPage path={sitePages.specialEvents.path} />;
}
