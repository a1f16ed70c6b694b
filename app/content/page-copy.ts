import type { CompiledPageCopy, PageContentKind } from "../../vite-plugins/content/content-types.ts";

/** Every page content file (app/content/pages/*.yaml), compiled and validated by the content pipeline. */
const files = import.meta.glob("./pages/*.yaml", { import: "default", eager: true });

/** The copy of a registry page that has a content file; the pipeline checked it against the page's schema. */
export function pageCopy<Kind extends PageContentKind>(page: { path: string; content: Kind }): CompiledPageCopy[Kind] {
  const copy = files[`./pages${page.path}.yaml`];
  if (copy === undefined) throw new Error(`no content file for ${page.path}`);
  return copy as CompiledPageCopy[Kind];
}
