import { renderContext } from "../server/context.server.ts";
import { robots } from "../server/feeds.server.ts";
import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  return robots(context.get(renderContext).publicConfig.siteUrl);
}
