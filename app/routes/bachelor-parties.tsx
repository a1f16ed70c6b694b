import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

export default function BachelorParties() {
  return <EventPage path={sitePages.bachelorParties.path} />;
}
