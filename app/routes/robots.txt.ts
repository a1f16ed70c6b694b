import { renderContext } from "../server/pages/context.server.ts";
import { robots } from "../server/pages/feeds.server.ts";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  return robots(context.get(renderContext).publicConfig.siteUrl);
}
