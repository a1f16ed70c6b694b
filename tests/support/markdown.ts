import { existsSync, globSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Reading the project's own documents in tests: the README, docs/ and the diagrams in them. */

export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The README and the documents in docs/, by path from the project root; the decision records are history, not these. */
export function projectDocs(): string[] {
  const docs = readdirSync(join(projectRoot, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs.sort()];
}

export function readProjectFile(path: string): string {
  return readFileSync(join(projectRoot, path), "utf8");
}

/** Whether a project path exists: a file or a folder (`app/server/`), or a glob (`app/content/posts/*.md`) that matches something. */
export function projectPathExists(path: string): boolean {
  if (path.includes("*")) return globSync(path, { cwd: projectRoot }).length > 0;
  return existsSync(join(projectRoot, path));
}

/** The bodies of a document's fenced code blocks in `language`. */
export function fencedBlocks(text: string, language: string): string[] {
  return [...text.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, "gm"))].map((match) => match[1] as string);
}

/** A document without its fenced code blocks. */
export function withoutFencedBlocks(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
}

export interface Flowchart {
  /** Node ids by label, split at `<br/>`: the project paths each node stands for. */
  nodes: Map<string, string[]>;
  /** Each node in a subgraph, with the id of its subgraph; subgraphs are nodes too. */
  parents: Map<string, string>;
  /** `from --> to`; `a <--> b` is both. */
  edges: Array<[string, string]>;
}

const arrow = /\s*(<-->|-->)(?:\|[^|]*\|)?\s*/;

/** The nodes, subgraphs and edges of a Mermaid flowchart, as far as the project's diagrams use the syntax. */
export function parseFlowchart(source: string): Flowchart {
  const nodes = new Map<string, string[]>();
  const parents = new Map<string, string>();
  const edges: Array<[string, string]> = [];
  const open: string[] = [];
  const define = (id: string, label: string | undefined) => {
    if (label !== undefined)
      nodes.set(
        id,
        label.split("<br/>").map((path) => path.trim()),
      );
    else if (!nodes.has(id)) nodes.set(id, []);
    const parent = open.at(-1);
    if (parent && parent !== id && !parents.has(id)) parents.set(id, parent);
  };
  /** The ids of one side of an edge, `a & b["label"]`, each defined on the way. */
  const side = (text: string) =>
    text.split("&").map((part) => {
      const match = /^([A-Za-z][\w-]*)(?:\["([^"]*)"\])?$/.exec(part.trim());
      if (!match) throw new Error(`cannot read "${part.trim()}" as a node`);
      define(match[1] as string, match[2]);
      return match[1] as string;
    });
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("%%") || /^(?:flowchart|graph|direction)\b/.test(line)) continue;
    if (line === "end") {
      open.pop();
      continue;
    }
    const subgraph = /^subgraph\s+([A-Za-z][\w-]*)(?:\["([^"]*)"\])?$/.exec(line);
    if (subgraph) {
      define(subgraph[1] as string, subgraph[2]);
      open.push(subgraph[1] as string);
      continue;
    }
    const parts = line.split(arrow);
    for (let at = 0; at + 2 < parts.length; at += 2) {
      const from = side(parts[at] as string);
      const to = side(parts[at + 2] as string);
      for (const a of from)
        for (const b of to)
          edges.push(
            ...(parts[at + 1] === "<-->" ? [[a, b] as [string, string], [b, a] as [string, string]] : [[a, b] as [string, string]]),
          );
    }
    if (parts.length === 1) side(line);
  }
  return { nodes, parents, edges };
}
