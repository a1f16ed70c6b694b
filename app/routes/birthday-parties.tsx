import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

/** The birthday parties page; its copy is app/content/pages/birthday-parties.yaml. */
export default function BirthdayParties() {
  return <EventPage path={sitePages.birthdayParties.path} />;
}
