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
  ) as unknown as { meta: Array<Record<string, string>>; link: Array<Record<string, string>>; script: Array<Record<string, string>> };

  const metaContent = (key: string) => head.meta.find((tag) => tag.name === key || tag.property === key)?.content;

  it("builds an absolute canonical from the site origin and the page path", () => {
    expect(head.link).toEqual([{ rel: "canonical", href: `${site}/axe-throwing-prices` }]);
    expect(metaContent("og:url")).toBe(`${site}/axe-throwing-prices`);
  });

  it("fills Open Graph and Twitter tags from the same title, description and absolute image", () => {
    expect(metaContent("og:title")).toBe("Axe Throwing Prices");
    expect(metaContent("twitter:description")).toBe("Prices for lanes.");
    expect(metaContent("og:image")).toBe(`${site}/social-card.png`);
    expect(metaContent("twitter:card")).toBe("summary_large_image");
    expect(metaContent("keywords")).toBe("axe throwing prices, austin");
  });

  it("keeps JSON-LD from closing its script element", () => {
    const json = head.script[0]?.innerHTML ?? "";
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
    expect(serializeJsonLd({ a: "<" })).toBe('{"a":"\\u003c"}');
  });

  it("marks pages without a path as not to be indexed, with no canonical", () => {
    const notFound = buildHead({ title: "Page Not Found", description: "x", path: null }, site) as unknown as typeof head;
    expect(notFound.link).toEqual([]);
    expect(notFound.meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
