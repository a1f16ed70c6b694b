/** Design tokens: the only place colours, spacing, type sizes and breakpoints are defined, and the declarations built from them that many rules share. */

import { displayFallbackFamilies } from "./display-font.ts";

export const color = {
  ink: "#1c1917",
  surface: "#292524",
  surfaceRaised: "#3a3330",
  border: "#57534e",
  text: "#fafaf9",
  textMuted: "#d6d3d1",
  cream: "#fef3c7",
  ember: "#ea580c",
  emberDeep: "#c2410c",
  emberDeeper: "#9a3412",
  amber: "#f59e0b",
  amberLight: "#fbbf24",
  wood: "#92400e",
  steel: "#94a3b8",
  focus: "#fde047",
} as const;

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  xxxl: "4.5rem",
} as const;

export const font = {
  /** Oswald, then local faces measured to its width (display-font.ts) for a visit that renders before it arrives. */
  display: `'Oswald Variable', ${displayFallbackFamilies}, sans-serif`,
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Fluid type scale: minimum on a 360 px phone, maximum from about 1280 px. */
export const fontSize = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)",
  xl: "clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem)",
  xxl: "clamp(1.75rem, 1.4rem + 1.6vw, 2.75rem)",
  display: "clamp(2.25rem, 1.6rem + 3.2vw, 4.5rem)",
} as const;

export const radius = { sm: "4px", md: "8px", lg: "16px", pill: "999px" } as const;

export const breakpoint = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoint.sm}px)`,
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  xl: `@media (min-width: ${breakpoint.xl}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

export const layout = { contentWidth: "72rem", proseWidth: "44rem", headerHeight: "4rem" } as const;

/** The bordered surface cards and panels sit on: declarations to interpolate into a rule. */
export const panel = `
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
`;

/** A picture as wide as its column, its height from its own proportions. */
export const fluidImage = `
  display: block;
  width: 100%;
  height: auto;
`;
