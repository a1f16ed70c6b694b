import { Link } from "react-router";
import type { NavItem } from "../content/navigation.ts";
import { useSectionLink } from "../lib/section-scroll.ts";

interface SiteNavLinkProps {
  item: NavItem;
  label?: string;
  className?: string;
  onNavigate?: () => void;
}

/** A navigation item: section items scroll on the home page, page items navigate in the app. */
export function SiteNavLink({ item, label = item.label, className, onNavigate }: SiteNavLinkProps) {
  const scrollToSection = useSectionLink(item.anchor);
  if (item.anchor) {
    return (
      <a
        href={item.href}
        className={className}
        onClick={(event) => {
          scrollToSection(event);
          onNavigate?.();
        }}
      >
        {label}
      </a>
    );
  }
  return (
    <Link to={item.href} className={className} onClick={onNavigate}>
      {label}
    </Link>
  );
}
