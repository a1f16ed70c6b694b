import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

/** The bachelor and bachelorette parties page; its copy is app/content/pages/bachelor-parties.yaml. */
export default function BachelorParties() {
  return <EventPage path={sitePages.bachelorParties.path} />;
}
