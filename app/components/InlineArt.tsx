/**
 * Decorative SVG artwork written into the HTML itself, so it paints with the page instead of
 * waiting for an image request. `svg` is one of our own drawings, imported with `?raw`.
 */
export function InlineArt({ svg, className }: { svg: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG files from app/assets, never user input
  return <div className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
