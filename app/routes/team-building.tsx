import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

export default function TeamBuilding() {
  return <EventPage path={sitePages.teamBuilding.path} />;
}
