import type { ReactNode } from "react";

/**
 * A real link to the booking provider, "Book now" unless given other text. The site-chrome
 * enhancement opens it in the booking pop-up instead; without JavaScript, or when the pop-up is
 * blocked, it navigates in this tab.
 */
export function BookingLink({ href, className, children = "Book now" }: { href: string; className?: string; children?: ReactNode }) {
  return (
    <a href={href} className={className} data-booking-link>
      {children}
    </a>
  );
}
