import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { ContentError } from "../../vite-plugins/content/content-error.ts";
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

/** Calls `use` on a scratch project holding a copy of the site's posts and pages, removed afterwards. */
export function onContentCopy<T>(use: (root: string) => T): T {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  try {
    mkdirSync(join(root, "app/content"), { recursive: true });
    for (const folder of ["posts", "pages"]) {
      cpSync(new URL(`../../app/content/${folder}`, import.meta.url), join(root, `app/content/${folder}`), { recursive: true });
    }
    return use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The build's message for a content file that `compile` must refuse. */
export const failureOf = (compile: (source: string) => unknown) => (source: string) => {
  try {
    compile(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the file compiled");
};
