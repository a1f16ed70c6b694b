import type { NavItem } from "../content/site-pages.ts";

interface SiteNavLinkProps {
  item: NavItem;
  label?: string;
  className?: string;
}

/**
 * A navigation item. Section items are plain `/#anchor` links: the browser scrolls to the section,
 * on the home page or after loading it from any other page.
 */
export function SiteNavLink({ item, label = item.label, className }: SiteNavLinkProps) {
  return (
    <a href={item.href} className={className}>
      {label}
    </a>
  );
}

/** The items of a navigation list, each with its shorter label in the phone menu. */
export function SiteNavItems({ items, mobile = false }: { items: readonly NavItem[]; mobile?: boolean }) {
  return items.map((item) => (
    <li key={item.href}>
      <SiteNavLink item={item} label={mobile ? (item.mobileLabel ?? item.label) : item.label} />
    </li>
  ));
}
