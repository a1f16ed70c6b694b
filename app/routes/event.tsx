import { data } from "react-router";
import { EventPage } from "../components/events/EventPage.tsx";
import { findEventPage } from "../content/events.ts";
import type { Route } from "./+types/event";

/** One module for the four event pages; the path picks the content entry. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  if (!findEventPage(path)) throw data(null, { status: 404 });
  return { path };
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  const page = findEventPage(loaderData.path);
  if (!page) throw new Error(`No event page for ${loaderData.path}`);
  return <EventPage page={page} />;
}
