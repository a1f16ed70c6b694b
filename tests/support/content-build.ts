import { contentPlugin } from "../../vite-plugins/content/vite-plugin.ts";

/**
 * Runs the content plugin's whole-collection checks (what `npm run build` does first) on a copy of
 * the content folders under `root`; throws the build's error message, if any.
 */
export function checkContentAt(root: string): void {
  const plugin = contentPlugin() as unknown as {
    configResolved: (config: { root: string }) => void;
    buildStart: (this: unknown) => void;
  };
  plugin.configResolved({ root });
  plugin.buildStart.call({
    error: (message: string) => {
      throw new Error(message);
    },
  });
}
