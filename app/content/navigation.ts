/** Site navigation, shared by the header and the footer. Section items are `/#anchor` links to the home page. */
export interface NavItem {
  label: string;
  /** Shorter label for the mobile menu, when it differs. */
  mobileLabel?: string;
  href: string;
}

export const primaryNav: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/#about" },
  { label: "Prices", href: "/axe-throwing-prices" },
  { label: "Blog", href: "/blog" },
  { label: "Games + Weapons", mobileLabel: "Games", href: "/#gallery" },
  { label: "Contact", href: "/#contact" },
];

export const eventNav: readonly NavItem[] = [
  { label: "Birthday Parties", href: "/birthday-parties" },
  { label: "Bachelor & Bachelorette", href: "/bachelor-parties" },
  { label: "Team Building", href: "/team-building" },
  { label: "Special Events", href: "/special-events" },
];
