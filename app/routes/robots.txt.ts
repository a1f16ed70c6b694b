import { servicesContext } from "../server/context.ts";
import { robots } from "../server/feeds.ts";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  return robots(context.get(servicesContext).publicConfig.siteUrl);
}
