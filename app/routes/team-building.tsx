import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

/** The team building page; its copy is app/content/pages/team-building.yaml. */
export default function TeamBuilding() {
  return <EventPage path={sitePages.teamBuilding.path} />;
}
