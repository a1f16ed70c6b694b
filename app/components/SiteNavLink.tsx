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
