import { describe, expect, it } from "vitest";
import { buildHead, serializeJsonLd } from "../../app/lib/page-head.ts";

const site = "https://www.ironbark.example";

describe("page head", () => {
  const head = buildHead(
    {
      title: "Axe Throwing Prices",
      description: "Prices for lanes.",
      keywords: ["axe throwing prices", "austin"],
      path: "/axe-throwing-prices",
      jsonLd: [{ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script>" }],
    },
    site,
  ) as unknown as { meta: Array<Record<string, string>>; script: Array<Record<string, string>> };

  const metaContent = (key: string) => head.meta.find((tag) => tag.name === key || tag.property === key)?.content;

  // The canonical, og:url, og:title, og:image and twitter:card of every page: tests/render/every-page.test.ts and
  // tests/integration/pages.test.ts, which also asks search engines not to index the not-found page.
  it("fills the Twitter description and the keywords from the page's own", () => {
    expect(metaContent("twitter:description")).toBe("Prices for lanes.");
    expect(metaContent("keywords")).toBe("axe throwing prices, austin");
  });

  it("keeps JSON-LD from closing its script element", () => {
    const json = head.script[0]?.innerHTML ?? "";
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
    expect(serializeJsonLd({ a: "<" })).toBe('{"a":"\\u003c"}');
  });
});
