import { globSync, readFileSync } from "node:fs";
import { dirname, join, matchesGlob, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { type Flowchart, fencedBlocks, parseFlowchart, projectPathExists, projectRoot, readProjectFile } from "../support/markdown.ts";

/**
 * docs/architecture.md draws the layers and two requests' paths; this keeps the drawing true to the
 * tree: every path in it exists, every source file is in a layer, every import from one layer into
 * another has its arrow, and every arrow stands for an import the code makes.
 */
const [layers, requests] = fencedBlocks(readProjectFile("docs/architecture.md"), "mermaid").map(parseFlowchart) as [Flowchart, Flowchart];

const sources = globSync("{app,db,vite-plugins}/**/*.{ts,tsx}", { cwd: projectRoot })
  .filter((file) => !file.endsWith(".d.ts"))
  .sort();

function covers(path: string, file: string): boolean {
  if (path.endsWith("/")) return file.startsWith(path);
  return path.includes("*") ? matchesGlob(file, path) : file === path;
}

/** The node a file belongs to, and the subgraph that node is in: the innermost first. */
function chainOf(file: string): string[] {
  const matching = [...layers.nodes].filter(([, paths]) => paths.some((path) => covers(path, file))).map(([id]) => id);
  const innermost = matching.find((id) => !matching.some((other) => layers.parents.get(other) === id));
  if (innermost === undefined) return [];
  const parent = layers.parents.get(innermost);
  return parent ? [innermost, parent] : [innermost];
}

/** The layer itself: a node outside any subgraph, or a subgraph. */
const layerOf = (chain: string[]) => chain.at(-1);

/** Relative imports and re-exports, static and dynamic, resolved from the project root; queries (`?raw`) dropped. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(projectRoot, file), "utf8");
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"'?]+)(?:\?[^"']*)?["']/g)].map((match) =>
    normalize(join(dirname(file), match[1] as string)),
  );
}

interface CrossImport {
  file: string;
  target: string;
  from: string[];
  to: string[];
}

const crossImports: CrossImport[] = sources.flatMap((file) =>
  importsOf(file)
    .map((target) => ({ file, target, from: chainOf(file), to: chainOf(target) }))
    .filter(({ from, to }) => to.length > 0 && layerOf(from) !== layerOf(to)),
);

/** The request diagram's modules: its subgraphs are titles (the requests), not paths. */
const requestModules = [...requests.nodes].filter(([id]) => ![...requests.parents.values()].includes(id)).flatMap(([, paths]) => paths);

describe("the architecture diagrams (docs/architecture.md)", () => {
  it("name only paths that exist", () => {
    const paths = [...[...layers.nodes.values()].flat(), ...requestModules];
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !projectPathExists(path))).toEqual([]);
  });

  it("place every source file in a layer", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => chainOf(file).length === 0)).toEqual([]);
  });

  it("have an arrow for every import from one layer into another", () => {
    const missing = crossImports
      .filter(({ from, to }) => !layers.edges.some(([a, b]) => from.includes(a) && to.includes(b)))
      .map(({ file, target, from, to }) => `${from[0]} --> ${to[0]} (${file} imports ${target})`);
    expect(missing).toEqual([]);
  });

  it("have no arrow that stands for no import", () => {
    const stale = layers.edges.filter(([a, b]) => !crossImports.some(({ from, to }) => from.includes(a) && to.includes(b)));
    expect(stale.map(([a, b]) => `${a} --> ${b}`)).toEqual([]);
  });

  it("draw both request paths through the modules that handle them", () => {
    const paths = requestModules;
    expect(paths).toContain("app/server/http-app.server.ts");
    expect(paths).toContain("app/server/pages.server.ts");
    expect(paths).toContain("app/server/view-counts.server.ts");
    expect(paths).toContain("db/post-views.ts");
  });

  it("are linked from the README", () => {
    expect(readProjectFile("README.md")).toContain("(docs/architecture.md)");
  });
});
