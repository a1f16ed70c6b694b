import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { venue } from "../../app/content/venue.ts";
import { color } from "../../app/styles/tokens.ts";

/** A post's share image: 1200 x 630, the size Open Graph and X show large. */
const socialCardSize = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);
// The site's display face; satori reads WOFF, not the WOFF2 the pages load.
const fonts = (
  [
    [400, require.resolve("@fontsource/oswald/files/oswald-latin-400-normal.woff")],
    [700, require.resolve("@fontsource/oswald/files/oswald-latin-700-normal.woff")],
  ] as const
).map(([weight, file]) => ({ name: "Oswald", data: readFileSync(file), weight, style: "normal" as const }));

const padding = { block: 56, inline: 72 };
const emberLine = 16;
const textWidth = socialCardSize.width - 2 * padding.inline;

/** A node of the card, in the element shape satori reads (no JSX at build time). */
const box = (style: Record<string, unknown>, children: unknown) => ({ type: "div", props: { style, children } });

/** The card for a post: its title large, under the brand and above the venue's line, in the site's colours and display face. */
async function socialCardPng(title: string): Promise<Buffer> {
  const svg = await satori(
    box(
      {
        // satori sizes boxes without their padding and border (content-box).
        width: textWidth,
        height: socialCardSize.height - 2 * padding.block - emberLine,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `${padding.block}px ${padding.inline}px`,
        backgroundColor: color.ink,
        borderBottom: `${emberLine}px solid ${color.ember}`,
        fontFamily: "Oswald",
        color: color.text,
      },
      [
        box(
          { display: "flex", fontSize: 34, fontWeight: 700, letterSpacing: 4, textTransform: "uppercase", color: color.amberLight },
          venue.name,
        ),
        box({ display: "flex", width: textWidth, fontSize: title.length > 70 ? 58 : 70, fontWeight: 700, lineHeight: 1.12 }, title),
        box({ display: "flex", width: textWidth, fontSize: 30, fontWeight: 400, color: color.textMuted }, `${venue.tagline}, Texas`),
      ],
    ) as Parameters<typeof satori>[0],
    { ...socialCardSize, fonts },
  );
  return new Resvg(svg, { fitTo: { mode: "width", value: socialCardSize.width } }).render().asPng();
}

/**
 * Writes a post's card to `directory` once per title (the build renders it for the client and the
 * server alike) and names it with its text alternative.
 */
export async function socialCardFile(directory: string, slug: string, title: string) {
  const file = join(directory, `${slug}.png`);
  if (cardTitles.get(file) !== title || !existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    writeFileSync(file, await socialCardPng(title));
    cardTitles.set(file, title);
  }
  return { file, alt: `${title}: an article from ${venue.name}`, ...socialCardSize };
}

const cardTitles = new Map<string, string>();
