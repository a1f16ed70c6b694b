import { EventPage } from "../components/events/EventPage.tsx";
import { sitePages } from "../content/site-pages.ts";

export default function BirthdayParties() {
  return <EventPage path={sitePages.birthdayParties.path} />;
}
