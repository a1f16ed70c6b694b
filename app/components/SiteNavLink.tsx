import type { NavItem } from "../content/site-pages.ts";

/**
 * The items of a navigation list, each with its shorter label in the phone menu. Section items are
 * plain `/#anchor` links: the browser scrolls to the section, on the home page or after loading it
 * from any other page.
 */
export function SiteNavItems({ items, mobile = false }: { items: readonly NavItem[]; mobile?: boolean }) {
  return items.map((item) => (
    <li key={item.href}>
      <a href={item.href}>{mobile ? (item.mobileLabel ?? item.label) : item.label}</a>
    </li>
  ));
}
