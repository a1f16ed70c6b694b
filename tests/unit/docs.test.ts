import { globSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";
import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { serverSettings } from "../../app/server/config.server.ts";
import { localEdgeSettings } from "../../docker/nginx/edge.ts";
import { projectDocs, projectPathExists, projectRoot, readProjectFile, withoutFencedBlocks } from "../support/markdown.ts";

/**
 * The README and docs/ say what the code does; these tests fail where they no longer do: a path
 * named that is gone, a value quoted from a file that no longer holds it, a setting missing from the
 * configuration tables or stated with another default or range than the code's.
 */
const docs = projectDocs().map((path) => ({ path, text: readProjectFile(path) }));

/** Every file of the project, by path from its root, outside what git ignores or installs. */
const projectFiles = globSync("**/*", {
  cwd: projectRoot,
  exclude: (path) => /^(?:node_modules|build|\.git|\.react-router)$/.test(basename(path)),
})
  .filter((path) => statSync(join(projectRoot, path)).isFile())
  .sort();
const fileNames = new Set(projectFiles.map((path) => basename(path)));

/** Files a run makes, which the docs name but the tree does not hold. */
const made = new Set(["docker/images.env"]);

/** `app/…`, `db/…`, `docs/…` and the rest: paths from the project root, as the prose writes them. */
const pathToken = /(?<![\w./-])((?:app|db|docker|k8s|tests|vite-plugins|docs|public|\.ci)\/[\w.*/@+-]*)/g;

interface Link {
  doc: string;
  text: string;
  target: string;
  anchor: string | undefined;
}

function linksIn(doc: string, text: string): Link[] {
  return [...text.matchAll(/\[((?:[^\]`]|`[^`]*`)*)\]\(([^)\s]+)\)/g)]
    .map((match) => ({ text: match[1] as string, href: match[2] as string }))
    .filter(({ href }) => !/^(?:https?|mailto):/.test(href))
    .map(({ text, href }) => {
      const [path = "", anchor] = href.split("#");
      return { doc, text, target: path ? normalize(join(dirname(doc), path)).replace(/\/$/, "") : doc, anchor };
    });
}

const links = docs.flatMap(({ path, text }) => linksIn(path, text));

const slugsOf = new Map(
  docs.map(({ path, text }) => {
    const slugger = new GithubSlugger();
    return [path, new Set([...withoutFencedBlocks(text).matchAll(/^#{1,6} (.+)$/gm)].map((match) => slugger.slug(match[1] as string)))];
  }),
);

/** A link whose text is a value in code (`[\`worker_connections 8192\`](k8s/base/edge-nginx.conf)`), not the file's name. */
const quotes = links.flatMap((link) => {
  const quoted = /^`([^`]+)`$/.exec(link.text)?.[1];
  if (!quoted || !projectPathExists(link.target) || statSync(join(projectRoot, link.target)).isDirectory()) return [];
  const isName = quoted === link.target || link.target.endsWith(`/${quoted}`) || quoted.endsWith(basename(link.target));
  return isName ? [] : [{ ...link, quoted }];
});

const spaced = (text: string) => text.replace(/\s+/g, " ");

describe("the docs (README.md, docs/*.md)", () => {
  it("name only paths that exist", () => {
    const missing = docs.flatMap(({ path, text }) =>
      [...text.matchAll(pathToken)]
        .map((match) => (match[1] as string).replace(/[.,:;]+$/, ""))
        .filter((name) => !made.has(name) && !projectPathExists(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("name only files that exist, where they give a file its name alone", () => {
    const missing = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/`([\w.-]+\.(?:ts|tsx|json|yaml|md|conf|template|sh|css))`/g)]
        .map((match) => match[1] as string)
        .filter((name) => !fileNames.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("link only to files, folders and headings that exist", () => {
    const broken = links
      .filter(
        ({ target, anchor }) =>
          !projectPathExists(target) || (anchor !== undefined && target.endsWith(".md") && !slugsOf.get(target)?.has(anchor)),
      )
      .map(({ doc, target, anchor }) => `${doc}: ${target}${anchor === undefined ? "" : `#${anchor}`}`);
    expect(broken).toEqual([]);
  });

  it("quote what the files they link to hold", () => {
    expect(quotes.length).toBeGreaterThan(20);
    const stale = quotes
      .filter(({ quoted, target }) => !spaced(readProjectFile(target)).includes(spaced(quoted)))
      .map(({ doc, quoted, target }) => `${doc}: "${quoted}" is not in ${target}`);
    expect(stale).toEqual([]);
  });
});

/** The settings each program reads through its schema. */
const schemas: Array<z.ZodObject> = [serverSettings, localEdgeSettings];
/** Variables of the system itself that code passes on or restores, and does not take as settings. */
const systemVariables = new Set(["PATH", "TZ"]);

interface Reading {
  /** Where the variable is read, for the failure message. */
  where: string;
  /** Its default there, when the code spells one. */
  default?: string;
}

/** Every environment variable the project reads, with the defaults the code gives it. */
function readings(): Map<string, Reading[]> {
  const found = new Map<string, Reading[]>();
  const add = (name: string, reading: Reading) => {
    if (!systemVariables.has(name)) found.set(name, [...(found.get(name) ?? []), reading]);
  };
  for (const schema of schemas) {
    for (const [name, setting] of Object.entries(schema.shape)) {
      const parsed = (setting as z.ZodType).safeParse(undefined);
      add(name, { where: "a settings schema", default: parsed.success && parsed.data !== undefined ? String(parsed.data) : undefined });
    }
  }
  for (const file of projectFiles.filter((path) => /\.(?:ts|tsx)$/.test(path) && !path.startsWith("tests/unit/"))) {
    const text = readFileSync(join(projectRoot, file), "utf8");
    for (const match of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)\b(?!\s*=[^=])(?:\s*(?:\?\?|\|\|)\s*(?:"([^"]*)"|(\d+)\b))?/g)) {
      add(match[1] as string, { where: file, default: match[2] ?? match[3] });
    }
  }
  for (const file of ["docker/compose.yaml", "k8s/base/edge.conf.template", "tests/setup-tools.sh"]) {
    for (const match of readProjectFile(file).matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::-([^}]*))?\}/g)) {
      add(match[1] as string, { where: file, default: match[2] || undefined });
    }
  }
  for (const line of readProjectFile("Dockerfile").matchAll(/^ARG (.+)$/gm)) {
    for (const argument of (line[1] as string).split(/\s+/)) {
      const [name = "", value] = argument.split("=");
      add(name, { where: "Dockerfile", default: value });
    }
  }
  return found;
}

interface Row {
  doc: string;
  variable: string;
  default: string;
  meaning: string;
}

/** The rows of every `| Variable | Default | Meaning |` table in the docs. */
const rows: Row[] = docs.flatMap(({ path, text }) =>
  [...text.matchAll(/^\| Variable \| Default \| Meaning \|\n\|[-|]+\|\n((?:\|.*\|\n?)+)/gm)].flatMap((table) =>
    (table[1] as string)
      .trim()
      .split("\n")
      .map((line) => {
        const [variable = "", fallback = "", meaning = ""] = line.slice(2, -2).split(" | ");
        return { doc: path, variable: variable.replaceAll("`", ""), default: fallback, meaning };
      }),
  ),
);

const read = readings();
/** A URL the code writes with or without its trailing slash. */
const same = (a: string, b: string) =>
  a === b || (/^https?:/.test(a) && URL.canParse(a) && URL.canParse(b) && new URL(a).href === new URL(b).href);
const schemaFor = (variable: string) => schemas.find((schema) => variable in schema.shape)?.shape[variable] as z.ZodType | undefined;

describe("the configuration tables", () => {
  it("list every variable the code reads, once, and no other", () => {
    expect(rows.length).toBeGreaterThan(30);
    const listed = rows.map((row) => row.variable);
    expect([...read.keys()].filter((variable) => !listed.includes(variable)).sort()).toEqual([]);
    expect(listed.filter((variable, at) => listed.indexOf(variable) !== at)).toEqual([]);
    expect(rows.filter((row) => !read.has(row.variable)).map((row) => `${row.doc}: ${row.variable}`)).toEqual([]);
  });

  it.each(rows.map((row) => [row.variable, row] as const))("give %s the default the code gives it", (variable, row) => {
    const defaults = (read.get(variable) ?? []).filter((reading) => reading.default !== undefined);
    const literal = /^`([^`]*)`/.exec(row.default)?.[1];
    if (literal === undefined) {
      // A default in words ("(none)", "a new folder under ..."): the code spells none.
      expect(defaults, `${row.doc} describes the default of ${variable}`).toEqual([]);
    } else {
      expect(defaults.length, `${row.doc} says ${variable} defaults to ${literal}`).toBeGreaterThan(0);
      for (const reading of defaults) expect(same(reading.default as string, literal), `${variable} in ${reading.where}`).toBe(true);
    }
  });

  it.each(rows.map((row) => [row.variable, row] as const))("give %s the range the code takes", (variable, row) => {
    const schema = schemaFor(variable);
    const range = /whole number, (\d+)-(\d+)/.exec(row.meaning);
    const numeric = Boolean(schema?.safeParse("1").success) && !schema?.safeParse("one").success;
    expect(Boolean(range), `${row.doc} states a range for ${variable} exactly when the code checks one`).toBe(numeric);
    if (!range || !schema) return;
    const [min, max] = [Number(range[1]), Number(range[2])];
    expect(schema.safeParse(String(min)).success && schema.safeParse(String(max)).success, `${variable} takes ${min} and ${max}`).toBe(
      true,
    );
    expect(
      schema.safeParse(String(min - 1)).success || schema.safeParse(String(max + 1)).success,
      `${variable} refuses ${min - 1} and ${max + 1}`,
    ).toBe(false);
  });

  it("name only the ports the code listens on by default, on localhost", () => {
    const defaults = new Set(
      ["PORT", "EDGE_PORT", "EDGE_PUBLISHED_PORT"].flatMap((variable) => (read.get(variable) ?? []).map((reading) => reading.default)),
    );
    const named = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/localhost:(\d+)/g)].map((match) => ({ path, port: match[1] as string })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ port }) => !defaults.has(port)).map(({ path, port }) => `${path}: ${port}`)).toEqual([]);
  });
});

/** Metric names the docs give as what the site does not export, and why. */
const notExported = new Set([
  // OpenTelemetry's current name for the pool's connection count, which promtool rejects (decision 0008).
  "db_client_connection_count",
]);

/** The packages whose major version the docs may give, by the name the prose uses. */
const versioned: Record<string, string> = {
  React: "react",
  "React Router": "react-router",
  Node: "node",
  TypeScript: "typescript",
  Vite: "vite",
  Express: "express",
};

describe("the names the docs give", () => {
  it("carry the major versions package.json pins", () => {
    const manifest = JSON.parse(readProjectFile("package.json"));
    const pinned = { ...manifest.dependencies, ...manifest.devDependencies } as Record<string, string>;
    const named = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/\b(React Router|React|Node|TypeScript|Vite|Express) (\d+)\b/g)].map((match) => ({
        path,
        name: match[1] as string,
        major: match[2] as string,
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    const wrong = named.filter(({ name, major }) => pinned[versioned[name] as string]?.split(".")[0] !== major);
    expect(wrong.map(({ path, name, major }) => `${path}: ${name} ${major}`)).toEqual([]);
  });

  it("are metrics the code, its metrics library or the edge's mtail program defines", () => {
    const sources = [
      ...projectFiles.filter((path) => path.startsWith("app/") && path.endsWith(".ts")),
      "k8s/base/edge-metrics.mtail",
      ...globSync("node_modules/prom-client/lib/**/*.js", { cwd: projectRoot }),
    ]
      .map((path) => readFileSync(join(projectRoot, path), "utf8"))
      .join("\n");
    const names = docs.flatMap(({ path, text }) =>
      [...withoutFencedBlocks(text).matchAll(/`((?:ironbark|http_server|db_client|nodejs|process)_[a-z0-9_*]+)/g)]
        .map((match) => match[1] as string)
        .filter((name) => !name.includes("*") && !notExported.has(name))
        .map((name) => ({ path, name })),
    );
    expect(names.length).toBeGreaterThan(20);
    expect(
      names
        .filter(
          ({ name }) =>
            ![`"${name}"`, `'${name}'`, `counter ${name} `, `counter ${name}\n`].some((definition) => sources.includes(definition)),
        )
        .map(({ path, name }) => `${path}: ${name}`),
    ).toEqual([]);
  });

  it("are the tools tests/setup-tools.sh installs, with their packages", () => {
    const script = Object.fromEntries(
      [...readProjectFile("tests/setup-tools.sh").matchAll(/\[([\w-]+)\]=([\w.-]+)/g)].map((match) => [match[1], match[2]]),
    );
    const testing = readProjectFile("docs/testing.md");
    const table = Object.fromEntries([...testing.matchAll(/^\| `([\w-]+)` \| `([\w.-]+)` \|$/gm)].map((match) => [match[1], match[2]]));
    expect(table).toEqual(script);
  });
});
