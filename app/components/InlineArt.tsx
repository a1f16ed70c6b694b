/**
 * Decorative SVG artwork written into the server HTML itself, so it paints with the page instead of
 * waiting for an image request. In the browser the element hydrates around the drawing already in
 * the page, so callers pass the markup only on the server, where the client build can drop it:
 * `svg={import.meta.env.SSR ? artwork : ""}` with `artwork` imported with `?raw`.
 */
export function InlineArt({ svg, className }: { svg: string; className?: string }) {
  return <div className={className} aria-hidden="true" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: svg }} />;
}
