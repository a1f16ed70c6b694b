/** Post bodies as HTML, by slug. Server only: the browser receives a body once, inside the page. */
const modules = import.meta.glob<string>("./posts/*.md", { import: "html", eager: true });

const bodies = new Map(Object.entries(modules).map(([file, html]) => [file.replace(/^.*\/|\.md$/g, ""), html]));

export function postBody(slug: string): string | undefined {
  return bodies.get(slug);
}
