import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../server/services.server.ts";

/** The configuration the server shares with the browser (site origin, outbound links). */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData<{ publicConfig: PublicConfig }>("root");
  if (!data) throw new Error("usePublicConfig must be used below the root route");
  return data.publicConfig;
}
