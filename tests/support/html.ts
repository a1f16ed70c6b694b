import { HtmlValidate } from "html-validate";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as <br/>, booleans as hidden="" and keeps the camelCase of
    // fetchPriority: all valid HTML, just not the style these rules prefer.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "attr-case": "off",
    // React's streaming boundaries and useId produce ids like "S:0" and "_R_": valid in HTML5.
    "valid-id": ["error", { relaxed: true }],
    // Long, readable inline SVG and JSON-LD lines are fine.
    "long-title": "off",
    "no-trailing-whitespace": "off",
  },
});

/** HTML validation messages for a served document; empty when it is valid. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message}`),
  );
}

/** The JSON-LD blocks of a document, parsed. */
export function jsonLdBlocks(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] as string),
  );
}

/** The content of <meta name|property="key">, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, "\\$&")}" content="([^"]*)"`);
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");
}

export function canonicalHref(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

/** The HTML as text a visitor reads: React's separators between adjacent text nodes removed. */
export function visibleText(html: string): string {
  return html.replaceAll("<!-- -->", "");
}
