/**
 * Local faces that stand in for the display face (Oswald) until it is there. It is
 * `font-display: optional` (fonts.css), so on a first visit over a slow network a page may keep its
 * fallback for good; these faces give the fallback Oswald's width and line metrics, so the headings
 * of a first visit break their lines as a second visit's do, and nothing moves when the next page
 * has Oswald.
 *
 * The figures are measured, not tuned. In Chromium 156 on Debian 12, the texts set in the display
 * face on the home, event, prices, FAQ, blog and planner pages (as shown, uppercased where the style
 * does so; at 700, the headings' weight, only the page and section titles, h1 and h2) were set at
 * 1000 px in each face with no letter spacing, and each weight's width divided by its length: the
 * mean advance per character, in thousandths of an em. Oswald's are the site's own file's. Arial's
 * are Liberation Sans's (Debian's fonts-liberation), which has Arial's advance widths, as Arial has
 * Helvetica's. Roboto's are Debian's fonts-roboto-unhinted. Oswald's ascent and descent are
 * Chromium's `fontBoundingBoxAscent` and `fontBoundingBoxDescent` of it at 1000 px; its line gap is
 * a `line-height: normal` box (1482 px) less both. Measure again when the display texts change much:
 * tests/e2e/display-font.spec.ts holds the headings to Oswald's width within a few percent.
 */

type Weight = 400 | 600 | 700;

/** Oswald's vertical metrics in thousandths of an em. */
const oswaldMetrics = { ascent: 1193, descent: 289, lineGap: 0 } as const;

/** Mean advance per character of the site's display texts, in thousandths of an em, by weight. */
const oswaldAdvance: Record<Weight, number> = { 400: 415.92, 600: 452.99, 700: 476.24 };

interface LocalFallback {
  family: string;
  advance: Record<Weight, number>;
  /** The local faces by full and PostScript name: one list for the regular weight, one for bold. */
  regular: readonly string[];
  bold: readonly string[];
}

/** In the order they are tried: Arial and its look-alikes (desktops, iOS, most Linux), then Roboto (Android). */
const localFallbacks: readonly LocalFallback[] = [
  {
    family: "Oswald Fallback Arial",
    advance: { 400: 547.73, 600: 582.69, 700: 604.43 },
    regular: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"],
    bold: [
      "Arial Bold",
      "Arial-BoldMT",
      "Helvetica Bold",
      "Helvetica-Bold",
      "Liberation Sans Bold",
      "LiberationSans-Bold",
      "Arimo Bold",
      "Arimo-Bold",
    ],
  },
  {
    family: "Oswald Fallback Roboto",
    advance: { 400: 518.44, 600: 540.47, 700: 557.39 },
    regular: ["Roboto", "Roboto-Regular"],
    bold: ["Roboto Bold", "Roboto-Bold"],
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * One face per weight the site sets the display face in: scaled to Oswald's advance at that weight,
 * with Oswald's ascent, descent and line gap. The overrides are divided by the scale because the
 * browser applies size-adjust to them too.
 */
function fallbackFaces({ family, advance, regular, bold }: LocalFallback): string {
  return ([400, 600, 700] as const)
    .map((weight) => {
      const scale = oswaldAdvance[weight] / advance[weight];
      const names = weight === 400 ? regular : bold;
      return `@font-face {
        font-family: "${family}";
        font-weight: ${weight};
        src: ${names.map((name) => `local("${name}")`).join(", ")};
        size-adjust: ${percent(scale)};
        ascent-override: ${percent(oswaldMetrics.ascent / 1000 / scale)};
        descent-override: ${percent(oswaldMetrics.descent / 1000 / scale)};
        line-gap-override: ${percent(oswaldMetrics.lineGap / 1000 / scale)};
      }`;
    })
    .join("\n");
}

/** The fallback faces' rules, for the global stylesheet. */
export const displayFallbackFaces = localFallbacks.map(fallbackFaces).join("\n");

/** The fallback families, to follow Oswald in the display font stack. */
export const displayFallbackFamilies = localFallbacks.map(({ family }) => `'${family}'`).join(", ");
